import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { EventEntry } from '../app/content/event-entry.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { filmCount, scaleProgramme, showTime, writeProgrammeScaleVenue } from './programme-scale-venue.ts';

const CONTENT = resolve(import.meta.dirname, '../content');
const TODAY = '2026-11-21';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const sampleFilms = [
  { id: 'a', ageLimit: 'Tillatt for alle', durationMinutes: 90 },
  { id: 'b', ageLimit: '15 år', durationMinutes: 126 },
];
const options = { screens: 8, showsPerDay: 5, sampleFilms, posters: ['/images/p.svg'], stills: ['/images/s.svg'] };

test('8 screens × 5 shows make 40 screenings on each of the 14 days, from about 60 films', () => {
  const { productions, events } = scaleProgramme(options);
  const perDay = Map.groupBy(events, (event) => event.day);
  expect([...perDay.keys()]).toEqual([...Array(14).keys()]);
  for (const day of perDay.values()) expect(day).toHaveLength(40);
  expect(events).toHaveLength(560);
  expect(productions.length + sampleFilms.length).toBe(filmCount(40));
  expect(filmCount(40)).toBe(60);
  // Every film plays, the popular ones more than the rest.
  const shows = Map.groupBy(events, (event) => event.production);
  expect(shows.size).toBeGreaterThan(50);
  expect(Math.max(...[...shows.values()].map((list) => list.length))).toBeGreaterThan(15);
});

test('the same seed makes the same venue; another seed another', () => {
  expect(JSON.stringify(scaleProgramme(options))).toBe(JSON.stringify(scaleProgramme(options)));
  expect(JSON.stringify(scaleProgramme({ ...options, seed: 7 }))).not.toBe(JSON.stringify(scaleProgramme(options)));
});

test('every screening is a valid content entry, with unique ids, and no screen shows two films at once', () => {
  const { events } = scaleProgramme(options);
  for (const event of events) expect(EventEntry.safeParse(event).success, JSON.stringify(event)).toBe(true);
  expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  expect(new Set(events.map((event) => `${event.day} ${event.location} ${event.time}`)).size).toBe(events.length);
  expect(showTime(0, 0)).toBe('11:00');
  expect(showTime(7, 4)).toBe('23:10');
  // Children's films in the day's first two shows only, the 15 år film never there.
  for (const event of events.filter((e) => e.production === 'a')) expect(event.time < '16:30').toBe(true);
  for (const event of events.filter((e) => e.production === 'b')) expect(event.time >= '16:30').toBe(true);
});

test('a written venue of 40 a day loads as the build loads it; its programme has 560 film screenings', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'foaje-programme-scale-'));
  dirs.push(dir);
  const counts = writeProgrammeScaleVenue(CONTENT, dir, 40);
  expect(counts).toEqual({ films: 60, screenings: 560 });
  const snapshot = await loadContentFromDir(dir, { today: TODAY, blockSchemas });
  const films = snapshot.events.filter((event) => event.object === 'movie');
  expect(films).toHaveLength(560);
  // The sample's culture programme is kept as it is.
  const sampleEvents = JSON.parse(readFileSync(join(CONTENT, 'events.json'), 'utf8')) as unknown[];
  expect(snapshot.events.length - films.length).toBe(
    sampleEvents.length -
      (await loadContentFromDir(CONTENT, { today: TODAY, blockSchemas })).events.filter((e) => e.object === 'movie')
        .length,
  );
  const routes = createPageResolver(snapshot, blockDefinitions);
  expect(routes.resolvePage('/kinoprogram')).toBeDefined();
  expect(routes.routes.entries.has('/natens-vokter-dxm-50000')).toBe(false);
  expect(routes.routes.entries.has('/nattens-vokter-dxm-50000')).toBe(true);
});

test('the venue of 6 a day is the sample as it is', () => {
  const dir = mkdtempSync(join(tmpdir(), 'foaje-programme-scale-'));
  dirs.push(dir);
  writeProgrammeScaleVenue(CONTENT, dir, 6);
  expect(readFileSync(join(dir, 'events.json'), 'utf8')).toBe(readFileSync(join(CONTENT, 'events.json'), 'utf8'));
  expect(() => writeProgrammeScaleVenue(CONTENT, dir, 7)).toThrow(/7 screenings/);
});
