/**
 * First-load JavaScript: the script files a page's HTML makes the browser load before it is
 * interactive (module scripts, modulepreload links, the inline hydration script's imports and
 * the preloads it adds after load, decision 116),
 * each counted once, raw, gzip (level 9) and brotli (quality 11), as a CDN would send them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { referencesOf } from '../scripts/quality/site-links.ts';

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The sizes of some bytes as sent plain, with gzip and with brotli. */
export function compressedSizes(body: Buffer): Omit<Weight, 'files'> {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The same-site script URLs an HTML page loads at first, without duplicates, in document order. */
export function firstLoadScripts(html: string): string[] {
  const scripts = referencesOf(html)
    .filter((reference) => reference.kind === 'asset' && /^\/[^/].*\.m?js$/.test(reference.url.split(/[?#]/)[0] ?? ''))
    .map((reference) => reference.url.split(/[?#]/)[0] ?? '');
  return [...new Set(scripts)];
}

/** Adds up files of `dir` (paths as URLs from its root). */
export function weightOf(dir: string, urls: readonly string[]): Weight {
  const total: Weight = { files: urls.length, raw: 0, gzip: 0, brotli: 0 };
  for (const url of urls) {
    const sizes = compressedSizes(readFileSync(join(dir, url)));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}
