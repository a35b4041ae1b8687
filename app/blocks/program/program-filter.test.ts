import { expect, test } from 'vitest';
import {
  facetsOf,
  facetSlug,
  filterProgramDays,
  parseProgramFilters,
  programFiltersQuery,
  type ScreeningFacets,
} from './program-filter.ts';

const feature = (name: string) => ({ name, highlight: false });

test('a screening offers its age limit, language and format to the filters', () => {
  expect(facetsOf(['12 år', 'Originaltale', 'Norsk tekst', '2D'].map(feature))).toEqual({
    age: 12,
    languages: ['originaltale', 'norsk-tekst'],
    formats: ['2d'],
  });
  expect(facetsOf([feature('Tillatt for alle'), feature('Norsk tale')]).age).toBe(0);
  expect(facetsOf([feature('Servering')])).toEqual({ age: null, languages: [], formats: [] });
});

test('slugs are plain ASCII', () => {
  expect(facetSlug('Norsk tale')).toBe('norsk-tale');
  expect(facetSlug('Språk: Færøysk tekst')).toBe('sprak-faeroysk-tekst');
});

test('filters round-trip through the URL query, and values that are not choices are dropped', () => {
  const filters = { day: '2026-11-24', age: 9, language: 'norsk-tale', format: '2d' };
  const query = programFiltersQuery(filters);
  expect(query).toBe('?dag=2026-11-24&alder=9&sprak=norsk-tale&format=2d');
  expect(parseProgramFilters(query)).toEqual(filters);
  expect(parseProgramFilters('?dag=i-morgen&alder=7&sprak=<script>')).toEqual({});
  expect(programFiltersQuery({})).toBe('');
});

const facets = (
  age: number | null,
  languages: string[] = ['norsk-tale'],
  formats: string[] = ['2d'],
): ScreeningFacets => ({ age, languages, formats });
const days = [
  {
    date: '2026-11-24',
    films: [
      { id: 'barn', screenings: [{ id: 'e-1', facets: facets(0) }] },
      { id: 'thriller', screenings: [{ id: 'e-2', facets: facets(15, ['originaltale', 'norsk-tekst']) }] },
    ],
  },
  {
    date: '2026-11-25',
    films: [
      {
        id: 'drama',
        screenings: [
          { id: 'e-3', facets: facets(12) },
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

test('day, language and format each narrow the programme; empty films and days drop out', () => {
  const result = filterProgramDays(days, { day: '2026-11-24', language: 'norsk-tekst' });
  expect(result.map((day) => day.date)).toEqual(['2026-11-24']);
  expect(result[0]?.films.map((film) => film.id)).toEqual(['thriller']);
  expect(ids(filterProgramDays(days, { format: '3d' }))).toEqual([]);
});
