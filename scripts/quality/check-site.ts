/**
 * `npm run check:site` (the last part of `npm run check`): builds the site into its own folder
 * and checks what was built: every page's first-load JS and CSS within the budget
 * (first-load-budget.ts), the Nu Html Checker over every HTML file with no errors, the links of
 * every page (site-links.ts), and axe on every page at 390 px.
 *
 * Env: `FOAJE_OUT_DIR` (default `build-check`), and whatever the build reads. `--no-build`
 * checks the build already in `FOAJE_OUT_DIR`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { purchaseUrl } from '../../app/engine/urls/purchase-url.ts';
import { readEnvironment } from '../../app/model/environment.ts';
import { Site } from '../../app/model/site.ts';
import { parseRedirects } from '../static-server/http-rules.ts';
import { createStaticServer } from '../static-server/static-server.ts';
import { axeViolations } from './axe-check.ts';
import { overBudget } from './first-load-budget.ts';
import { measureBuiltPages, readBudget } from './measure-first-load.ts';
import { nuHtmlErrors } from './nu-html-check.ts';
import { type BuiltSite, checkReferences, referencesOf } from './site-links.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const env = readEnvironment();
const outDir = resolve(root, env.FOAJE_OUT_DIR ?? 'build-check');
const clientDir = join(outDir, 'client');
const contentDir = resolve(root, env.FOAJE_CONTENT_DIR);

if (!args['no-build']) {
  console.log(`Building the site into ${relative(root, outDir)}/ to check it…`);
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FOAJE_OUT_DIR: outDir, CI: process.env['CI'] ?? '1' },
  });
  if (build.status !== 0) process.exit(1);
}
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(`✗ No built site in ${clientDir}.`);
  process.exit(1);
}

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
const htmlFiles = files.filter((file) => file.endsWith('.html'));
const pages = new Set(
  htmlFiles
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'/index.html'.length)}`)),
);
const redirects = parseRedirects(readFileSync(join(clientDir, '_redirects.json'), 'utf8'));
// The site's origin and ticketing host come from the content the build read.
const site = Site.parse(JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')));
const builtSite: BuiltSite = {
  files: new Set(files),
  pages,
  redirects,
  origin: new URL(site.host).origin,
  ticketingOrigin: new URL(site.ticketing.host).origin,
  purchaseLink: (eventNumber) => purchaseUrl(site, eventNumber),
};

const failures: string[] = [];
function report(name: string, problems: readonly string[], passed: string): void {
  if (problems.length === 0) {
    console.log(`✓ ${name}: ${passed}`);
    return;
  }
  console.error(`✗ ${name}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`);
  for (const problem of problems.slice(0, 100)) console.error(`  ${problem}`);
  if (problems.length > 100) console.error(`  … and ${problems.length - 100} more`);
  failures.push(name);
}

// Links: every HTML file, 404.html and offline.html included.
let referenceCount = 0;
const linkProblems = htmlFiles.flatMap((file) => {
  const references = referencesOf(readFileSync(join(clientDir, file), 'utf8'));
  referenceCount += references.length;
  return checkReferences(file, references, builtSite);
});
report(
  'Links',
  linkProblems,
  `${referenceCount} links and assets in ${htmlFiles.length} HTML files resolve; external links are well formed.`,
);

// Sizes before the browser checks: a grown first load fails fast (decision 104).
const loads = measureBuiltPages(clientDir, pages);
const budget = readBudget();
report(
  'First-load budget',
  overBudget(loads, budget).map((problem) => `${problem} (if meant: npm run budget:write, and commit the budget)`),
  `${loads.length} pages within scripts/quality/first-load-budget.json (JS and CSS, gzip).`,
);

// The Nu Html Checker (a Java process) and axe (Chromium) at once: two cores, one each.
const server = createStaticServer(clientDir);
await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
// Every page, and an unknown path (the host answers it with 404.html).
const axePaths = [...pages].sort().concat('/finnes-ikke');
try {
  const [nuErrors, axeProblems] = await Promise.all([
    nuHtmlErrors(
      htmlFiles.map((file) => join(clientDir, file)),
      clientDir,
    ),
    axeViolations(baseUrl, axePaths),
  ]);
  report('Nu Html Checker', nuErrors, `${htmlFiles.length} HTML files, no errors.`);
  report('axe', axeProblems, `${axePaths.length} pages at 390 px, no violations.`);
} finally {
  server.closeAllConnections();
  server.close();
}

if (failures.length > 0) {
  console.error(`\n✗ The built site failed: ${failures.join(', ')}.`);
  process.exit(1);
}
console.log('\n✓ The built site passes the first-load budget, the Nu Html Checker, the link check and axe.');
