import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The folder beside `client/` (so never served) where a build keeps the `/404` page as rendered:
 * the next incremental build links it back and keeps it like any other page whose inputs did not
 * change, instead of rendering it again (decision 153; scripts/site-builder/previous-output.ts).
 */
export const UNSERVED_PAGES = 'unserved-pages';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi;

/**
 * Removes every `<script>` and `<link rel="modulepreload">` from a prerendered page, so it
 * shows as plain HTML and never hydrates. Served at an unknown path, a hydrating 404 page
 * finds no route to hydrate and breaks (decision 13); styles stay.
 */
export function stripHydration(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * Turns the prerendered `/404` page into `404.html` without scripts, and takes out of `client/`
 * what a static host must never serve: the `404/` folder (so `/404` is itself unknown) and
 * React Router's `__spa-fallback.html` (we answer unknown paths with 404, never an SPA shell).
 * With `unservedDir`, the page's two files move there (a rename: a page kept from the previous
 * build is a link to that build's file, never written into); else they are removed.
 */
export async function writeNotFoundPage(clientDir: string, unservedDir?: string): Promise<void> {
  const source = join(clientDir, '404', 'index.html');
  const html = await readFile(source, 'utf8').catch(() => {
    throw new Error(`The /404 page was not prerendered: ${source} is missing`);
  });
  await writeFile(join(clientDir, '404.html'), stripHydration(html));
  if (unservedDir !== undefined) {
    await mkdir(join(unservedDir, '404'), { recursive: true });
    await rename(source, join(unservedDir, '404', 'index.html'));
    await rename(join(clientDir, '404.data'), join(unservedDir, '404.data')).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  await rm(join(clientDir, '404'), { recursive: true, force: true });
  await rm(join(clientDir, '404.data'), { force: true });
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });
}
