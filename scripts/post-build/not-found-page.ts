import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { NOT_FOUND_REDIRECT_SCRIPT } from '../../app/client/navigation/not-found-redirect.ts';
import { SPA_FALLBACK_FILE } from '../site-builder/react-router-internals.ts';

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
 * The prerendered `/404` page as `404.html`: without its hydration (`stripHydration`), and with
 * one script at the end of its `<head>` that applies the redirect table to the address it is
 * served at (`NOT_FOUND_REDIRECT_SCRIPT`), for hosts that ignore the build's redirect files.
 */
export function notFoundPageHtml(prerendered: string): string {
  const html = stripHydration(prerendered);
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd === -1) throw new Error('The /404 page has no </head> for its redirect script');
  return `${html.slice(0, headEnd)}<script>${NOT_FOUND_REDIRECT_SCRIPT}</script>${html.slice(headEnd)}`;
}

/**
 * Turns the prerendered `/404` page into `404.html` (`notFoundPageHtml`), and takes out of `client/`
 * what a static host must never serve: the `404/` folder (so `/404` is itself unknown) and
 * React Router's SPA fallback (we answer unknown paths with 404, never an SPA shell).
 * With `unservedDir`, the page's two files move there (a rename: a page kept from the previous
 * build is a link to that build's file, never written into); else they are removed.
 */
export async function writeNotFoundPage(clientDir: string, unservedDir?: string): Promise<void> {
  const source = join(clientDir, '404', 'index.html');
  const html = await readFile(source, 'utf8').catch(() => {
    throw new Error(`The /404 page was not prerendered: ${source} is missing`);
  });
  await writeFile(join(clientDir, '404.html'), notFoundPageHtml(html));
  if (unservedDir !== undefined) {
    await mkdir(join(unservedDir, '404'), { recursive: true });
    await rename(source, join(unservedDir, '404', 'index.html'));
    await rename(join(clientDir, '404.data'), join(unservedDir, '404.data')).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
  await rm(join(clientDir, '404'), { recursive: true, force: true });
  await rm(join(clientDir, '404.data'), { force: true });
  await rm(join(clientDir, SPA_FALLBACK_FILE), { force: true });
}
