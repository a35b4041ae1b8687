/**
 * Lighthouse (mobile preset, simulated throttling: its defaults) on home, /kinoprogram, a film
 * page, a culture page and /logg-inn, five runs each; every figure is the
 * median of its five runs.
 * Chromium is Debian's with the browser suite's flags, opened with a debugging port (4196)
 * that Lighthouse drives.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import { launchChromium } from '../scripts/chromium.ts';
import {
  BENCH_PORTS,
  benchSiteClientDir,
  buildBenchSite,
  choosePages,
  controlSiteOutDir,
  pageEntries,
  serveBenchSite,
  serveBenchSites,
  type ServedSites,
} from './bench-site.ts';
import type { ControlTree } from './control-tree.ts';

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
    // Simulated at the preset's 4x CPU slowdown; no items when no task reached 50 ms.
    'long-tasks': z.object({
      details: z.object({ items: z.array(z.object({ duration: z.number() })) }).optional(),
    }),
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
  /** The longest main-thread task of the load (Lighthouse's long-tasks audit), 0 when none reached 50 ms. */
  longestTaskMs: number;
}

/** The median of an odd or even list (the mean of the middle two). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
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
    longestTaskMs: Math.round(
      Math.max(0, ...(result.audits['long-tasks'].details?.items ?? []).map((item) => item.duration)),
    ),
  };
}

/** Each figure the median over runs. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}

export interface LighthouseOptions {
  today: string;
  log: (line: string) => void;
  /** Only these pages (names of {@link BenchPages}), to iterate on one; all five when left out. */
  pages?: readonly string[];
  /** Runs per page; 5 (the target is read on a median of 5) when left out. */
  runs?: number;
  /** Measure the site already in build-bench/site instead of building it again. */
  reuseBuild?: boolean;
  /** Another revision, built and measured page by page in turn with this tree (`--control`). */
  control?: ControlTree | undefined;
}

export interface PageLighthouse {
  path: string;
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  failedRuns: number;
}

type Settings = { version: string; formFactor: string; throttling: string };

/** One Lighthouse run's figures and settings; undefined when Lighthouse lost the load's trace. */
async function lighthouseRun(
  url: string,
  reportName: string,
): Promise<{ figures: LighthouseFigures; settings: Settings } | { lost: string }> {
  const outcome = await lighthouse(url, {
    port: DEBUGGING_PORT,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(join(REPORTS, `${reportName}.json`), JSON.stringify(outcome?.lhr ?? null));
  const lost = outcome?.lhr.runtimeError;
  if (lost !== undefined) return { lost: lost.code };
  const lhr = LighthouseResult.parse(outcome?.lhr);
  return {
    figures: figuresOf(lhr),
    settings: {
      version: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
    },
  };
}

/** The runs of one page on one site, gathered run by run (with a control, in turn with the other site's). */
class PageRuns {
  readonly runs: LighthouseFigures[] = [];
  failedRuns = 0;
  settings: Settings | undefined;
  readonly url: string;
  readonly name: string;

  constructor(url: string, name: string) {
    this.url = url;
    this.name = name;
  }

  /**
   * One more run. Lighthouse sometimes loses the trace of a load (NO_NAVSTART): that run has no
   * metrics. It is run again, up to twice per page, and the report says how many were lost.
   */
  async add(reportName: string, log: (line: string) => void): Promise<void> {
    for (;;) {
      const outcome = await lighthouseRun(this.url, reportName);
      if ('figures' in outcome) {
        this.runs.push(outcome.figures);
        this.settings ??= outcome.settings;
        return;
      }
      if (this.failedRuns >= 2)
        throw new Error(`Lighthouse lost the trace of ${this.url} three times (${outcome.lost})`);
      this.failedRuns++;
      log(`  ${this.url}: run ${this.runs.length + 1} lost (${outcome.lost}), running it again`);
    }
  }

  result(log: (line: string) => void, label = ''): PageLighthouse & { settings: Settings } {
    const median = medianFigures(this.runs);
    log(
      `  ${new URL(this.url).pathname} (${this.name}${label}): performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}; ` +
        `LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms, longest task ${median.longestTaskMs} ms, CLS ${median.cls}`,
    );
    if (this.settings === undefined) throw new Error(`Lighthouse gave no result for ${this.url}`);
    return {
      path: new URL(this.url).pathname,
      median,
      runs: this.runs,
      failedRuns: this.failedRuns,
      settings: this.settings,
    };
  }
}

/**
 * Lighthouse `runs` times on one URL, in a Chromium listening on {@link DEBUGGING_PORT}; each
 * full report is kept as build-bench/lighthouse/<name>-<run>.json.
 */
export async function lighthouseRuns(
  url: string,
  name: string,
  runsPerPage: number,
  log: (line: string) => void,
): Promise<PageLighthouse & { settings: Settings }> {
  const page = new PageRuns(url, name);
  for (let run = 0; run < runsPerPage; run++) await page.add(`${name}-${run + 1}`, log);
  return page.result(log);
}

/**
 * Which site goes first in each run of a page benched against a control: this tree in even
 * runs, the control in odd ones, so neither always has the warmer or the quieter minute.
 */
export function runOrder(run: number): readonly ['this' | 'control', 'this' | 'control'] {
  return run % 2 === 0 ? ['this', 'control'] : ['control', 'this'];
}

/**
 * One page's runs on two sites served in turn (the first is this tree's), in {@link runOrder};
 * the second site's reports are named with `suffix`.
 */
export async function pageRunsInTurn(
  served: ServedSites,
  name: string,
  path: string,
  runsPerPage: number,
  suffix: string,
  log: (line: string) => void,
): Promise<{ this: PageRuns; control: PageRuns }> {
  const sides = {
    this: new PageRuns(`${served.baseUrl}${path}`, name),
    control: new PageRuns(`${served.baseUrl}${path}`, name),
  };
  for (let run = 0; run < runsPerPage; run++) {
    for (const side of runOrder(run)) {
      await served.show(side === 'this' ? 0 : 1);
      await sides[side].add(`${name}-${run + 1}${side === 'control' ? suffix : ''}`, log);
    }
  }
  return sides;
}

/** Debian's Chromium with the port Lighthouse drives. */
export function launchLighthouseChromium() {
  return launchChromium([`--remote-debugging-port=${DEBUGGING_PORT}`]);
}

export async function measureLighthouse(options: LighthouseOptions) {
  const pages = await choosePages(options.today);
  const runsPerPage = options.runs ?? RUNS;
  const clientDir = options.reuseBuild
    ? benchSiteClientDir()
    : (options.log('  building the sample venue into build-bench/site…'), buildBenchSite(options.today));
  const chosen = pageEntries(pages).filter(([name]) => options.pages === undefined || options.pages.includes(name));
  const browser = await launchLighthouseChromium();
  const results: Record<string, PageLighthouse> = {};
  let settings: Settings | undefined;
  const keep = ({ settings: pageSettings, ...result }: PageLighthouse & { settings: Settings }): PageLighthouse => {
    settings ??= pageSettings;
    return result;
  };
  try {
    if (options.control === undefined) {
      const served = await serveBenchSite(clientDir, options.today);
      try {
        for (const [name, path] of chosen)
          results[name] = keep(await lighthouseRuns(`${served.baseUrl}${path}`, name, runsPerPage, options.log));
      } finally {
        await served.stop();
      }
    } else {
      const controlResults = await measureWithControl(
        options.control,
        clientDir,
        chosen,
        runsPerPage,
        options,
        (name, thisSide, controlSide) => {
          results[name] = keep(thisSide.result(options.log));
          return keep(controlSide.result(options.log, `, control ${options.control?.commit.slice(0, 7) ?? ''}`));
        },
      );
      return {
        today: options.today,
        runsPerPage,
        lighthouse: settings,
        sitePort: BENCH_PORTS.site,
        fullReports: 'build-bench/lighthouse/<page>-<run>[-control].json',
        control: {
          rev: options.control.rev,
          commit: options.control.commit,
          sameDependencies: options.control.sameDependencies,
        },
        pages: results,
        controlPages: controlResults,
      };
    }
  } finally {
    await browser.close();
  }
  return {
    today: options.today,
    runsPerPage,
    lighthouse: settings,
    sitePort: BENCH_PORTS.site,
    fullReports: 'build-bench/lighthouse/<page>-<run>.json',
    pages: results,
  };
}

/**
 * Each page's runs on this tree's site and the control's, in turn run by run ({@link runOrder}),
 * each site served on the same port beside the same live services (started once, so the image
 * service's and static servers' caches are as warm for both), at the same origin in the same
 * minutes. The control builds its own content; a page
 * chosen from this tree's content must exist in it.
 */
async function measureWithControl(
  control: ControlTree,
  clientDir: string,
  chosen: readonly [string, string][],
  runsPerPage: number,
  options: LighthouseOptions,
  done: (name: string, thisSide: PageRuns, controlSide: PageRuns) => PageLighthouse,
): Promise<Record<string, PageLighthouse>> {
  options.log(`  building the control's sample venue (${control.rev}) into build-bench/control-site…`);
  const dirs = { this: clientDir, control: buildBenchSite(options.today, control.dir, controlSiteOutDir()) };
  const controlResults: Record<string, PageLighthouse> = {};
  const served = await serveBenchSites([dirs.this, dirs.control], options.today);
  try {
    for (const [name, path] of chosen) {
      const sides = await pageRunsInTurn(served, name, path, runsPerPage, '-control', options.log);
      controlResults[name] = done(name, sides.this, sides.control);
    }
  } finally {
    await served.stop();
  }
  return controlResults;
}
