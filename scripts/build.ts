/**
 * `npm run build`: validates the content, prerenders the site with React Router into a
 * staging folder, post-processes it for a static host, checks it, and only then swaps it into
 * place. Any failure leaves the previous build untouched (DESIGN.md "Validate at the edge").
 *
 * Env: `FOAJE_CONTENT_DIR` (default `content`), `FOAJE_TODAY` (YYYY-MM-DD), `FOAJE_OUT_DIR`
 * (where the finished build goes, default `build`). Relative paths are taken from the current
 * folder.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { SiteBuild } from '../app/routes/site-build.server.ts';
import { describeContentFailure } from './build-errors.ts';
import { postProcess } from './post-build/post-process.ts';
import { moveDir, removeAbandonedBuildDirs, swapIntoPlace } from './post-build/swap-output.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const started = performance.now();

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
  rmSync(stagingDir, { recursive: true, force: true });
  rmSync(nextDir, { recursive: true, force: true });
  console.error(`\n✗ ${message}\n  Nothing was changed in ${shownOut}/.`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => fail(`Build stopped by ${signal}.`));
}

function runReactRouterBuild(): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'node_modules/.bin/react-router'), 'build'], {
      cwd: repoRoot,
      env: { ...process.env, FOAJE_BUILD_DIR: stagingDir },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`react-router build failed (${signal ?? `exit code ${String(code)}`}).`));
    });
  });
}

// (a) Content first: a content error must stop the build before anything is written.
let site: SiteBuild;
try {
  const { loadSiteBuild } = await import('../app/routes/site-build.server.ts');
  site = await loadSiteBuild();
} catch (error) {
  fail(describeContentFailure(error));
}

removeAbandonedBuildDirs(repoRoot, 'build');
removeAbandonedBuildDirs(dirname(outDir), basename(outDir));

const pages = [...site.routes.entries.values()].map(({ path, noindex }) => ({ path, noindex }));
try {
  // (b) Prerender every page into the staging folder.
  await runReactRouterBuild();
  // (c), (d) Shape it for a static host and check that every page is there.
  await postProcess({
    outDir: stagingDir,
    imagesDir: join(contentDir, 'images'),
    host: site.snapshot.site.host,
    pages,
    redirects: site.routes.redirects,
  });
  // (e) Only a complete build replaces the previous one.
  await moveDir(stagingDir, nextDir);
  await swapIntoPlace(nextDir, outDir);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n✓ Built ${pages.length} pages and ${site.routes.redirects.size} redirects into ${shownOut}/client in ${seconds} s.`);
