import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { searchDocuments, type SearchablePage } from '../../app/search/documents.ts';
import {
  rankOf,
  SEARCH_KINDS,
  SEARCH_MANIFEST_PATH,
  type IndexedDoc,
  type SearchManifest,
} from '../../app/search/search-document.ts';
import { buildIndexJson } from '../../app/search/search-engine.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';

/** Documents per display-data file: a first search loads a few of them, not all (decisions 81). */
export const CHUNK_SIZE = 200;

/** The files of one deploy's search, by site path, and its manifest. */
export interface SearchFiles {
  manifest: SearchManifest;
  files: Map<string, string>;
}

/**
 * The search files of `docs`: the matching index, the display data in chunks of
 * `CHUNK_SIZE`, both named by the content hash, and `/search/manifest.json` naming them, the
 * site's title (`brand`, what a result's ticket link reports) and how long a screening stays
 * on sale after its start.
 */
export function searchFiles(
  docs: readonly IndexedDoc[],
  { brand, saleMinutesAfterStart }: Pick<SearchManifest, 'brand' | 'saleMinutesAfterStart'>,
): SearchFiles {
  const index = buildIndexJson(docs);
  const chunks: string[] = [];
  for (let start = 0; start < docs.length; start += CHUNK_SIZE) {
    chunks.push(JSON.stringify(docs.slice(start, start + CHUNK_SIZE).map((entry) => entry.doc)));
  }
  const hash = createHash('sha256');
  for (const text of [index, ...chunks]) hash.update(text).update('\0');
  const version = hash.digest('hex').slice(0, 12);
  const files = new Map<string, string>();
  files.set(`/search/index-${version}.json`, index);
  chunks.forEach((text, n) => files.set(`/search/docs-${version}-${n}.json`, text));
  // The documents come sorted by group (documents.ts), so a group ends where the next begins.
  const rankEnds = Array.from(
    { length: SEARCH_KINDS.length * 2 },
    (_, rank) => docs.filter((entry) => rankOf(entry.doc) <= rank).length,
  );
  const manifest: SearchManifest = {
    version,
    index: `/search/index-${version}.json`,
    docs: chunks.map((_, n) => `/search/docs-${version}-${n}.json`),
    chunkSize: CHUNK_SIZE,
    count: docs.length,
    rankEnds,
    brand,
    saleMinutesAfterStart,
  };
  files.set(SEARCH_MANIFEST_PATH, JSON.stringify(manifest));
  return { manifest, files };
}

/** Writes the search files of the content into the client folder; returns the manifest. */
export async function writeSearchIndex(
  clientDir: string,
  snapshot: ContentSnapshot,
  pages: Iterable<SearchablePage>,
): Promise<SearchManifest> {
  const { manifest, files } = searchFiles(searchDocuments(snapshot, pages), {
    brand: snapshot.site.title,
    saleMinutesAfterStart: snapshot.site.ticketing.saleMinutesAfterStart,
  });
  await mkdir(join(clientDir, 'search'), { recursive: true });
  await Promise.all([...files].map(([path, text]) => writeFile(join(clientDir, path), text)));
  return manifest;
}
