/**
 * The programme at a real cinema's size (`--only programme-scale`): for each size in turn (6,
 * 20 and 40 film screenings a day over the 14 days, `--programme-sizes`), the
 * venue of bench/programme-scale-venue.ts is written to a temporary folder and built, and
 * `/kinoprogram` and the home page (its schedule) are measured from their HTML: bytes raw and
 * gzip, elements, the inline hydration payload and its share, how much of it the markup already
 * says, first-load JS, the screenings and days in the document; and the build's own pages and
 * seconds. Byte and element figures do not depend on the machine's speed.
 *
 * With `lighthouse` (`--lighthouse`, for a quiet machine) every size's site is also served and
 * both pages measured by Lighthouse mobile, the sizes in turn run by run, median of `runs` (5).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchServiceEnv, serveBenchSite } from './bench-site.ts';
import { failureOf, phasesOf, runBuild } from './build-run.ts';
import { elementCount, hydrationPayload, payloadStrings, repetitionOf, screeningsIn } from './document-figures.ts';
import { firstLoadScripts, weightOf } from './js-weight.ts';
import {
  launchLighthouseChromium,
  type LighthouseFigures,
  lighthouseRuns,
  medianFigures,
  type PageLighthouse,
} from './lighthouse.ts';
import { writeProgrammeScaleVenue } from './programme-scale-venue.ts';

const root = resolve(import.meta.dirname, '..');
const PAGES = { programme: '/kinoprogram', home: '/' } as const;

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

interface DocumentFigures {
  path: string;
  html: { raw: number; gzip: number };
  elements: number;
  payload: {
    /** The `<script>` elements that carry React Router's loader data, tags included. */
    bytes: number;
    gzip: number;
    shareOfHtml: number;
    /** The HTML without those scripts, gzip: what the document would be with no inline data. */
    htmlWithoutPayloadGzip: number;
    /** UTF-8 bytes of the turbo-stream text the scripts carry, their string escaping undone. */
    streamBytes: number;
    /** UTF-8 bytes of the payload's string values (its keys, numbers and escaping left out). */
    stringBytes: number;
    /** Share of those bytes the markup's text says verbatim; its text or attributes. */
    saidInText: number;
    saidInMarkup: number;
    /** The fields with the most string bytes: bytes, bytes the markup says, values. */
    largestFields: { field: string; bytes: number; inMarkupBytes: number; values: number }[];
  } | null;
  firstLoadJs: { files: number; raw: number; gzip: number };
  screenings: number;
  days: number;
}

/** The figures of one page of a built site (its HTML in `clientDir`). */
function documentFigures(clientDir: string, path: string): DocumentFigures {
  const html = readFileSync(join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`), 'utf8');
  const payload = hydrationPayload(html);
  const scripts = firstLoadScripts(html);
  const js = weightOf(clientDir, scripts);
  const raw = Buffer.byteLength(html);
  let payloadFigures: DocumentFigures['payload'] = null;
  let counted = { screenings: 0, days: 0 };
  if (payload) {
    const scriptsOfPayload = [
      ...html.matchAll(/<script\b[^>]*>window\.__reactRouterContext\.streamController\.[\s\S]*?<\/script>/g),
    ].map((match) => match[0]);
    const repetition = repetitionOf(payloadStrings(payload.stream), html);
    payloadFigures = {
      bytes: payload.bytes,
      gzip: gzip(scriptsOfPayload.join('')),
      shareOfHtml: share(payload.bytes, raw),
      htmlWithoutPayloadGzip: gzip(scriptsOfPayload.reduce((rest, script) => rest.replace(script, ''), html)),
      streamBytes: Buffer.byteLength(payload.stream),
      stringBytes: repetition.stringBytes,
      saidInText: share(repetition.inTextBytes, repetition.stringBytes),
      saidInMarkup: share(repetition.inMarkupBytes, repetition.stringBytes),
      largestFields: repetition.byField.slice(0, 16),
    };
    counted = screeningsIn(payload.stream);
  }
  return {
    path,
    html: { raw, gzip: gzip(html) },
    elements: elementCount(html),
    payload: payloadFigures,
    firstLoadJs: { files: js.files, raw: js.raw, gzip: js.gzip },
    ...counted,
  };
}

export interface ProgrammeScaleOptions {
  today: string;
  sizes: readonly number[];
  log: (line: string) => void;
  /** Also Lighthouse mobile on both pages of each size (a quiet machine only). */
  lighthouse: boolean;
  runs?: number;
  limitSeconds: number;
}

export interface SizeRun {
  screeningsPerDay: number;
  venue: { films: number; screenings: number };
  build: { pages: number | null; wallSeconds: number; cpuSeconds: number | null; phases: string | null; note?: string };
  pages: Record<keyof typeof PAGES, DocumentFigures> | null;
  lighthouse?: Record<keyof typeof PAGES, PageLighthouse>;
}

function removeDirs(dirs: SizeDirs): void {
  rmSync(dirs.venueDir, { recursive: true, force: true });
  rmSync(dirs.outDir, { recursive: true, force: true });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Where one size's venue and build live while it is measured. */
interface SizeDirs {
  venueDir: string;
  outDir: string;
}

async function measureSize(size: number, options: ProgrammeScaleOptions, dirs: SizeDirs): Promise<SizeRun> {
  const venue = writeProgrammeScaleVenue(join(root, 'content'), dirs.venueDir, size);
  options.log(`  ${size} a day: ${venue.screenings} film screenings, ${venue.films} films; building…`);
  const build = await runBuild(
    root,
    dirs.venueDir,
    dirs.outDir,
    options.today,
    options.limitSeconds,
    ['--clean'],
    benchServiceEnv(),
  );
  const built = /Built (\d+) pages/.exec(build.output);
  const buildFigures = {
    pages: built ? Number(built[1]) : null,
    wallSeconds: Math.round(build.wallSeconds * 10) / 10,
    cpuSeconds: build.cpuSeconds === null ? null : Math.round(build.cpuSeconds * 10) / 10,
    phases: phasesOf(build.output),
  };
  if (build.code !== 0 || !built) {
    const note = `the build failed: ${failureOf(build.output)}`;
    options.log(`  ${note}`);
    return { screeningsPerDay: size, venue, build: { ...buildFigures, note }, pages: null };
  }
  options.log(`  ${built[1]} pages in ${buildFigures.wallSeconds} s (${buildFigures.phases ?? ''})`);
  const clientDir = join(dirs.outDir, 'client');
  const pages = {
    programme: documentFigures(clientDir, PAGES.programme),
    home: documentFigures(clientDir, PAGES.home),
  };
  for (const figures of Object.values(pages))
    options.log(
      `  ${figures.path}: HTML ${kib(figures.html.raw)} (${kib(figures.html.gzip)} gzip), ${figures.elements} elements, ` +
        `payload ${kib(figures.payload?.bytes ?? 0)} (${((figures.payload?.shareOfHtml ?? 0) * 100).toFixed(0)} % of the HTML; ` +
        `${((figures.payload?.saidInMarkup ?? 0) * 100).toFixed(0)} % of its strings in the markup), ` +
        `${figures.screenings} screenings over ${figures.days} days, first-load JS ${kib(figures.firstLoadJs.gzip)} gzip`,
    );
  return { screeningsPerDay: size, venue, build: buildFigures, pages };
}

/**
 * The order of the sizes in Lighthouse's run `run`: rotated by one each run, so that no size
 * always has the first (or the last) minute of a round.
 */
export function sizeOrder<T>(run: number, sizes: readonly T[]): T[] {
  const shift = sizes.length === 0 ? 0 : run % sizes.length;
  return [...sizes.slice(shift), ...sizes.slice(0, shift)];
}

/**
 * Lighthouse mobile on both pages of every built size, in turn: each run visits every size (in
 * {@link sizeOrder}), each site served with live services reading its own venue; a page's
 * figures are the median of its runs.
 */
async function lighthouseInTurn(
  built: readonly { run: SizeRun; dirs: SizeDirs }[],
  options: ProgrammeScaleOptions,
): Promise<void> {
  const runs = options.runs ?? 5;
  const figures = new Map(
    built.map(({ run }) => [
      run,
      { programme: [] as LighthouseFigures[], home: [] as LighthouseFigures[], failed: { programme: 0, home: 0 } },
    ]),
  );
  const browser = await launchLighthouseChromium();
  try {
    for (let round = 0; round < runs; round++) {
      for (const { run, dirs } of sizeOrder(round, built)) {
        const served = await serveBenchSite(join(dirs.outDir, 'client'), options.today, dirs.venueDir);
        try {
          for (const [name, path] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
            const one = await lighthouseRuns(
              `${served.baseUrl}${path}`,
              `${name}-${run.screeningsPerDay}-round${round + 1}`,
              1,
              options.log,
            );
            const sizeFigures = figures.get(run);
            sizeFigures?.[name].push(...one.runs);
            if (sizeFigures) sizeFigures.failed[name] += one.failedRuns;
          }
        } finally {
          await served.stop();
        }
      }
    }
  } finally {
    await browser.close();
  }
  for (const [run, { programme, home, failed }] of figures) {
    const page = (path: string, list: LighthouseFigures[], failedRuns: number): PageLighthouse => ({
      path,
      median: medianFigures(list),
      runs: list,
      failedRuns,
    });
    run.lighthouse = {
      programme: page(PAGES.programme, programme, failed.programme),
      home: page(PAGES.home, home, failed.home),
    };
  }
}

export async function measureProgrammeScale(options: ProgrammeScaleOptions) {
  // In build-bench/: the build moves its output into place by rename, within one file system.
  mkdirSync(join(root, 'build-bench'), { recursive: true });
  const built: { run: SizeRun; dirs: SizeDirs }[] = [];
  const runs: SizeRun[] = [];
  try {
    for (const size of options.sizes) {
      const dirs = {
        venueDir: mkdtempSync(join(tmpdir(), `foaje-programme-scale-${size}-`)),
        outDir: join(root, 'build-bench', `programme-scale-${size}`),
      };
      const run = await measureSize(size, options, dirs);
      runs.push(run);
      // Without Lighthouse a size's files go at once; with it, after every size's runs.
      if (options.lighthouse && run.pages !== null) built.push({ run, dirs });
      else removeDirs(dirs);
    }
    if (options.lighthouse) await lighthouseInTurn(built, options);
  } finally {
    for (const { dirs } of built) removeDirs(dirs);
  }
  return {
    today: options.today,
    venue:
      'content/ with its film screenings replaced by N screens × M shows a day over 14 days (bench/programme-scale-venue.ts); 6 a day is the sample as it is',
    figures: options.lighthouse
      ? 'static (bytes, elements, payload) and Lighthouse mobile, median of the runs'
      : 'static only: bytes, elements and payload do not depend on the machine; Lighthouse with --lighthouse on a quiet machine',
    runs,
  };
}
