/**
 * `npm run budget:write`: builds the site into `build-check/` (as `npm run check:site` does)
 * and rewrites scripts/quality/first-load-budget.json from it: every page's first-load JS and
 * CSS, plus headroom. Run it after a change that is meant to change the first load (a new
 * block kind, new CSS) and commit the file with the change; the diff shows what grew.
 *
 * `--no-build` measures the build already in `FOAJE_OUT_DIR` (default `build-check`).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvironment } from '../../app/model/environment.ts';
import { budgetFrom } from './first-load-budget.ts';
import { BUDGET_FILE, formatBudget, measureBuiltPages } from './measure-first-load.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const outDir = resolve(root, readEnvironment().FOAJE_OUT_DIR ?? 'build-check');
const clientDir = join(outDir, 'client');

if (!args['no-build']) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FOAJE_OUT_DIR: outDir, CI: process.env['CI'] ?? '1' },
  });
  if (build.status !== 0) process.exit(1);
}

const pages = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name === 'index.html')
  .map((entry) => `/${relative(clientDir, entry.parentPath).split('\\').join('/')}`.replace(/\/$/, '') || '/');
const loads = measureBuiltPages(clientDir, pages);
// 2 % or 256 B: an edit of a few lines passes, a new dependency or block kind does not.
const budget = budgetFrom(
  loads,
  { percent: 2, bytes: 256 },
  'Limits in gzip bytes; rewrite with `npm run budget:write` (scripts/quality/first-load-budget.ts).',
);
writeFileSync(BUDGET_FILE, formatBudget(budget));
const largest = (kind: 'js' | 'css') => Math.max(...Object.values(budget.pages).map((page) => page[kind]));
console.log(
  `✓ ${relative(root, BUDGET_FILE)}: ${loads.length} pages (limits up to ${largest('js')} B JS and ${largest('css')} B CSS, gzip), ${Object.keys(budget.files).length} files.`,
);
