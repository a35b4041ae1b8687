import { expect, test } from 'vitest';
import type { IndexedDoc, SearchDoc } from '../../app/search/search-document.ts';
import { testIndexedDoc, testSearchDoc } from '../../app/search/search-doc.test-support.ts';
import { loadIndex } from '../../app/search/search-engine.ts';
import { parseSearchDocs, parseSearchManifest } from '../../app/search/search-shapes.ts';
import { CHUNK_SIZE, searchFiles } from './search-index.ts';

function doc(n: number, overrides: Partial<SearchDoc> = {}): IndexedDoc {
  return testIndexedDoc(testSearchDoc(`Tittel ${n}`, { path: `/tittel-${n}`, ...overrides }), 'film');
}

const BRAND = 'Fjordheim kulturhus';

const docs = [
  ...Array.from({ length: CHUNK_SIZE + 5 }, (_, n) => doc(n)),
  doc(900, { status: 'upcoming' }),
  doc(901, { kind: 'culture' }),
  doc(902, { kind: 'article', status: 'page' }),
];

test('the manifest names the index and the display data in chunks, all named by the content hash', () => {
  const { manifest, files } = searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 });
  // What the browser reads back (search-shapes.ts) is what was written.
  expect(parseSearchManifest(JSON.parse(files.get('/search/manifest.json') ?? ''))).toEqual(manifest);
  expect(manifest.brand).toBe(BRAND);
  expect(manifest.index).toBe(`/search/index-${manifest.version}.json`);
  expect(manifest.docs).toEqual([`/search/docs-${manifest.version}-0.json`, `/search/docs-${manifest.version}-1.json`]);
  expect(JSON.parse(files.get(manifest.docs[1] ?? '') ?? '[]')).toHaveLength(docs.length - CHUNK_SIZE);
  expect(manifest.count).toBe(docs.length);
});

test('the same content gives the same file names; other content other names', () => {
  expect(searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 }).manifest.version).toBe(
    searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 }).manifest.version,
  );
  expect(searchFiles(docs.slice(1), { brand: BRAND, saleMinutesAfterStart: 0 }).manifest.version).not.toBe(
    searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 }).manifest.version,
  );
});

test('the group ends tell the browser each document number’s group without its display data', () => {
  const { manifest } = searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 });
  const now = CHUNK_SIZE + 5;
  // film now, film coming, culture now, culture coming, page, –, article, –
  expect(manifest.rankEnds).toEqual([now, now + 1, now + 2, now + 2, now + 2, now + 2, now + 3, now + 3]);
});

test('document n of the index is document n of the display data', () => {
  const { manifest, files } = searchFiles(docs, { brand: BRAND, saleMinutesAfterStart: 0 });
  const index = loadIndex(files.get(manifest.index) ?? '');
  const [match] = index.match('tittel 203');
  expect(match?.id).toBe(203);
  const chunk = parseSearchDocs('docs-1', JSON.parse(files.get(manifest.docs[1] ?? '') ?? '[]'));
  expect(chunk[203 - CHUNK_SIZE]?.title).toBe('Tittel 203');
});
