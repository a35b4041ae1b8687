import { expect, test } from 'vitest';
import type { SearchDoc, SearchManifest } from './search-document.ts';
import { testSearchDoc } from './search-doc.test-support.ts';
import { parseSearchDocs, parseSearchManifest, SearchFileError } from './search-shapes.ts';

const manifest: SearchManifest = {
  version: '3f2a9c01b7de',
  index: '/search/index-3f2a9c01b7de.json',
  docs: ['/search/docs-3f2a9c01b7de-0.json', '/search/docs-3f2a9c01b7de-1.json'],
  chunkSize: 200,
  count: 230,
  rankEnds: [12, 15, 40, 40, 52, 52, 230, 230],
  brand: 'Fjordheim kulturhus',
  saleMinutesAfterStart: 10,
};

const film: SearchDoc = {
  kind: 'film',
  title: 'Nordlys over fjorden',
  path: '/film/nordlys-over-fjorden',
  image: 'https://images.example/nordlys.jpg?w=128&h=192',
  status: 'current',
  age: '12 år',
  dates: [
    { start: '2026-11-23 18:30:00', buy: 'https://billett.example/118/events/4711/purchase', event: 'e-4711' },
    { start: '2026-11-24 20:00:00', buy: null, event: 'e-4712' },
  ],
  genre: 'Drama',
  category: 'På kino nå',
};
const page = testSearchDoc('Om oss', { kind: 'page', path: '/om-oss', status: 'page' });

test('a manifest and a chunk as the index writer makes them are read back whole', () => {
  expect(parseSearchManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  expect(parseSearchDocs('docs-0', JSON.parse(JSON.stringify([film, page])))).toEqual([film, page]);
});

test.each([
  ['not an object', [], '(root)'],
  ['a version that is no content hash', { ...manifest, version: 'latest' }, 'version'],
  ['an index outside /search/', { ...manifest, index: 'https://elsewhere.example/index.json' }, 'index'],
  ['a chunk outside /search/', { ...manifest, docs: ['/search/docs-0.json', '/docs-1.json'] }, 'docs.1'],
  ['a chunk size of 0', { ...manifest, chunkSize: 0 }, 'chunkSize'],
  ['a group end that is not a whole number', { ...manifest, rankEnds: [12, 1.5] }, 'rankEnds.1'],
  ['an older deploy’s manifest without the brand', { ...manifest, brand: undefined }, 'brand'],
  [
    'minutes after the start that are not a whole number',
    { ...manifest, saleMinutesAfterStart: 2.5 },
    'saleMinutesAfterStart',
  ],
])('a manifest with %s is a SearchFileError naming the place', (_, body, where) => {
  expect(() => parseSearchManifest(body)).toThrow(SearchFileError);
  expect(() => parseSearchManifest(body)).toThrow(`manifest: unexpected content at ${where}:`);
});

test.each([
  ['not a list', { docs: [film] }, '(root)'],
  ['an unknown kind', [page, { ...film, kind: 'podcast' }], '1.kind'],
  [
    'a date in another format',
    [{ ...film, dates: [{ ...film.dates[0], start: '2026-11-23T18:30' }] }],
    '0.dates.0.start',
  ],
  [
    'a date without its event id (an older deploy’s chunk)',
    [{ ...film, dates: [{ start: '2026-11-23 18:30:00', buy: null }] }],
    '0.dates.0.event',
  ],
  ['a missing image that is not null', [{ ...film, image: undefined }], '0.image'],
  ['a path that is no site path', [{ ...page, path: 'javascript:alert(1)' }], '0.path'],
])('a chunk with %s is a SearchFileError naming the file and place', (_, body, where) => {
  expect(() => parseSearchDocs('/search/docs-3f2a9c01b7de-0.json', body)).toThrow(SearchFileError);
  expect(() => parseSearchDocs('/search/docs-3f2a9c01b7de-0.json', body)).toThrow(
    `/search/docs-3f2a9c01b7de-0.json: unexpected content at ${where}:`,
  );
});
