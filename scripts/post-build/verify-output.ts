import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The files React Router prerenders for a page path, relative to the client folder: the page
 * and its payload. `/` → `index.html` + `_.data`; `/a/b` → `a/b/index.html` + `a/b.data`.
 */
export function expectedPageFiles(path: string): [html: string, data: string] {
  if (path === '/') return ['index.html', '_.data'];
  const relative = path.replace(/^\/+/, '');
  return [`${relative}/index.html`, `${relative}.data`];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The expected files of the given page paths that are not in `clientDir`, sorted; empty when complete. */
export async function findMissingPageFiles(clientDir: string, paths: Iterable<string>): Promise<string[]> {
  const expected = [...paths].flatMap(expectedPageFiles);
  const present = await Promise.all(expected.map((file) => isFile(join(clientDir, file))));
  return expected.filter((_, index) => present[index] !== true).sort();
}
