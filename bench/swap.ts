/**
 * The site keeping itself current (`npm run bench -- --only swap`), with `npm start`
 * (scripts/start.ts, the site alone) on loopback:
 *  - swap under load: over the sample venue, 50 clients (bench/swap-load.ts) first for a while
 *    without rebuilds, then through 20 rebuild-and-swaps, each renaming a film (its pages,
 *    payloads and the search files change): requests, failed requests (target 0), pages that
 *    mix two deploys (a page whose files fail; target 0), latency during the rebuilds, in the
 *    two seconds before each swap went live, and without;
 *  - content change to live page: one production's text edited in the content folder, until the
 *    served page shows it, median of 3, for the sample venue and the 10 000-page synthetic one
 *    (bench/synthetic-venue.ts; target < 10 s at 10 000).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { runBuild } from '../scripts/publishing/run-build.ts';
import { afterRecentRemovals } from './file-system-settle.ts';
import { startSite, type StartedSite } from './start-process.ts';
import { createSwapLoad, percentile, type RequestRecord } from './swap-load.ts';
import { writeSyntheticVenue } from './synthetic-venue.ts';

const root = resolve(import.meta.dirname, '..');
const PRODUCTION = 'productions/bestevenner-for-alltid.json';
const FILM_PAGE = '/bestevenner-for-alltid-dxm-40478';
const PAGES = ['/', '/kinoprogram', FILM_PAGE, '/kulturprogram', '/filmer', '/search'];
/** Seconds of load before the baseline is measured. */
const WARM_UP_SECONDS = 10;
/** A build of the 10 000-page venue may take this long on a slow machine. */
const BUILD_LIMIT_MS = 30 * 60_000;

export interface SwapBenchOptions {
  today: string;
  log: (line: string) => void;
  clients: number;
  rounds: number;
  baselineSeconds: number;
  /** Venues for "content change to live page": 0 is the sample venue, else pages in all. */
  sizes: readonly number[];
  repeat: number;
  /**
   * Whether each edit waits until the disk is over the last rebuild's removals, as an edit a
   * minute or more after the last publish finds it (bench/file-system-settle.ts); without, the
   * edits follow each other as soon as the last one is live.
   */
  settle: boolean;
}

interface Production {
  title: string;
  contents: Array<{ summary: string }>;
}

function editProduction(content: string, edit: (production: Production) => void): void {
  const file = join(content, PRODUCTION);
  const production = JSON.parse(readFileSync(file, 'utf8')) as Production;
  edit(production);
  writeFileSync(file, JSON.stringify(production, null, 2));
}

const round1 = (value: number | null, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));

function latency(records: readonly RequestRecord[]) {
  const ms = records.map((record) => record.ms);
  return { requests: records.length, p50Ms: round1(percentile(ms, 50)), p99Ms: round1(percentile(ms, 99)) };
}

/** A copy of the venue in a temporary folder, built once, and `npm start` over it. */
async function startVenue(pages: number, options: SwapBenchOptions, name: string) {
  const source = join(root, 'content');
  const content = mkdtempSync(join(tmpdir(), `foaje-bench-${name}-`));
  if (pages === 0) cpSync(source, content, { recursive: true });
  else {
    const base = createPageResolver(
      await loadContentFromDir(source, { today: options.today, blockSchemas }),
      blockDefinitions,
    ).routes.entries.size;
    writeSyntheticVenue(source, content, pages - base);
  }
  const outDir = join(root, 'build-bench', name);
  rmSync(outDir, { recursive: true, force: true });
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('FOAJE_'))),
    FOAJE_CONTENT_DIR: content,
    FOAJE_OUT_DIR: outDir,
    FOAJE_TODAY: options.today,
    CI: '1',
  };
  options.log(`  building ${pages === 0 ? 'the sample venue' : `${String(pages)} pages`} once`);
  const first = await runBuild({ repoRoot: root, env }).done;
  if (!first.ok) throw new Error(`The first build failed:\n${first.output}`);
  const site = await startSite({ repoRoot: root, env, timeoutMs: BUILD_LIMIT_MS });
  await site.waitFor(/^✓ Live/, 0, BUILD_LIMIT_MS);
  const stop = async () => {
    await site.stop();
    rmSync(content, { recursive: true, force: true });
  };
  return { site, content, stop };
}

/** Edits a text of the film and waits for its page to show it; seconds, and the rebuild's own. */
async function changeToLive(site: StartedSite, content: string, text: string, settle: boolean) {
  const from = site.lines.length;
  // The last rebuild's swap removed the deploy before it: its inodes are held for a minute.
  const settling = settle ? await afterRecentRemovals(Date.now()) : null;
  const started = performance.now();
  editProduction(content, (production) => {
    const [first] = production.contents;
    if (first) first.summary = text;
  });
  for (;;) {
    const response = await fetch(site.origin + FILM_PAGE);
    if ((await response.text()).includes(text)) break;
    if (performance.now() - started > BUILD_LIMIT_MS) throw new Error(`${FILM_PAGE} never showed the edit`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const live = await site.waitFor(/^✓ Live/, from, 10_000);
  const rebuild = /(\d+\.\d) s after the rebuild began/.exec(site.lines[live] ?? '')?.[1];
  const built = site.lines.slice(from, live).join('\n');
  const pages = /(\d+) pages? rendered, (\d+) unchanged pages kept/.exec(built);
  return {
    seconds: round1(seconds, 2),
    rebuildSeconds: rebuild === undefined ? null : Number(rebuild),
    rendered: pages === null ? null : Number(pages[1]),
    // The build's own account of its time, to set beside the build section's incremental rebuild.
    phases: /\(content [^)]*\)/.exec(built)?.[0].slice(1, -1) ?? null,
    settling,
  };
}

async function swapUnderLoad(options: SwapBenchOptions) {
  const { site, content, stop } = await startVenue(0, options, 'swap-sample');
  try {
    options.log(
      `  ${String(options.clients)} clients, ${String(WARM_UP_SECONDS)} s to warm up, ${String(options.baselineSeconds)} s without rebuilds`,
    );
    const load = createSwapLoad({ origin: site.origin, clients: options.clients, pages: PAGES });
    // The first page loads of 50 clients at once fill the server's compressed copies: not counted.
    const warmUpStart = performance.now();
    await new Promise((resolveWait) => setTimeout(resolveWait, WARM_UP_SECONDS * 1000));
    const baselineStart = performance.now();
    await new Promise((resolveWait) => setTimeout(resolveWait, options.baselineSeconds * 1000));
    const swapsStart = performance.now();
    const swaps: Array<{ at: number; seconds: number; kept: number | null }> = [];
    for (let round = 1; round <= options.rounds; round++) {
      const from = site.lines.length;
      const began = performance.now();
      editProduction(content, (production) => {
        production.title = `Bestevenner for alltid (runde ${String(round)})`;
      });
      const live = await site.waitFor(/^(?:✓ Live|✗ The rebuild failed)/, from, BUILD_LIMIT_MS);
      if (!(site.lines[live] ?? '').startsWith('✓')) throw new Error(site.lines.slice(from).join('\n'));
      const kept = /(\d+) files? of the replaced build kept/.exec(site.lines.slice(from, live).join('\n'));
      swaps.push({
        at: site.times[live] ?? performance.now(),
        seconds: (performance.now() - began) / 1000,
        kept: kept === null ? null : Number(kept[1]),
      });
      options.log(
        `  swap ${String(round)}/${String(options.rounds)}: live after ${(swaps.at(-1)?.seconds ?? 0).toFixed(1)} s`,
      );
    }
    const swapsEnd = performance.now();
    const result = await load.stop();
    const within = (from: number, to: number) =>
      result.requests.filter((record) => record.at >= from && record.at < to);
    const aroundSwaps = result.requests.filter((record) =>
      swaps.some((swap) => record.at >= swap.at - 2000 && record.at < swap.at),
    );
    return {
      clients: options.clients,
      rounds: options.rounds,
      requests: result.requests.length,
      pageLoads: result.pageLoads,
      failedRequests: result.failureCount,
      failedByPhase: {
        warmUp: result.failureTimes.filter((at) => at >= warmUpStart && at < baselineStart).length,
        withoutRebuilds: result.failureTimes.filter((at) => at >= baselineStart && at < swapsStart).length,
        duringRebuilds: result.failureTimes.filter((at) => at >= swapsStart).length,
      },
      failureSamples: result.failures.slice(0, 10),
      pagesMixingDeploys: result.mixedCount,
      mixedSamples: result.mixed.slice(0, 10),
      latency: {
        withoutRebuilds: latency(within(baselineStart, swapsStart)),
        duringRebuilds: latency(within(swapsStart, swapsEnd)),
        inTheTwoSecondsBeforeEachSwap: latency(aroundSwaps),
      },
      rebuildToLiveSeconds: swaps.map((swap) => round1(swap.seconds)),
      filesKeptForOpenPages: swaps.map((swap) => swap.kept),
    };
  } finally {
    await stop();
  }
}

export async function measureSwap(options: SwapBenchOptions) {
  // `--swap-rounds 0`: content change to live page alone.
  const underLoad = options.rounds > 0 ? await swapUnderLoad(options) : null;
  if (underLoad)
    options.log(
      `Swap under load (sample venue): ${String(underLoad.requests)} requests, ${String(underLoad.failedRequests)} failed, ${String(underLoad.pagesMixingDeploys)} pages mixing two deploys; p99 ${String(underLoad.latency.withoutRebuilds.p99Ms)} ms without rebuilds, ${String(underLoad.latency.duringRebuilds.p99Ms)} ms during, ${String(underLoad.latency.inTheTwoSecondsBeforeEachSwap.p99Ms)} ms just before a swap`,
    );
  const changeToLivePage = [];
  for (const pages of options.sizes) {
    const name = pages === 0 ? 'sample venue' : `${String(pages)} pages`;
    options.log(`Content change to live page (${name}):`);
    const { site, content, stop } = await startVenue(pages, options, `swap-${pages === 0 ? 'sample' : String(pages)}`);
    try {
      const runs = [];
      for (let run = 1; run <= options.repeat; run++) {
        runs.push(await changeToLive(site, content, `Redigert tekst nummer ${String(run)}.`, options.settle));
        options.log(`  ${String(runs.at(-1)?.seconds)} s (${runs.at(-1)?.phases ?? 'no build line'})`);
      }
      const sorted = runs.map((run) => run.seconds ?? 0).sort((a, b) => a - b);
      changeToLivePage.push({
        venue: name,
        medianSeconds: sorted[Math.floor(sorted.length / 2)] ?? null,
        targetSeconds: pages >= 10_000 ? 10 : null,
        settled: options.settle,
        runs,
      });
    } finally {
      await stop();
    }
  }
  return { today: options.today, swapUnderLoad: underLoad, changeToLivePage };
}
