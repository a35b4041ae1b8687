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
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { enableCompileCache } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnvironment } from '../app/model/environment.ts';
import { readPublicConfig } from '../app/model/public-config.ts';
import { createBuildProgress } from './build-progress.ts';
import { startEarlyReuse } from './site-builder/early-reuse.ts';
import { outDirOf, outputLayout } from './site-builder/output-layout.ts';
import { changedContent, readsChanged } from './site-builder/content-inputs.ts';
import {
  copyBundle,
  hashCodeInputs,
  listBundleFiles,
  readBuildState,
  type BuildState,
} from './site-builder/bundle-state.ts';
import type { ContentSummary } from './site-builder/content-process.ts';
import { finishBuild, loadPostBuild } from './site-builder/finish-build.ts';
import { loadContent } from './site-builder/load-content.ts';
import { createRecordCollector, recordsOf } from './site-builder/page-records.ts';
import { createPolicyGuess } from './site-builder/policy-guess.ts';
import { dataFile, documentFile, SPA_FALLBACK_FILE } from './site-builder/react-router-internals.ts';
import type { BuiltPage, PageRecord } from './site-builder/render-worker.ts';
import { keepPreviousPages } from './site-builder/previous-output.ts';
import { startReactRouterBuild, type ReactRouterBuild } from './site-builder/react-router-build.ts';
import { startRenderPool, workersFor, type RenderPool } from './site-builder/render-pool.ts';
import type { PolicySources } from './post-build/content-security-policy.ts';
import { keepPreviousFiles } from './post-build/keep-previous-files.ts';
import { moveDir, removeAbandonedBuildDirs, swapIntoPlace } from './post-build/swap-output.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const started = performance.now();
// Node's compile cache (its own temp folder, checked against each file's bytes) for this
// process's later imports and, through the variable, for every process it starts: stripping
// the TypeScript of the content process and the render workers cost 0.2–0.4 s each (decision 127).
const compileCache = enableCompileCache();
if (compileCache.directory !== undefined) process.env['NODE_COMPILE_CACHE'] ??= compileCache.directory;
// Seconds of each phase, for the last line: where a build's time goes (docs/performance.md).
const phases: string[] = [];
let phaseStart = started;
function endPhase(name: string): void {
  const now = performance.now();
  phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
}

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
let pageTotal = 0;
const progress = createBuildProgress({
  total: () => pageTotal,
  quiet,
  out: { write: (text) => process.stdout.write(text), isTTY: process.stdout.isTTY },
});
// The validated snapshot, handed to React Router's process so the content is loaded once.
const snapshotDir = mkdtempSync(join(tmpdir(), 'foaje-snapshot-'));
const snapshotFile = join(snapshotDir, 'snapshot.json');
// What React Router's own prerender of one path per route reads (scripts/site-builder/react-router-snapshot.ts).
const reactRouterSnapshotFile = join(snapshotDir, 'react-router-snapshot.json');

const outDir = outDirOf(env);
const output = outputLayout(outDir);
const contentDir = resolve(env.FOAJE_CONTENT_DIR);
// React Router writes into the repository whatever the output folder: its server build (run to
// prerender) imports react-router from node_modules. Vite's watcher ignores `build.*`.
const stagingDir = join(repoRoot, `build.tmp-${process.pid}`);
const staging = outputLayout(stagingDir);
// The finished build waits beside the output folder, so the swap is a rename on one file system.
const nextDir = `${outDir}.tmp-${process.pid}`;
const shownOut = outDir.startsWith(`${repoRoot}/`) ? outDir.slice(repoRoot.length + 1) : outDir;

// The site build and React Router both run from the repository; the content folder is made
// absolute only when it is elsewhere, so issues keep naming `content/productions/x.json`.
if (contentDir !== join(repoRoot, 'content')) process.env['FOAJE_CONTENT_DIR'] = contentDir;
process.chdir(repoRoot);

// The render workers and React Router's build, once started: a failure stops them.
let pool: RenderPool | undefined;
let bundler: ReactRouterBuild | undefined;

function fail(message: string): never {
  progress.done();
  pool?.stop();
  void bundler?.stop();
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

// While the content loads in its process: the hash of the code and the previous build's
// state, which only read files (decision 113).
const codeHashing = hashCodeInputs(repoRoot);
const previousReading = args.clean ? Promise.resolve(undefined) : readBuildState(outDir);
// Their failures are met where they are awaited.
codeHashing.catch(() => undefined);
/** The previous build when its bundle can be reused (the same code), known long before the content. */
const reusable: Promise<BuildState | undefined> = Promise.all([codeHashing, previousReading]).then(
  ([codeHash, previous]) =>
    ownRenderer && previous?.codeHash === codeHash && existsSync(output.serverBuild) ? previous : undefined,
  () => undefined,
);

// With the bundle reused, what needs only the previous build starts while the content loads.
const early = reusable.then(async (previous) => {
  const started = previous === undefined ? undefined : await startEarlyReuse(previous, outDir, stagingDir, workerEnv());
  pool = started?.pool;
  return started;
});

/**
 * Starts React Router's build (Vite) into the staging folder; its prerender reads `snapshot`
 * once `ready` resolves (scripts/site-builder/snapshot-handshake.ts).
 */
function startBundle(snapshot: string, ready: Promise<void>): ReactRouterBuild {
  progress.note('Bundling the app (Vite)');
  bundler = startReactRouterBuild(repoRoot, {
    env: {
      ...process.env,
      FOAJE_REACT_ROUTER_OUT_DIR: stagingDir,
      FOAJE_SNAPSHOT_FILE: snapshot,
      FOAJE_PRERENDER: ownRenderer ? 'one-per-route' : 'all',
    },
    snapshotReady: ready,
    onFailure: (lines) => {
      progress.done();
      console.error(lines);
    },
  });
  // Its failure is met where it is awaited, after the content's.
  bundler.done.catch(() => undefined);
  return bundler;
}

// A build that makes its bundle starts Vite while the content loads (decision 131): the bundle
// does not depend on the content, and React Router's process waits for the snapshot only where
// its prerender reads it. It writes only into the staging folder, which a content error removes.
let contentLoaded: (() => void) | undefined;
const snapshotReady = new Promise<void>((resolveReady) => (contentLoaded = resolveReady));
const earlyBundle = early.then((started) =>
  started === undefined ? startBundle(ownRenderer ? reactRouterSnapshotFile : snapshotFile, snapshotReady) : undefined,
);

/** The render workers for a fresh bundle's server build, one per core (at most one per page). */
function startPool(pages: number): RenderPool {
  return startRenderPool({
    serverBuildFile: staging.serverBuild,
    env: workerEnv(),
    workers: workersFor(pages, process.env),
  });
}

/** The environment of the render workers: the snapshot they render. */
function workerEnv(): Record<string, string | undefined> {
  return { ...process.env, FOAJE_SNAPSHOT_FILE: snapshotFile };
}

// (a) Content first: a content error must stop the build before anything is written.
let content: ContentSummary;
try {
  content = await loadContent({
    repoRoot,
    request: { snapshotFile, reactRouterSnapshotFile: ownRenderer ? reactRouterSnapshotFile : null },
    reactRouterSnapshotWanted: early.then((started) => started === undefined),
    onNote: (text) => progress.note(text),
    onFetch: (event) => progress.fetch(event),
  });
  contentLoaded?.();
  endPhase('content');
} catch (error) {
  // The staging folder is removed once nothing writes into it any more.
  await Promise.all([early.then((started) => started?.linking), earlyBundle.then((bundle) => bundle?.stop())]);
  fail(error instanceof Error ? error.message : String(error));
}
const { paths } = content;

removeAbandonedBuildDirs(repoRoot, 'build');
removeAbandonedBuildDirs(dirname(outDir), basename(outDir));

pageTotal = paths.length;
// What the last line tells, known once the post-build steps have the content again.
let counts = { pages: 0, redirects: 0 };
let reuseSummary = '';
let keptSummary = '';
const keptNote = (kept: number) =>
  kept === 0 ? '' : `; ${kept} ${kept === 1 ? 'file' : 'files'} of the replaced build kept for its open pages`;
try {
  // (b) The bundle: the previous build's when the code is the same, else a fresh one.
  const codeHash = await codeHashing;
  const started = await early;
  const previous = started?.previous;
  let reuse = previous !== undefined;
  let bundleFiles: string[] = [];
  const previousRecords: Map<string, PageRecord> =
    previous !== undefined ? recordsOf(previous) : new Map<string, PageRecord>();
  // Whether the staging client folder holds the previous pages as links (decision 107).
  let linked = false;
  // With the bundle reused there is no Vite to make room for and few pages to render: the
  // post-build steps' content loads beside the pruning of the previous pages and the digests.
  const postBuild = reuse ? loadPostBuild(snapshotFile) : undefined;
  // Its failure is met where it is awaited, not as an unhandled rejection meanwhile.
  postBuild?.catch(() => undefined);
  if (started !== undefined) {
    progress.note(`Code unchanged since the build in ${shownOut}/: reusing its bundle (--clean builds it anew)`);
    // The workers load the content and the route table while the linked folder is pruned.
    if (paths[0] !== undefined) pool?.prepare(paths[0]);
    const linkFailure = await started.linking;
    try {
      if (linkFailure !== null) throw new Error(linkFailure);
      const keep = new Set(
        paths.filter((path) => previousRecords.has(path)).flatMap((path) => [dataFile(path), documentFile(path)]),
      );
      const present = await keepPreviousPages(output.client, staging.client, keep, started.previous.bundleFiles);
      // A page is offered to the workers as kept only when both its files are there.
      for (const [path] of previousRecords)
        if (!present.has(dataFile(path)) || !present.has(documentFile(path))) previousRecords.delete(path);
      bundleFiles = started.previous.bundleFiles;
      linked = true;
    } catch (error) {
      // E.g. the output folder on another file system: each page is linked or copied by the workers.
      progress.note(
        `Could not link the previous pages (${error instanceof Error ? error.message : String(error)}); copying its bundle`,
      );
      rmSync(staging.client, { recursive: true, force: true });
    }
  }
  if (previous !== undefined && !linked) {
    try {
      await copyBundle(outDir, stagingDir, previous);
      bundleFiles = previous.bundleFiles;
    } catch (error) {
      // A previous build with files missing is no reason to fail: bundle as a clean build does.
      progress.note(
        `The previous bundle is incomplete (${error instanceof Error ? error.message : String(error)}); bundling anew`,
      );
      pool?.stop();
      pool = undefined;
      previousRecords.clear();
      rmSync(stagingDir, { recursive: true, force: true });
      reuse = false;
    }
  }
  if (!reuse) {
    // No smaller snapshot when the build meant to reuse the previous bundle and could not after all.
    // The render workers start once React Router's process has exited: started when its server
    // build was written, beside its prerender, they took the 10 000-page build to 1.0–1.2 GiB.
    await ((await earlyBundle) ?? startBundle(snapshotFile, Promise.resolve())).done;
    const pageFiles = new Set(paths.flatMap((path) => [documentFile(path), dataFile(path)]));
    bundleFiles = await listBundleFiles(staging.client, pageFiles.add(SPA_FALLBACK_FILE));
  }
  endPhase(reuse ? 'bundle reused' : 'bundle');
  const publicConfig = readPublicConfig(process.env);
  const policySources: PolicySources = {
    imageHost: content.imageHost,
    partnerApis: Object.values(publicConfig.partnerApis),
    runtimeApi: publicConfig.runtimeApi,
  };
  // Each page is written with a guess of the policy's site part (decision 77).
  const policyGuess = createPolicyGuess(policySources, content.origins, previous?.policySite ?? null);
  const records = createRecordCollector();
  const collect = (batch: readonly BuiltPage[], site: readonly string[] | null) => {
    records.add(batch);
    policyGuess.add(batch, site);
  };
  // A page none of whose read records changed, in an unchanged frame, keeps its linked files
  // without being resolved (decision 128); the workers digest the others.
  const change =
    reuse && linked && previous !== undefined ? changedContent(previous.inputs ?? undefined, content.inputs) : null;
  const unchanged =
    change === null
      ? []
      : [...previousRecords.values()].filter((page) => page.digest !== null && !readsChanged(page.reads, change));
  collect(
    unchanged.map((page) => ({ ...page, kept: true })),
    null,
  );
  if (unchanged.length > 0) progress.note(`${unchanged.length} pages read no content that changed: kept as they are`);
  const kept = new Set(unchanged.map((page) => page.path));
  const toRender = kept.size === 0 ? paths : paths.filter((path) => !kept.has(path));
  progress.pages(unchanged.length);
  // (b) The pages not kept, on every core, through React Router's server build.
  if (ownRenderer) pool ??= startPool(paths.length);
  const rendered =
    pool === undefined
      ? { rendered: paths.length, reused: 0 }
      : await pool.render(toRender, {
          clientDir: staging.client,
          previousDir: reuse ? output.client : null,
          linked: reuse && linked,
          previous: (path) => previousRecords.get(path) ?? null,
          policySite: () => policyGuess.site(),
          onRecords: collect,
          onPages: (count, kept) => progress.pages(count + kept),
        });
  pool = undefined;
  previousRecords.clear();
  progress.done();
  endPhase('pages');
  if (reuse)
    reuseSummary = `; ${rendered.rendered} ${rendered.rendered === 1 ? 'page' : 'pages'} rendered, ${rendered.reused + unchanged.length} unchanged pages kept`;
  // (c), (d) In a clean build, once the render workers have exited.
  counts = await finishBuild({
    postBuild: await (postBuild ?? loadPostBuild(snapshotFile)),
    repoRoot,
    contentDir,
    stagingDir,
    policy: policySources,
    policyDone: ownRenderer ? { written: policyGuess.written(), origins: records.origins() } : undefined,
    state: { codeHash, bundleFiles, inputs: content.inputs, ...records.state() },
  });
  // A tab opened on the live build may still ask for its hashed files after the swap: they stay
  // a day beside the new ones (decision 160), added after the worker's precache list is made.
  keptSummary = keptNote(keepPreviousFiles({ previousOut: outDir, nextOut: stagingDir, now: new Date() }).kept);
  // (e) Only a complete build replaces the previous one.
  endPhase('post-build');
  await mkdir(dirname(outDir), { recursive: true });
  await moveDir(stagingDir, nextDir);
  // The old build goes in the background: the new one is live once renamed (decision 107).
  await swapIntoPlace(nextDir, outDir, 'background');
  endPhase('swap');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
rmSync(snapshotDir, { recursive: true, force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n✓ Built ${counts.pages} pages and ${counts.redirects} redirects into ${shownOut}/client in ${seconds} s${reuseSummary}${keptSummary} (${phases.join(', ')}).`,
);
