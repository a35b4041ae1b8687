import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi;

/**
 * Removes every `<script>` and `<link rel="modulepreload">` from a prerendered page, so it
 * shows as plain HTML and never hydrates. Served at an unknown path, a hydrating 404 page
 * finds no route to hydrate and breaks (STACK-NOTES pitfall 4); styles stay.
 */
export function stripHydration(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * Turns the prerendered `/404` page into `404.html` without scripts, and removes what a
 * static host must never serve: the `404/` folder (so `/404` is itself unknown) and React
 * Router's `__spa-fallback.html` (we answer unknown paths with 404, never an SPA shell).
 */
export async function writeNotFoundPage(clientDir: string): Promise<void> {
  const source = join(clientDir, '404', 'index.html');
  const html = await readFile(source, 'utf8').catch(() => {
    throw new Error(`The /404 page was not prerendered: ${source} is missing`);
  });
  await writeFile(join(clientDir, '404.html'), stripHydration(html));
  await rm(join(clientDir, '404'), { recursive: true, force: true });
  await rm(join(clientDir, '404.data'), { force: true });
  await rm(join(clientDir, '__spa-fallback.html'), { force: true });
}
