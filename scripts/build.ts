/**
 * `npm run build`: validates the content, bundles the app with React Router (Vite) into a
 * staging folder, prerenders every page through React Router's server build on every core
 * (scripts/site-builder/), post-processes it for a static host, checks it, and only then swaps it into
 * place. Any failure leaves the previous build untouched (content is validated before anything is written).
 *
 * Incremental (decision 72): when the code is unchanged since the build in the output folder
 * (`build-state.json`), its bundle is reused and a page whose payload is unchanged keeps its
 * HTML; the result is byte-identical to a clean build. `--clean` bundles and renders everything.
 *
 * Env: `FOAJE_CONTENT_DIR` (default `content`), `FOAJE_TODAY` (YYYY-MM-DD), `FOAJE_OUT_DIR`
 * (where the finished build goes, default `build`). Relative paths are taken from the current
 * folder. `--source platform` (or `FOAJE_CONTENT_SOURCE=platform`) reads the content from the
 * venue platform's APIs instead (app/content/platform-config.ts). `FOAJE_BUILD_WORKERS`: how
 * many render workers (default one per core, at most 8). `FOAJE_PRERENDER=react-router`: React
 * Router's own prerender renders every page (the reference; slow). Progress goes to the
 * terminal; under CI (`CI` set) only the result and errors are printed.
 *
 * This file is the command: its arguments, environment, progress, exit code and last line. The
 * build's phases are `runBuild` (scripts/site-builder/build-site.ts).
 */
import { rmSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvironment } from '../app/model/environment.ts';
import { createBuildProgress } from './build-progress.ts';
import { createBuildFolders } from './site-builder/build-context.ts';
import { runBuild, type BuildOutcome } from './site-builder/build-site.ts';
import { outDirOf } from './site-builder/output-layout.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const started = performance.now();
// Node's compile cache (its own temp folder, checked against each file's bytes) for this
// process's later imports and, through the variable, for every process it starts: stripping
// the TypeScript of the content process and the render workers cost 0.2–0.4 s each (decision 127).
const compileCache = enableCompileCache();
if (compileCache.directory !== undefined) process.env['NODE_COMPILE_CACHE'] ??= compileCache.directory;

// FOAJE_PRERENDER=react-router: React Router's own prerender renders every page in one process,
// as before decision 70 (slow; kept as the reference the equality test compares with).
const ownRenderer = process.env['FOAJE_PRERENDER'] !== 'react-router';
const { values: args } = parseArgs({
  options: { source: { type: 'string' }, clean: { type: 'boolean', default: false } },
});
if (args.source !== undefined) process.env['FOAJE_CONTENT_SOURCE'] = args.source;
// Every FOAJE_* variable checked before anything is touched; a bad one is named.
const env = readEnvironment();
const quiet = (process.env['CI'] ?? '') !== '';
const outDir = outDirOf(env);
const contentDir = resolve(env.FOAJE_CONTENT_DIR);
const folders = createBuildFolders(repoRoot, outDir);
const shownOut = outDir.startsWith(`${repoRoot}/`) ? outDir.slice(repoRoot.length + 1) : outDir;

// The site build and React Router both run from the repository; the content folder is made
// absolute only when it is elsewhere, so issues keep naming `content/productions/<slug>.json`.
if (contentDir !== join(repoRoot, 'content')) process.env['FOAJE_CONTENT_DIR'] = contentDir;
process.chdir(repoRoot);

/** Ends the process on a failure; `runBuild` has stopped the processes it started. */
function fail(message: string): never {
  // The reason first: a cleanup that fails too (e.g. out of file handles) must not hide it.
  console.error(`\n✗ ${message}\n  Nothing was changed in ${shownOut}/.`);
  for (const dir of [folders.snapshotDir, folders.stagingDir, folders.nextDir]) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      console.error(`  Could not remove ${dir}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  process.exit(1);
}

const stopping = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Stops the render workers and React Router's build at once, then exits.
    stopping.abort();
    fail(`Build stopped by ${signal}.`);
  });
}

const outcome = await runBuild({
  repoRoot,
  outDir,
  shownOut,
  contentDir,
  folders,
  clean: args.clean,
  ownRenderer,
  started,
  progress: (total) =>
    createBuildProgress({
      total,
      quiet,
      out: { write: (text) => process.stdout.write(text), isTTY: process.stdout.isTTY },
    }),
  signal: stopping.signal,
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
rmSync(folders.snapshotDir, { recursive: true, force: true });

/** The last line: what was built, how long it took and where the time went (docs/performance.md). */
function summary({ pages, redirects, reused, keptFiles, phases }: BuildOutcome): string {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const reuse =
    reused === null
      ? ''
      : `; ${reused.rendered} ${reused.rendered === 1 ? 'page' : 'pages'} rendered, ${reused.kept} unchanged pages kept`;
  const kept =
    keptFiles === 0
      ? ''
      : `; ${keptFiles} ${keptFiles === 1 ? 'file' : 'files'} of the replaced build kept for its open pages`;
  return `✓ Built ${pages} pages and ${redirects} redirects into ${shownOut}/client in ${seconds} s${reuse}${kept} (${phases.join(', ')}).`;
}
console.log(`\n${summary(outcome)}`);
