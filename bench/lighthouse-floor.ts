/**
 * What the stack costs in Lighthouse, apart from what our pages cost (decision 108):
 * the same Lighthouse runs as bench/lighthouse.ts on
 * - the framework floor (bench/framework-floor/: React Router 8 framework mode, `ssr: false`,
 *   prerendered, one route rendering an h1 from its loader, StrictMode hydration — decision 105's
 *   recipe), and
 * - our pages as static HTML and CSS: the bench site with React Router's scripts and
 *   modulepreloads taken out (scripts/site-builder/react-router-internals.ts), served with the same services.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import {
  benchSiteClientDir,
  BENCH_PORTS,
  buildBenchSite,
  choosePages,
  pageEntries,
  serveBenchSite,
} from './bench-site.ts';
import { launchLighthouseChromium, lighthouseRuns, type PageLighthouse } from './lighthouse.ts';
import { withoutReactRouterScripts } from '../scripts/site-builder/react-router-internals.ts';
import { createStaticServer } from '../scripts/static-server/static-server.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Builds one of the bench's React Router apps (`bench/<name>/`, into `build-bench/<name>/`) and
 * returns its client folder. React Router's prerender reads its server build relative to the
 * working directory.
 */
export function buildBenchApp(name: string): string {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: join(root, 'bench', name),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`bench/${name} did not build`);
  return join(root, 'build-bench', name, 'client');
}

/** A copy of the bench site whose measured pages are static HTML and CSS. */
function staticCopy(paths: readonly string[]): string {
  const dir = join(root, 'build-bench/static-site');
  rmSync(dir, { recursive: true, force: true });
  cpSync(benchSiteClientDir(), dir, { recursive: true });
  for (const path of paths) {
    const file = join(dir, path, 'index.html');
    writeFileSync(file, withoutReactRouterScripts(readFileSync(file, 'utf8')));
  }
  return dir;
}

/** What a floor section is run with (bench/run.ts): the bench's day, its log, which pages and how many runs. */
export interface FloorOptions {
  today: string;
  log: (line: string) => void;
  pages?: readonly string[];
  runs?: number;
  reuseBuild?: boolean;
}

export async function measureLighthouseFloor(options: FloorOptions) {
  const runs = options.runs ?? 5;
  const chosen = pageEntries(await choosePages(options.today)).filter(([name]) =>
    (options.pages ?? ['home']).includes(name),
  );
  if (!options.reuseBuild) buildBenchSite(options.today);
  options.log('  building the framework floor (bench/framework-floor)…');
  const floorClient = buildBenchApp('framework-floor');
  const browser = await launchLighthouseChromium();
  const results: Record<string, PageLighthouse> = {};
  try {
    const server: Server = createStaticServer(floorClient);
    await new Promise<void>((listening) => server.listen(BENCH_PORTS.site, '127.0.0.1', listening));
    try {
      const { settings: _settings, ...floor } = await lighthouseRuns(
        `http://127.0.0.1:${BENCH_PORTS.site}/`,
        'framework-floor',
        runs,
        options.log,
      );
      results.frameworkFloor = floor;
    } finally {
      server.closeAllConnections();
      server.close();
    }
    const served = await serveBenchSite(staticCopy(chosen.map(([, path]) => path)), options.today);
    try {
      for (const [name, path] of chosen) {
        const { settings: _settings, ...page } = await lighthouseRuns(
          `${served.baseUrl}${path}`,
          `static-${name}`,
          runs,
          options.log,
        );
        results[`static-${name}`] = page;
      }
    } finally {
      await served.stop();
    }
  } finally {
    await browser.close();
  }
  return {
    today: options.today,
    runsPerPage: runs,
    fullReports: 'build-bench/lighthouse/<name>-<run>.json',
    pages: results,
  };
}
