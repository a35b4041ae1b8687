import { statSync } from 'node:fs';
import { join } from 'node:path';
import { documentFileOf, payloadFileOf } from '../../app/engine/urls/page-bundle-address.ts';

/**
 * The files React Router prerenders for a page path, relative to the client folder: the page
 * and its payload. `/` → `index.html` + `_.data`; `/a/b` → `a/b/index.html` + `a/b.data`.
 */
export function expectedPageFiles(path: string): [html: string, data: string] {
  return [documentFileOf(path), payloadFileOf(path)];
}

/** Synchronous: 20 000 looks through the thread pool took three times as long (decision 127). */
function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

/** The expected files of the given page paths that are not in `clientDir`, sorted; empty when complete. */
export function findMissingPageFiles(clientDir: string, paths: Iterable<string>): string[] {
  return [...paths]
    .flatMap(expectedPageFiles)
    .filter((file) => !isFile(join(clientDir, file)))
    .sort();
}
