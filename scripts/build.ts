/**
 * `npm run build`: validates the content, prerenders the site with React Router into a
 * staging folder, post-processes it for a static host, checks it, and only then swaps it into
 * place. Any failure leaves the previous build untouched (DESIGN.md "Validate at the edge").
 *
 * Env: `FOAJE_CONTENT_DIR` (default `content`), `FOAJE_TODAY` (YYYY-MM-DD), `FOAJE_OUT_DIR`
 * (where the finished build goes, default `build`). Relative paths are taken from the current
 * folder. `--source platform` (or `FOAJE_CONTENT_SOURCE=platform`) reads the content from the
 * venue platform's APIs instead (app/content/platform-config.ts). Progress goes to the
 * terminal; under CI (`CI` set) only the result and errors are printed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { writeSnapshotFile } from '../app/content/snapshot-file.server.ts';
import type { SiteBuild } from '../app/routes/site-build.server.ts';
import { describeContentFailure } from './build-errors.ts';
import { createBuildProgress } from './build-progress.ts';
import { postProcess } from './post-build/post-process.ts';
import { moveDir, removeAbandonedBuildDirs, swapIntoPlace } from './post-build/swap-output.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const started = performance.now();

const { values: args } = parseArgs({ options: { source: { type: 'string' } } });
if (args.source !== undefined) process.env['FOAJE_CONTENT_SOURCE'] = args.source;
const quiet = (process.env['CI'] ?? '') !== '';
let pageTotal = 0;
const progress = createBuildProgress({ total: () => pageTotal, quiet, out: { write: (text) => process.stdout.write(text), isTTY: process.stdout.isTTY } });
// The validated snapshot, handed to React Router's process so the content is loaded once.
const snapshotDir = mkdtempSync(join(tmpdir(), 'foaje-snapshot-'));
const snapshotFile = join(snapshotDir, 'snapshot.json');

const outDir = resolve(process.env['FOAJE_OUT_DIR'] ?? 'build');
const contentDir = resolve(process.env['FOAJE_CONTENT_DIR'] ?? 'content');
// React Router writes into the repository whatever the output folder: its server build (run to
// prerender) imports react-router from node_modules. Vite's watcher ignores `build.*`.
const stagingDir = join(repoRoot, `build.tmp-${process.pid}`);
// The finished build waits beside the output folder, so the swap is a rename on one file system.
const nextDir = `${outDir}.tmp-${process.pid}`;
const shownOut = outDir.startsWith(`${repoRoot}/`) ? outDir.slice(repoRoot.length + 1) : outDir;

// The site build and React Router both run from the repository; the content folder is made
// absolute only when it is elsewhere, so issues keep naming `content/productions/x.json`.
if (contentDir !== join(repoRoot, 'content')) process.env['FOAJE_CONTENT_DIR'] = contentDir;
process.chdir(repoRoot);

function fail(message: string): never {
  progress.done();
  // The reason first: a cleanup that fails too (e.g. out of file handles) must not hide it.
  console.error(`\n✗ ${message}\n  Nothing was changed in ${shownOut}/.`);
  for (const dir of [snapshotDir, stagingDir, nextDir]) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      console.error(`  Could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => fail(`Build stopped by ${signal}.`));
}

/**
 * Runs `react-router build`. Its lines go to the progress counter, not the terminal; if it
 * fails they are printed, since they say why.
 */
function runReactRouterBuild(): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/.bin/react-router'), 'build'], {
      cwd: repoRoot,
      env: { ...process.env, FOAJE_BUILD_DIR: stagingDir, FOAJE_SNAPSHOT_FILE: snapshotFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      progress.renderLine(line);
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else {
        progress.done();
        console.error(lines.slice(-40).join('\n'));
        reject(new Error(`react-router build failed (${signal ?? `exit code ${String(code)}`}).`));
      }
    });
  });
}

// (a) Content first: a content error must stop the build before anything is written.
let site: SiteBuild;
try {
  const { chooseContentSource, loadSiteBuild } = await import('../app/routes/site-build.server.ts');
  const loadStarted = performance.now();
  progress.note(`Loading content from ${chooseContentSource(process.env).description}`);
  site = await loadSiteBuild({ onProgress: (event) => progress.fetch(event) });
  const { pages: configs, productions, events, articles } = site.snapshot;
  progress.note(
    `Content: ${configs.length} page configurations, ${productions.length} productions, ${events.length} events, ` +
      `${articles.length} articles (${((performance.now() - loadStarted) / 1000).toFixed(1)} s)`,
  );
  await writeSnapshotFile(snapshotFile, site.snapshot);
} catch (error) {
  fail(describeContentFailure(error));
}

removeAbandonedBuildDirs(repoRoot, 'build');
removeAbandonedBuildDirs(dirname(outDir), basename(outDir));

const pages = [...site.routes.entries.values()].map(({ path, noindex }) => ({ path, noindex }));
pageTotal = pages.length + 1; // and /404
try {
  // (b) Prerender every page into the staging folder.
  await runReactRouterBuild();
  progress.done();
  // (c), (d) Shape it for a static host and check that every page is there.
  await postProcess({
    outDir: stagingDir,
    imagesDir: join(contentDir, 'images'),
    host: site.snapshot.site.host,
    pages,
    redirects: site.routes.redirects,
    calendar: site.snapshot,
    webApp: {
      name: site.snapshot.site.title,
      shortName: site.snapshot.site.venue,
      description: site.resolvePage('/')?.meta.description ?? '',
      favicon: site.snapshot.theme.favicon,
      tokensFile: join(repoRoot, 'app/site/tokens.css'),
    },
  });
  // Search (issue 15): the index of films, events and pages, when the theme switches search on.
  if (site.snapshot.theme.search.enabled) {
    const { writeSearchIndex } = await import('./post-build/search-index.ts');
    await writeSearchIndex(join(stagingDir, 'client'), site.snapshot, site.routes.entries.values());
  }
  // (e) Only a complete build replaces the previous one.
  await moveDir(stagingDir, nextDir);
  await swapIntoPlace(nextDir, outDir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
rmSync(snapshotDir, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n✓ Built ${pages.length} pages and ${site.routes.redirects.size} redirects into ${shownOut}/client in ${seconds} s.`);
