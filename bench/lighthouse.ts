/**
 * Lighthouse (mobile preset, simulated throttling: its defaults) on home, /kinoprogram, a film
 * page, a culture page and /logg-inn, five runs each (issue 11 item 6); every figure is the
 * median of its five runs.
 * Chromium is Debian's with the browser suite's flags, opened with a debugging port (4196)
 * that Lighthouse drives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { launchChromium } from '../scripts/chromium.ts';
import { BENCH_PORTS, benchSiteClientDir, buildBenchSite, choosePages, pageEntries, serveBenchSite } from './bench-site.ts';

const DEBUGGING_PORT = 4196;
// Every full report, to read what holds a score back (not committed: build-bench/ is ignored).
const REPORTS = resolve(import.meta.dirname, '../build-bench/lighthouse');
const RUNS = 5;

// The part of Lighthouse's result we read, checked at the boundary.
const Score = z.object({ score: z.number().nullable() });
const Metric = z.object({ numericValue: z.number() });
const LighthouseResult = z.object({
  lighthouseVersion: z.string(),
  configSettings: z.object({ formFactor: z.string(), throttlingMethod: z.string() }),
  categories: z.object({ performance: Score, accessibility: Score, 'best-practices': Score, seo: Score }),
  audits: z.object({
    'largest-contentful-paint': Metric,
    'total-blocking-time': Metric,
    'cumulative-layout-shift': Metric,
    'first-contentful-paint': Metric,
  }),
});

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** The median of an odd or even list (the mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function figuresOf(result: z.infer<typeof LighthouseResult>): LighthouseFigures {
  const score = (value: { score: number | null }) => Math.round((value.score ?? 0) * 100);
  return {
    performance: score(result.categories.performance),
    accessibility: score(result.categories.accessibility),
    bestPractices: score(result.categories['best-practices']),
    seo: score(result.categories.seo),
    lcpMs: Math.round(result.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
    cls: Math.round(result.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    fcpMs: Math.round(result.audits['first-contentful-paint'].numericValue),
  };
}

/** Each figure the median over runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as LighthouseFigures;
}

export interface LighthouseOptions {
  today: string;
  log: (line: string) => void;
  /** Only these pages (names of {@link BenchPages}), to iterate on one; all five when left out. */
  pages?: readonly string[];
  /** Runs per page; 5 (the median of 5) when left out. */
  runs?: number;
  /** Measure the site already in build-bench/site instead of building it again. */
  reuseBuild?: boolean;
}

export interface PageLighthouse {
  path: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  failedRuns: number;
}

type Settings = { version: string; formFactor: string; throttling: string };

/**
 * Lighthouse `runs` times on one URL, in a Chromium listening on {@link DEBUGGING_PORT}; each
 * full report is kept as build-bench/lighthouse/<name>-<run>.json.
 */
export async function lighthouseRuns(url: string, name: string, runsPerPage: number, log: (line: string) => void): Promise<PageLighthouse & { settings: Settings }> {
  const runs: LighthouseFigures[] = [];
  let failedRuns = 0;
  let settings: Settings | undefined;
  for (let run = 0; run < runsPerPage; run++) {
    const outcome = await lighthouse(url, {
      port: DEBUGGING_PORT,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${name}-${run + 1}.json`), JSON.stringify(outcome?.lhr ?? null));
    // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run has no metrics.
    // It is run again, up to twice per page, and the report says how many were lost.
    const lost = outcome?.lhr.runtimeError;
    if (lost !== undefined && failedRuns < 2) {
      failedRuns++;
      log(`  ${url}: run ${run + 1} lost (${lost.code}), running it again`);
      run--;
      continue;
    }
    const lhr = LighthouseResult.parse(outcome?.lhr);
    settings ??= { version: lhr.lighthouseVersion, formFactor: lhr.configSettings.formFactor, throttling: lhr.configSettings.throttlingMethod };
    runs.push(figuresOf(lhr));
  }
  const median = medianFigures(runs);
  log(
    `  ${new URL(url).pathname} (${name}): performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}; ` +
      `LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, CLS ${median.cls}`,
  );
  if (settings === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  return { path: new URL(url).pathname, median, runs, failedRuns, settings };
}

/** Debian's Chromium with the port Lighthouse drives. */
export function launchLighthouseChromium() {
  return launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
}

export async function measureLighthouse(options: LighthouseOptions) {
  const pages = await choosePages(options.today);
  const runsPerPage = options.runs ?? RUNS;
  const clientDir = options.reuseBuild ? benchSiteClientDir() : (options.log('  building the sample venue into build-bench/site…'), buildBenchSite(options.today));
  const served = await serveBenchSite(clientDir, options.today);
  const browser = await launchLighthouseChromium();
  const results: Record<string, PageLighthouse> = {};
  let settings: Settings | undefined;
  try {
    for (const [name, path] of pageEntries(pages).filter(([name]) => options.pages === undefined || options.pages.includes(name))) {
      const { settings: pageSettings, ...result } = await lighthouseRuns(`${served.baseUrl}${path}`, name, runsPerPage, options.log);
      settings ??= pageSettings;
      results[name] = result;
    }
  } finally {
    await browser.close();
    await served.stop();
  }
  return { today: options.today, runsPerPage, lighthouse: settings, sitePort: BENCH_PORTS.site, fullReports: 'build-bench/lighthouse/<page>-<run>.json', pages: results };
}
