/**
 * Where a click's time goes (decision 110): the navigation bench's cases (bench/navigation.ts),
 * each under a Chromium performance trace, broken down into phases. A diagnostic, not a figure
 * for the tables: tracing (and the CPU sampler) slows the page down.
 *
 *   node bench/navigation-trace.ts [--runs 3] [--no-build] [--only /kinoprogram] [--case cold|prefetched]
 *     [--trace [--cpu [--top 15] [--inclusive]] [--timeline]] [--dirs a,b] [--no-save-data]
 *
 * Phases, from marks the page sets (an init script wraps `fetch`, a MutationObserver sees the
 * commit) and the trace's main-thread events:
 *  - fetch: click → the router's fetch of the payload → its response (headers) → its body;
 *  - script before the commit (decode, route code, React's render), the commit (the first DOM
 *    change to the new h1), the script after it up to the bench's requestAnimationFrame;
 *  - style, layout and paint of that frame, and the compositor commit that ends it ("painted");
 *  - the main thread's CPU time (the trace's thread time) from the click to that frame's rAF and
 *    to its paint (`cpuBeforeFrame`, `cpuToPaint`): on a machine others load, wall-clock times stretch
 *    with the load, CPU time much less, so A/B comparisons (`--dirs`) read it first.
 * With `--cpu`, the sampled script time between click and paint by file (react-dom, router…) and
 * the functions that took most (their own time, or with `--inclusive` their callees' too).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { osloToday } from '../app/content/today.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { buildBenchSite, choosePages, pageEntries, serveBenchSite } from './bench-site.ts';
import { headingOf } from './navigation.ts';

const args = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    cpu: { type: 'boolean', default: false },
    // The day the browser's clock is on: see bench/run.ts's `today`.
    today: { type: 'string', default: osloToday(new Date()) },
    case: { type: 'string' },
    timeline: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    dirs: { type: 'string' },
    'no-save-data': { type: 'boolean', default: false },
    inclusive: { type: 'boolean', default: false },
    top: { type: 'string', default: '15' },
  },
}).values;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, µs: unlike `dur`, not stretched by other processes on a busy machine. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

/** Marks the page sets around the click (in the page's time origin, ms). */
const INSTRUMENT = () => {
  const w = window as unknown as { __navMarks: Record<string, number> };
  w.__navMarks = {};
  const mark = (name: string) => {
    w.__navMarks[name] ??= performance.now();
    performance.mark(`nav-${name}`);
  };
  const plainFetch = window.fetch;
  window.fetch = function fetchMarked(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const payload = /\.data(?:\?|$)/.test(url);
    if (payload) mark('fetchStart');
    const answer = plainFetch.call(this, input, init);
    if (payload)
      void answer.then((response) => {
        mark('fetchHeaders');
        void response
          .clone()
          .arrayBuffer()
          .then(() => mark('fetchBody'));
      });
    return answer;
  };
  document.addEventListener('click', () => mark('click'), { capture: true });
  (w as unknown as { __navArm: () => void }).__navArm = () => {
    w.__navMarks = {};
    const observer = new MutationObserver((records) => {
      // The first DOM change inside <main> or the <head> after the click: React's commit.
      if (w.__navMarks['click'] !== undefined && records.length > 0) mark('firstMutation');
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: false });
  };
};

async function openHydratedHome(browser: Browser, baseUrl: string, saveData: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
  });
  if (saveData)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
    );
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  // A diagnostic run on a machine others load: waiting is not what it measures.
  page.setDefaultTimeout(120_000);
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('header [aria-expanded]') !== null);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
  'loading',
];

interface Breakdown {
  [phase: string]: number | string;
}

function analyse(events: TraceEvent[], marks: Record<string, number>, cpu: boolean): Breakdown {
  // The page's main thread: the one with our user timing marks.
  const clickMark = events.find((event) => event.name === 'nav-click' && event.cat.includes('user_timing'));
  if (!clickMark) throw new Error('No click mark in the trace');
  const { pid, tid } = clickMark;
  // Trace time (µs) of the page's time origin: the mark's trace ts minus its performance.now().
  const clickMs = marks['click'] ?? 0;
  const origin = clickMark.ts - clickMs * 1000;
  const at = (ms: number | undefined) => (ms === undefined ? undefined : origin + ms * 1000);
  const rafTs = at(marks['raf']);
  const h1Ts = at(marks['h1']);
  const main = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= clickMark.ts,
  );
  // The compositor commit of the frame whose rAF the bench uses: the first Commit after it.
  const commit = main.find((event) => event.name === 'Commit' && rafTs !== undefined && event.ts >= rafTs);
  const paintedTs = commit ? commit.ts + (commit.dur ?? 0) : undefined;
  const sumIn = (names: string[], from: number, to: number | undefined) =>
    main
      .filter((event) => names.includes(event.name) && event.ts >= from && (to === undefined || event.ts < to))
      .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const topScript = [
    'FunctionCall',
    'EvaluateScript',
    'RunMicrotasks',
    'TimerFire',
    'FireAnimationFrame',
    'EventDispatch',
    'v8.callFunction',
    'v8.evaluateModule',
    'FireIdleCallback',
  ];
  const firstMutTs = at(marks['firstMutation']);
  const ms = (ts: number | undefined) => (ts === undefined ? Number.NaN : Math.round((ts - clickMark.ts) / 100) / 10);
  // The main thread's CPU time in its top-level tasks from the click to the frame's rAF and to its
  // paint: what the click costs the page, comparable between builds on a machine others load.
  const cpuOf = (tasks: TraceEvent[]) =>
    Math.round(tasks.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 100) / 10;
  const tasks = main.filter((event) => event.name === 'RunTask');
  const result: Breakdown = {
    // Tasks that ended before the frame's rAF (the frame's own task holds rAF, style, layout and paint).
    cpuBeforeFrame: cpuOf(tasks.filter((task) => rafTs !== undefined && task.ts + (task.dur ?? 0) <= rafTs)),
    cpuToPaint: cpuOf(tasks.filter((task) => paintedTs !== undefined && task.ts < paintedTs)),
    fetchStart: ms(at(marks['fetchStart'])),
    fetchHeaders: ms(at(marks['fetchHeaders'])),
    fetchBody: ms(at(marks['fetchBody'])),
    firstMutation: ms(firstMutTs),
    h1InDocument: ms(h1Ts),
    rafFrame: ms(rafTs),
    painted: ms(paintedTs),
    scriptBeforeCommit: Math.round(sumIn(topScript, clickMark.ts, firstMutTs) * 10) / 10,
    scriptCommitToRaf: Math.round(sumIn(topScript, firstMutTs ?? clickMark.ts, rafTs) * 10) / 10,
    styleLayoutPaint:
      Math.round(
        sumIn(
          ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseAuthorStyleSheet'],
          rafTs ?? clickMark.ts,
          paintedTs === undefined ? undefined : paintedTs + 1,
        ) * 10,
      ) / 10,
    styleBeforeRaf:
      Math.round(sumIn(['UpdateLayoutTree', 'Layout', 'ParseAuthorStyleSheet'], clickMark.ts, rafTs) * 10) / 10,
    assetsFetched: events
      .filter(
        (event) =>
          event.name === 'ResourceSendRequest' &&
          event.ts >= clickMark.ts &&
          (paintedTs === undefined || event.ts < paintedTs),
      )
      .map((event) =>
        String((event.args?.data as { url?: string } | undefined)?.url ?? '').replace(/^https?:\/\/[^/]+/, ''),
      )
      .join(' '),
  };
  if (cpu) Object.assign(result, cpuByFile(events, pid, clickMark.ts, paintedTs ?? clickMark.ts + 500_000));
  if (args.timeline) {
    // From the task the click itself runs in: it began before the click's mark.
    const thread = events.filter(
      (event) =>
        event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts + (event.dur ?? 0) >= clickMark.ts,
    );
    result['timeline'] = timeline(thread, clickMark.ts, (paintedTs ?? clickMark.ts) + 50_000);
  }
  return result;
}

/** The main thread's tasks of 0.5 ms or more between click and paint: start, length, what ran. */
function timeline(main: TraceEvent[], from: number, to: number): string {
  // From the task the click itself runs in (it began before `from`, the click's mark, and holds it).
  const tasks = main.filter(
    (event) =>
      event.name === 'RunTask' && event.ts + (event.dur ?? 0) > from && event.ts < to && (event.dur ?? 0) >= 500,
  );
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts < end &&
          (event.dur ?? 0) >= 300 &&
          event.name !== 'RunTask',
      );
      const what = inside
        .slice(0, 8)
        .map((event) => {
          const data = event.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
          // A style recalculation says how many elements it styled (in its end event's args).
          const styled =
            (event.args as { elementCount?: number } | undefined)?.elementCount ??
            (event.args?.['endData'] as { elementCount?: number } | undefined)?.elementCount;
          // A task names the code that posted it (e.g. Chromium's autofill agent, decision 148).
          const postedBy =
            event.name === 'ThreadControllerImpl::RunTask'
              ? (event.args as { src_func?: string } | undefined)?.src_func
              : undefined;
          const detail =
            data?.functionName ||
            data?.type ||
            (data?.url ?? '').replace(/^.*\//, '') ||
            postedBy ||
            (styled === undefined ? '' : `${styled} elements`);
          return `${event.name}${detail ? `(${detail})` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
        })
        .join(', ');
      return `\n   @${((task.ts - from) / 1000).toFixed(1)} +${((task.dur ?? 0) / 1000).toFixed(1)}: ${what}`;
    })
    .join('');
}

/** Sampled script self-time by file between click and paint (ms), on the page's main thread. */
function cpuByFile(events: TraceEvent[], pid: number, from: number, to: number): Breakdown {
  type CallFrame = { url?: string; functionName: string; lineNumber: number; columnNumber: number };
  type Chunk = {
    cpuProfile?: { nodes?: { id: number; parent?: number; callFrame: CallFrame }[]; samples?: number[] };
    timeDeltas?: number[];
  };
  // One profile per thread (the page's, the service worker's…), told apart by the event id.
  const profiles = new Map<
    string,
    {
      time: number;
      nodes: Map<number, { url: string; name: string; parent?: number }>;
      byFile: Map<string, number>;
      byFunction: Map<string, number>;
      pageSamples: number;
    }
  >();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const id = String((event as unknown as { id?: string }).id);
    if (event.name === 'Profile')
      profiles.set(id, {
        time: (event.args?.data as { startTime: number }).startTime,
        nodes: new Map(),
        byFile: new Map(),
        byFunction: new Map(),
        pageSamples: 0,
      });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(id);
    if (!profile) continue;
    const data = (event.args?.data ?? {}) as Chunk;
    for (const node of data.cpuProfile?.nodes ?? []) {
      const url = (node.callFrame.url ?? '').replace(/^.*\//, '');
      const name = `${node.callFrame.functionName}@${url}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
      profile.nodes.set(node.id, node.parent === undefined ? { url, name } : { url, name, parent: node.parent });
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index++) {
      profile.time += deltas[index] ?? 0;
      const next = (deltas[index + 1] ?? 0) / 1000;
      if (profile.time < from || profile.time > to) continue;
      const node = profile.nodes.get(samples[index] ?? -1);
      if (!node || node.name.startsWith('(idle)') || node.name.startsWith('(program)')) continue;
      const file = node.url || `(${node.name.replace(/@.*$/, '')})`;
      if (file.startsWith('entry.client')) profile.pageSamples += 1;
      profile.byFile.set(file, (profile.byFile.get(file) ?? 0) + next);
      if (!args.inclusive) {
        profile.byFunction.set(node.name, (profile.byFunction.get(node.name) ?? 0) + next);
        continue;
      }
      // With --inclusive, each function on the sample's stack (once, however deep it recurses).
      const seen = new Set<string>();
      for (
        let on: typeof node | undefined = node;
        on !== undefined;
        on = on.parent === undefined ? undefined : profile.nodes.get(on.parent)
      ) {
        if (seen.has(on.name)) continue;
        seen.add(on.name);
        profile.byFunction.set(on.name, (profile.byFunction.get(on.name) ?? 0) + next);
      }
    }
  }
  const page = [...profiles.values()].sort((a, b) => b.pageSamples - a.pageSamples)[0];
  if (!page) return {};
  return {
    cpuByFile: [...page.byFile]
      .sort((a, b) => b[1] - a[1])
      .map(([file, spent]) => `${file} ${spent.toFixed(1)}`)
      .join(', '),
    cpuTopFunctions: [...page.byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(args.top))
      .map(([name, spent]) => `${name} ${spent.toFixed(1)}`)
      .join(' | '),
  };
}

async function traceClick(
  browser: Browser,
  baseUrl: string,
  path: string,
  heading: string,
  prefetch: boolean,
): Promise<Breakdown> {
  const page = await openHydratedHome(browser, baseUrl, !prefetch && !args['no-save-data']);
  const link = page.locator(`main a[href="${path}"], header a[href="${path}"]`).first();
  if (prefetch) {
    const payload = `${path}.data`;
    const prefetched = page.waitForResponse((response) => {
      const fetched = new URL(response.url()).pathname;
      return path === '/logg-inn' ? fetched.startsWith('/assets/') : fetched === payload;
    });
    await link.hover();
    await prefetched;
  }
  await page.evaluate(() => (window as unknown as { __navArm: () => void }).__navArm());
  const categories = args.cpu ? [...CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : CATEGORIES;
  if (args.trace) await browser.startTracing(page, { categories });
  const done = page.evaluate(
    ({ path, heading }) =>
      new Promise<Record<string, number>>((resolveMarks) => {
        const w = window as unknown as { __navMarks: Record<string, number> };
        const observer = new MutationObserver(() => {
          const h1 = document.querySelector('h1');
          if (location.pathname !== path || h1?.textContent?.replace(/\s+/g, ' ').trim() !== heading) return;
          observer.disconnect();
          w.__navMarks['h1'] = performance.now();
          requestAnimationFrame(() => {
            w.__navMarks['raf'] = performance.now();
            performance.mark('nav-raf');
            // A message posted in the frame's rAF is handled after that frame's style, layout and paint.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              w.__navMarks['afterPaint'] = performance.now();
            };
            channel.port2.postMessage(null);
            const timing = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith(`${path}.data`))
              .at(-1) as PerformanceResourceTiming | undefined;
            if (timing) {
              w.__navMarks['resStart'] = timing.startTime;
              if (timing.workerStart > 0) w.__navMarks['resWorkerStart'] = timing.workerStart;
              w.__navMarks['resResponseStart'] = timing.responseStart;
              w.__navMarks['resResponseEnd'] = timing.responseEnd;
            }
            // Let the frame paint and the lazy parts settle before the trace stops.
            setTimeout(() => resolveMarks(w.__navMarks), 400);
          });
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      }),
    { path, heading },
  );
  await link.click();
  const marks = await done;
  const buffer = args.trace ? await browser.stopTracing() : undefined;
  await page.context().close();
  const since = (name: string) =>
    marks[name] === undefined || marks['click'] === undefined
      ? Number.NaN
      : Math.round((marks[name] - marks['click']) * 10) / 10;
  const inPage = Object.fromEntries(
    [
      'fetchStart',
      'resWorkerStart',
      'resResponseStart',
      'fetchHeaders',
      'resResponseEnd',
      'firstMutation',
      'h1',
      'raf',
      'afterPaint',
    ].map((name) => [name, since(name)]),
  );
  if (!buffer) return inPage;
  const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
  return { ...inPage, ...analyse(trace.traceEvents, marks, args.cpu ?? false) };
}

function summarise(label: string, rows: Breakdown[]) {
  const keys = ['fetchHeaders', 'firstMutation', 'h1', 'raf', 'afterPaint', 'cpuBeforeFrame', 'cpuToPaint'];
  const medianOf = (values: number[]) => {
    const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
    return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)];
  };
  console.log(
    `  median ${label}: ${keys.map((key) => `${key} ${medianOf(rows.map((row) => Number(row[key])))}`).join(', ')}`,
  );
}

async function main() {
  const today = args.today;
  const pages = await choosePages(today);
  const root = resolve(import.meta.dirname, '..');
  // Several builds (`--dirs a,b`) are measured in turn, run by run, so a busy machine weighs on each alike.
  const dirs =
    args.dirs !== undefined
      ? args.dirs.split(',')
      : [args['no-build'] ? join(root, 'build-bench/site/client') : buildBenchSite(today)];
  const browser = await launchChromium();
  try {
    for (const [name, path] of pageEntries(pages).filter(([name]) => name !== 'home')) {
      if (args.only !== undefined && args.only !== path) continue;
      const heading = headingOf(readFileSync(join(dirs[0] ?? '', `${path.slice(1)}/index.html`), 'utf8'));
      for (const prefetch of [false, true]) {
        if (args.case !== undefined && args.case !== (prefetch ? 'prefetched' : 'cold')) continue;
        const rows = new Map<string, Breakdown[]>();
        for (let run = 0; run < Number(args.runs); run++) {
          for (const dir of dirs) {
            const served = await serveBenchSite(dir, today);
            try {
              const breakdown = await traceClick(browser, served.baseUrl, path, heading, prefetch);
              const { timeline: tasks, ...figures } = breakdown;
              rows.set(dir, [...(rows.get(dir) ?? []), figures]);
              console.log(
                `${name} ${prefetch ? 'prefetched' : 'cold'} #${run + 1} ${dirs.length > 1 ? dir : ''}`,
                JSON.stringify(figures),
                tasks ?? '',
              );
            } finally {
              await served.stop();
            }
          }
        }
        for (const [dir, list] of rows) summarise(`${name} ${prefetch ? 'prefetched' : 'cold'} ${dir}`, list);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
