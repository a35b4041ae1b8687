import { expect, test } from 'vitest';
import { bindEach, events, expectPlainJson, resolveBlock } from '../block-fixtures.test-support.ts';
import { programBlock } from './resolve.ts';

const films = events.filter((event) => event.object === 'movie');
const bound = { events: bindEach(films, '@') };

test('all coming screenings are grouped by day, then by film', () => {
  const props = resolveBlock(programBlock, { headingLevel: 1 }, bound);
  expect(props).toMatchObject({ title: 'Kinoprogram', headingLevel: 1 });
  expect(props.days.map((day) => day.navLabel)).toEqual(['I dag', 'I morgen', 'Man. 23. nov.']);
  expect(
    props.days.map((day) => [
      day.label,
      day.anchor,
      day.films.map((film) => [props.films[film.id]?.title, film.screenings.map((s) => s.time)]),
    ]),
  ).toEqual([
    ['I dag', 'program-2026-11-21', [['Fjellet', ['18:30', '21:00']]]],
    ['I morgen', 'program-2026-11-22', [['Vinterlys', ['17:00']]]],
    ['Mandag 23. november', 'program-2026-11-23', [['Fjellet', ['20:00']]]],
  ]);
  expectPlainJson(props);
});

test('each film links to its page with its poster, each screening to the checkout', () => {
  const props = resolveBlock(programBlock, {}, bound);
  const [film] = props.days[0]?.films ?? [];
  expect(film?.id).toBe('fjellet');
  expect(props.films['fjellet']).toMatchObject({ title: 'Fjellet', link: '/fjellet-dxm-1042' });
  expect(props.films['fjellet']?.image?.src).toContain('/images/fjellet-poster.jpg?w=180&h=320');
  expect(film?.screenings[0]?.purchaseUrl).toBe('https://billett.example.no/118/events/101/purchase?kanal=web');
  expect(film?.screenings[1]?.statusText).toBe('Utsolgt');
});

test('a film without a poster has no image', () => {
  expect(resolveBlock(programBlock, {}, bound).films['vinterlys']?.image).toBeNull();
});

test('a film is described once, however many days it plays', () => {
  const props = resolveBlock(programBlock, {}, bound);
  expect(props.days.flatMap((day) => day.films.map((film) => film.id))).toEqual(['fjellet', 'vinterlys', 'fjellet']);
  expect(Object.keys(props.films)).toEqual(['fjellet', 'vinterlys']);
});

test('from and to narrow the programme to a span of days', () => {
  const props = resolveBlock(programBlock, { from: '2026-11-22', to: '2026-11-22' }, bound);
  expect(props.days.map((day) => day.date)).toEqual(['2026-11-22']);
});

test('a from date in the past does not bring back past screenings', () => {
  const props = resolveBlock(programBlock, { from: '2026-11-01' }, bound);
  expect(props.days[0]?.date).toBe('2026-11-21');
});

test('an empty programme says so', () => {
  const props = resolveBlock(programBlock, {}, { events: [] });
  expect(props.days).toEqual([]);
  expect(props.emptyText).toBe('Ingen forestillinger er lagt ut ennå.');
});

test('with showFilters each screening carries its facets and the form offers the facts listed, by kind', () => {
  const props = resolveBlock(programBlock, { showFilters: true }, bound);
  const screening = props.days[0]?.films[0]?.screenings[0];
  expect(screening?.facets).toEqual({ age: 12, facts: ['norsk-tale', '2d'] });
  const offered = props.filters?.groups.map(({ group, choices }) => [group.id, choices.map((choice) => choice.value)]);
  expect(offered).toContainEqual(['speech', expect.arrayContaining(['norsk-tale'])]);
  expect(offered).toContainEqual(['format', ['2d']]);
  expect(props.filters?.groups[0]?.choices[0]?.label).toBe('Norsk tale');
  expect(props.filters?.groups[0]?.choices[0]?.explanation).toMatch(/norsk tale/);
  expect(resolveBlock(programBlock, {}, bound).filters).toBeNull();
});

test("a film club screening shows and filters as 'Filmklubb'", () => {
  const club = films.find((event) => event.startDate.startsWith('2026-11-21'));
  if (club === undefined) throw new Error('no film in the fixtures');
  const props = resolveBlock(programBlock, { showFilters: true }, { events: bindEach([{ ...club, club: true }], '@') });
  const screening = props.days[0]?.films[0]?.screenings[0];
  expect(screening?.features.map((feature) => feature.name)).toContain('Filmklubb');
  expect(screening?.facets.facts).toContain('filmklubb');
  expect(props.filters?.groups.map(({ group }) => group.id)).toContain('audience');
});

test('the first document holds the first days; every other day is a page of its own, linked from the day links', () => {
  // 21 screenings a day for three days: the first day alone is past the first document's 20.
  const many = Array.from({ length: 3 }, (_, day) =>
    Array.from({ length: 21 }, (_, n) => ({
      ...films[0],
      id: `e-${String(900 + day * 100 + n)}`,
      eventNumber: 900 + day * 100 + n,
      startDate: `2026-11-2${String(1 + day)} ${String(10 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}:00`,
      production: { ...films[0]?.production, id: `film-${String(n)}`, title: `Film ${String(n)}` },
    })),
  ).flat();
  const first = resolveBlock(programBlock, {}, { events: bindEach(many, '@') });
  expect(first.days).toHaveLength(1);
  expect(first.days[0]?.rest).toBe('/kinoprogram/2026-11-21');
  expect(first.days[0]?.films.flatMap((film) => film.screenings)).toHaveLength(20);
  expect(first.horizon.map((day) => [day.href, day.source])).toEqual([
    ['/kinoprogram/2026-11-21', '/kinoprogram/2026-11-21'],
    ['/kinoprogram/2026-11-22', '/kinoprogram/2026-11-22'],
    ['/kinoprogram/2026-11-23', '/kinoprogram/2026-11-23'],
  ]);
  expect(programBlock.subpages?.(first).map((page) => page.segment)).toEqual([
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
  ]);
  // A day's page: that day whole, its link to its own section.
  const day = resolveBlock(programBlock, {}, { events: bindEach(many, '@') }, { params: { subpage: '2026-11-22' } });
  expect(day.dayPage).toBe(true);
  expect(day.days.map((shown) => [shown.date, shown.rest, shown.films.length])).toEqual([['2026-11-22', null, 21]]);
  expect(day.horizon[1]?.href).toBe('#program-2026-11-22');
  expect(Object.keys(day.films)).toHaveLength(21);
});

test("a small venue's first two days are whole in the first document, the others on their pages", () => {
  const props = resolveBlock(programBlock, {}, bound);
  expect(props.days.map((day) => day.rest)).toEqual([null, null, null]);
  expect(props.horizon.every((day) => day.href === `#${day.anchor}` && day.source === null)).toBe(true);
  expect(programBlock.subpages?.(props)).toEqual([]);
});
