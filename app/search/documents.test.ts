/**
 * The index of the sample venue (content/): what it holds, and that the matching promised for
 * search works on it (prefix, one typo, Bokmål letters both ways, genre and feature words).
 */
import { beforeAll, expect, test } from 'vitest';
import { blockDefinitions } from '../blocks/definitions.ts';
import { loadSampleVenue } from '../blocks/sample-venue.test-support.ts';
import { createPageResolver } from '../engine/resolve-page.ts';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { searchDocuments } from './documents.ts';
import type { IndexedDoc } from './search-document.ts';
import { buildIndexJson, loadIndex, rankResults, type MatchIndex } from './search-engine.ts';

const TODAY = '2026-11-21';

let snapshot: ContentSnapshot;
let docs: IndexedDoc[];
let index: MatchIndex;

beforeAll(() => {
  snapshot = loadSampleVenue(TODAY);
  const routes = createPageResolver(snapshot, blockDefinitions).routes;
  docs = searchDocuments(snapshot, routes.entries.values());
  index = loadIndex(buildIndexJson(docs));
});

function titles(query: string): string[] {
  return rankResults(index.match(query), (id) => docs[id]?.doc, `${TODAY} 00:00:00`).flatMap((group) =>
    group.hits.map((hit) => hit.doc.title),
  );
}

test('the index holds every film with a page, culture items with a coming date, and the information pages', () => {
  const films = snapshot.productions.filter((p) => p.object === 'movie');
  expect(
    docs
      .filter((d) => d.doc.kind === 'film')
      .map((d) => d.doc.title)
      .sort(),
  ).toEqual(films.map((p) => p.title).sort());
  const culture = docs.filter((d) => d.doc.kind === 'culture');
  expect(culture.length).toBeGreaterThanOrEqual(10);
  expect(culture.every((d) => d.doc.dates.length > 0 && d.doc.dates.every((date) => date.start >= TODAY))).toBe(true);
  const pagePaths = docs.filter((d) => d.doc.kind === 'page' || d.doc.kind === 'article').map((d) => d.doc.path);
  expect(pagePaths).toEqual(expect.arrayContaining(['/kontakt', '/aldersgrenser', '/article/info-om-cookies']));
  expect(pagePaths).not.toContain('/null'); // noindex
});

test('a film result carries its poster, age limit, next date and a purchase link to that date', () => {
  const film = docs.find((d) => d.doc.title === 'Nordlys over fjorden')?.doc;
  expect(film).toMatchObject({ kind: 'film', path: '/nordlys-over-fjorden-dxm-40211', status: 'current' });
  expect(film?.image).toMatch(/\/images\/posters\/.*\?w=128&h=192&fit=crop/);
  expect(film?.age).toMatch(/år$|Tillatt for alle/);
  expect(film?.dates[0]?.start.startsWith(TODAY)).toBe(true);
  expect(film?.dates[0]?.buy).toMatch(/\/events\/\d+\/purchase\?kanal=/);
});

test('a result’s ticket carries what the programme’s ticket buttons report: the event id and the category', () => {
  const film = docs.find((d) => d.doc.title === 'Nordlys over fjorden')?.doc;
  const event = snapshot.events.find((e) => e.startDate === film?.dates[0]?.start && e.production.title === film.title);
  expect(film?.dates[0]?.event).toBe(event?.id);
  expect(film?.category).toBe('På kino nå');
  const concert = docs.find((d) => d.doc.kind === 'culture' && d.fields.keywords.includes('konsert'))?.doc;
  expect(concert?.category).toBe('konsert');
  expect(docs.find((d) => d.doc.path === '/kontakt')?.doc.category).toBe('');
});

test('the same content gives the same index, byte for byte', () => {
  expect(buildIndexJson(docs)).toBe(
    buildIndexJson(searchDocuments(snapshot, createPageResolver(snapshot, blockDefinitions).routes.entries.values())),
  );
});

test('the start of a word finds the title', () => {
  expect(titles('nord')).toContain('Nordlys over fjorden');
});

test('one typo still finds the title', () => {
  expect(titles('nordls')).toContain('Nordlys over fjorden');
});

test('Bokmål letters fold both ways: pa, o, oe, a, aa and ae', () => {
  expect(titles('bukkene bruse pa')).toContain('Bukkene Bruse på nytt');
  expect(titles('morketid')).toContain('Mørketid');
  expect(titles('moerketid')).toContain('Mørketid');
  expect(titles('trio bla')).toContain('Jazzkveld med Trio Blå');
  expect(titles('trio blaa')).toContain('Jazzkveld med Trio Blå');
  expect(titles('kjaerlighet')).toContain('Kjærlighet på vent');
});

test('genre and feature words find films and events', () => {
  const norsk = titles('norsk tale');
  expect(norsk.length).toBeGreaterThan(0);
  for (const title of norsk) {
    const production = snapshot.productions.find((p) => p.title === title);
    expect(production?.features.some((f) => f.name === 'Norsk tale')).toBe(true);
  }
  expect(titles('15 år')).toContain('De ukjente');
  expect(titles('konsert').length).toBeGreaterThan(0);
});

test('results group by kind, films first, now showing before coming', () => {
  // "fo" (two letters: one is not searched, decisions 87) is in films now and coming, events, pages and an article.
  const groups = rankResults(index.match('fo'), (id) => docs[id]?.doc, `${TODAY} 00:00:00`);
  const kinds = groups.map((g) => g.kind);
  expect(kinds).toEqual(
    [...kinds].sort(
      (a, b) => ['film', 'culture', 'page', 'article'].indexOf(a) - ['film', 'culture', 'page', 'article'].indexOf(b),
    ),
  );
  const films = groups.find((g) => g.kind === 'film')?.hits.map((h) => h.doc.status) ?? [];
  expect(films.indexOf('upcoming')).toBeGreaterThan(films.lastIndexOf('current'));
});

test('a culture event whose dates have all passed is never a result', () => {
  const culture = docs.find((d) => d.doc.kind === 'culture');
  const last = culture?.doc.dates.at(-1)?.start ?? '';
  const later = rankResults(
    index.match(culture?.doc.title ?? ''),
    (id) => docs[id]?.doc,
    `${last.slice(0, 10)} 23:59:59`,
  );
  expect(later.flatMap((g) => g.hits).some((hit) => hit.doc.title === culture?.doc.title)).toBe(false);
});

test('a keyword is kept once however it is spelt, and kind words are not keywords', () => {
  const film = docs.find((d) => d.doc.title === 'De ukjente');
  const words = film?.fields.keywords.split(' ') ?? [];
  expect(new Set(words.map((w) => w.toLowerCase())).size).toBe(words.length);
  expect(words).toEqual(expect.arrayContaining(['15', 'år', 'Thriller']));
  expect(words).not.toContain('film');
});
