import { expect, test } from 'vitest';
import {
  facetsOf,
  filterCount,
  filterProgramDays,
  parseProgramFilters,
  programFiltersQuery,
  type ScreeningFacets,
} from './program-filter.ts';

const feature = (name: string) => ({ name, highlight: false });

test('a screening offers its age limit and its facts to the filters', () => {
  expect(facetsOf(['12 år', 'Originaltale', 'Norsk tekst', '2D', 'Synstolket'].map(feature))).toEqual({
    age: 12,
    facts: ['originaltale', 'norsk-tekst', '2d', 'synstolket'],
  });
  expect(facetsOf([feature('Tillatt for alle'), feature('Norsk tale')]).age).toBe(0);
  expect(facetsOf([feature('Servering')])).toEqual({ age: null, facts: [] });
});

test('filters round-trip through the URL query, and values that are not choices are dropped', () => {
  const filters = { day: '2026-11-24', age: 9, facts: ['norsk-tale', '2d', 'synstolket', 'teleslynge'] };
  const query = programFiltersQuery(filters);
  expect(query).toBe('?dag=2026-11-24&alder=9&tale=norsk-tale&format=2d&tilgang=synstolket&tilgang=teleslynge');
  expect(parseProgramFilters(query)).toEqual(filters);
  expect(parseProgramFilters('?dag=i-morgen&alder=7&tale=<script>&tilgang=norsk-tale&sprak=norsk-tale')).toEqual({});
  expect(programFiltersQuery({})).toBe('');
  expect(filterCount(filters)).toBe(6);
});

const facets = (age: number | null, facts: string[] = ['norsk-tale', '2d']): ScreeningFacets => ({ age, facts });
const days = [
  {
    date: '2026-11-24',
    films: [
      { id: 'barn', screenings: [{ id: 'e-1', facets: facets(0, ['norsk-tale', '2d', 'synstolket', 'teleslynge']) }] },
      { id: 'thriller', screenings: [{ id: 'e-2', facets: facets(15, ['originaltale', 'norsk-tekst', '3d']) }] },
    ],
  },
  {
    date: '2026-11-25',
    films: [
      {
        id: 'drama',
        screenings: [
          { id: 'e-3', facets: facets(12, ['originaltale', 'engelsk-tekst', '2d', 'teleslynge', 'filmklubb']) },
          { id: 'e-4', facets: facets(null) },
        ],
      },
    ],
  },
];
const ids = (filtered: typeof days) =>
  filtered.flatMap((day) => day.films.flatMap((film) => film.screenings.map((s) => s.id)));

test('no filter shows the whole programme', () => {
  expect(ids(filterProgramDays(days, {}))).toEqual(['e-1', 'e-2', 'e-3', 'e-4']);
});

test('an age keeps films a child of that age may see, and no film without a known limit', () => {
  expect(ids(filterProgramDays(days, { age: 12 }))).toEqual(['e-1', 'e-3']);
  expect(ids(filterProgramDays(days, { age: 6 }))).toEqual(['e-1']);
});

test('day and a fact each narrow the programme; empty films and days drop out', () => {
  const result = filterProgramDays(days, { day: '2026-11-24', facts: ['norsk-tekst'] });
  expect(result.map((day) => day.date)).toEqual(['2026-11-24']);
  expect(result[0]?.films.map((film) => film.id)).toEqual(['thriller']);
  expect(ids(filterProgramDays(days, { facts: ['3d'] }))).toEqual(['e-2']);
  expect(ids(filterProgramDays(days, { facts: ['seniorkino'] }))).toEqual([]);
});

test('facts of one kind are alternatives, access needs all count, and kinds combine', () => {
  expect(ids(filterProgramDays(days, { facts: ['norsk-tekst', 'engelsk-tekst'] }))).toEqual(['e-2', 'e-3']);
  expect(ids(filterProgramDays(days, { facts: ['teleslynge'] }))).toEqual(['e-1', 'e-3']);
  expect(ids(filterProgramDays(days, { facts: ['teleslynge', 'synstolket'] }))).toEqual(['e-1']);
  expect(ids(filterProgramDays(days, { facts: ['teleslynge', 'originaltale'] }))).toEqual(['e-3']);
  expect(ids(filterProgramDays(days, { facts: ['filmklubb', '2d'], age: 12 }))).toEqual(['e-3']);
});
