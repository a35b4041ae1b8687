/**
 * Reads a built site's pages and measures each one's first load (first-load-budget.ts): the
 * I/O around the pure comparison. Used by `npm run check:site` and `npm run budget:write`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FirstLoadBudget, PageLoad } from './first-load-budget.ts';
import { measurePage } from './first-load-budget.ts';

export const BUDGET_FILE = join(import.meta.dirname, 'first-load-budget.json');

/** gzip at level 9, as bench/js-weight.ts counts and a CDN sends. */
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** The first load of each page (`/`, `/kinoprogram`) of the site built into `clientDir`. */
export function measureBuiltPages(clientDir: string, pages: Iterable<string>): PageLoad[] {
  const sizes = new Map<string, number>();
  const file = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSize(readFileSync(join(clientDir, url)));
      sizes.set(url, size);
    }
    return size;
  };
  return [...pages].sort().map((page) => {
    const html = readFileSync(join(clientDir, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`), 'utf8');
    return measurePage(page, html, { file, text: gzipSize });
  });
}

const Bytes = z.number().int().nonnegative();
const Budget = z.strictObject({
  about: z.string(),
  headroom: z.strictObject({ percent: z.number().nonnegative(), bytes: Bytes }),
  pages: z.record(z.string(), z.strictObject({ js: Bytes, css: Bytes, files: z.array(z.string()) })),
  files: z.record(z.string(), Bytes),
}) satisfies z.ZodType<FirstLoadBudget>;

/** The budget written in the repo; a malformed file fails with zod's message naming the field. */
/** One line per page and per file, so a diff of the budget shows which page or file changed. */
export function formatBudget(budget: FirstLoadBudget): string {
  const lines = (entries: [string, unknown][]) =>
    entries.map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(',\n');
  return [
    '{',
    `  "about": ${JSON.stringify(budget.about)},`,
    `  "headroom": ${JSON.stringify(budget.headroom)},`,
    '  "pages": {',
    lines(Object.entries(budget.pages)),
    '  },',
    '  "files": {',
    lines(Object.entries(budget.files)),
    '  }',
    '}',
    '',
  ].join('\n');
}

export function readBudget(): FirstLoadBudget {
  return Budget.parse(JSON.parse(readFileSync(BUDGET_FILE, 'utf8')));
}
