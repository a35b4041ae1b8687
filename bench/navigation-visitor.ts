/**
 * Navigation as a visitor's browser has it: the cases of bench/navigation.ts (home → the
 * programme, a film, a culture page, `/logg-inn`; cold and prefetched; five fresh browser
 * contexts each) in a Chromium that no DevTools session drives while it navigates. Playwright
 * drives each page through DevTools, which slows the clicks it times (docs/proposals/islands.md,
 * "What it taught" 6) — on the same build, cold clicks measured 72–104 ms under it and 39–54 ms
 * without. Here bench/visitor-harness.js, put into the home page of a copy of the bench site,
 * does the waiting, the prefetch on intent and the click from inside the page and keeps the
 * times in localStorage; DevTools attaches only once the click is over, to read them.
 * A diagnosis beside bench/navigation.ts, asked for by name (`--only navigation-visitor`).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { buildBenchSite, choosePages, pageEntries, serveBenchSite } from './bench-site.ts';
import { median } from './lighthouse.ts';

const root = resolve(import.meta.dirname, '..');
const DEBUGGING_PORT = 4198;
const REPEATS = 5;
/** How long a run gets before DevTools attaches: hydration, the worker, a prefetch and the click. */
const RUN_MS = 9000;

/** One run's figures from what the harness kept, or why the run does not count. */
export type VisitorRun =
  { rendered: number; painted: number; controlled: boolean; prefetchedBeforeClick: boolean } | { invalid: string };

/**
 * The run's click → rendered and → painted (ms) from the harness's `bench …` keys (epoch ms); a
 * run whose click came after DevTools attached (`attachedAt`) or that never rendered is invalid.
 */
export function visitorRun(stored: Readonly<Record<string, string>>, attachedAt: number): VisitorRun {
  const at = (key: string) => Number(stored[`bench ${key}`]);
  const click = at('click');
  if (!Number.isFinite(click)) return { invalid: 'no click' };
  if (click >= attachedAt) return { invalid: 'clicked after DevTools attached' };
  if (!Number.isFinite(at('painted'))) return { invalid: 'the target never rendered' };
  return {
    rendered: at('rendered') - click,
    painted: at('painted') - click,
    controlled: stored['bench controlled'] === 'true',
    prefetchedBeforeClick: stored['bench prefetchedBeforeClick'] === 'true',
  };
}

/** A copy of the bench site whose home page carries the harness. */
function harnessSite(clientDir: string): string {
  const dir = join(root, 'build-bench/site-visitor');
  rmSync(dir, { recursive: true, force: true });
  cpSync(clientDir, dir, { recursive: true });
  cpSync(join(root, 'bench/visitor-harness.js'), join(dir, 'bench-visitor-harness.js'));
  const home = join(dir, 'index.html');
  writeFileSync(
    home,
    readFileSync(home, 'utf8').replace('</head>', '<script src="/bench-visitor-harness.js"></script></head>'),
  );
  return dir;
}

/** A DevTools client over Node's WebSocket, on the browser's own target only. */
async function connect(port: number) {
  let version: { webSocketDebuggerUrl: string } | undefined;
  for (let tries = 0; tries < 100 && version === undefined; tries++) {
    await new Promise((wait) => setTimeout(wait, 100));
    version = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.json() as Promise<{ webSocketDebuggerUrl: string }>,
      () => undefined,
    );
  }
  if (!version) throw new Error('Chromium did not open its debugging port');
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.addEventListener('open', open, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let nextId = 1;
  const waiting = new Map<number, { done: (result: Record<string, unknown>) => void; fail: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: Record<string, unknown>;
      error?: { message: string };
    };
    if (message.id === undefined) return;
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) call?.fail(new Error(message.error.message));
    else call?.done(message.result ?? {});
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<T> {
      return new Promise((done, fail) => {
        const id = nextId++;
        waiting.set(id, { done: (result) => done(result as T), fail });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) }));
      });
    },
    close: () => socket.close(),
  };
}

export async function measureVisitorNavigation(options: { today: string; log: (line: string) => void }) {
  const pages = await choosePages(options.today);
  options.log('  building the sample venue into build-bench/site…');
  const clientDir = buildBenchSite(options.today);
  const served = await serveBenchSite(harnessSite(clientDir), options.today);
  const profile = mkdtempSync(join(tmpdir(), 'foaje-visitor-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const results: Record<string, unknown> = {};
  try {
    const devtools = await connect(DEBUGGING_PORT);
    const run = async (path: string, prefetched: boolean, hasPayload: boolean): Promise<VisitorRun> => {
      const { browserContextId } = await devtools.send<{ browserContextId: string }>('Target.createBrowserContext');
      try {
        const query = new URLSearchParams({
          'bench-click': path,
          'bench-case': prefetched ? 'prefetched' : 'cold',
          ...(hasPayload ? {} : { 'bench-payload': '0' }),
        });
        const { targetId } = await devtools.send<{ targetId: string }>('Target.createTarget', {
          url: `${served.baseUrl}/?${query.toString()}`,
          browserContextId,
          width: 1280,
          height: 800,
        });
        await new Promise((wait) => setTimeout(wait, RUN_MS));
        const attachedAt = Date.now();
        const { sessionId } = await devtools.send<{ sessionId: string }>('Target.attachToTarget', {
          targetId,
          flatten: true,
        });
        const read = await devtools.send<{ result: { value: string } }>(
          'Runtime.evaluate',
          { expression: 'JSON.stringify({ ...localStorage })', returnByValue: true },
          sessionId,
        );
        return visitorRun(JSON.parse(read.result.value) as Record<string, string>, attachedAt);
      } finally {
        await devtools.send('Target.disposeBrowserContext', { browserContextId });
      }
    };
    for (const [name, path] of pageEntries(pages).filter(([name]) => name !== 'home')) {
      const hasPayload = name !== 'logIn';
      const figures: Record<string, unknown> = { path };
      for (const prefetched of [false, true]) {
        const runs: VisitorRun[] = [];
        for (let attempt = 0; attempt < REPEATS; attempt++) runs.push(await run(path, prefetched, hasPayload));
        const valid = runs.filter((entry): entry is Exclude<VisitorRun, { invalid: string }> => !('invalid' in entry));
        const round = (value: number) => Math.round(value * 10) / 10;
        const key = prefetched ? 'prefetched' : 'cold';
        figures[`${key}Ms`] = round(median(valid.map((entry) => entry.rendered)));
        figures[`${key}PaintedMs`] = round(median(valid.map((entry) => entry.painted)));
        figures[`${key}Runs`] = valid.map((entry) => round(entry.rendered));
        figures[`${key}RunsControlledByWorker`] = valid.filter((entry) => entry.controlled).length;
        if (prefetched)
          figures.prefetchedRunsWithPayloadBeforeClick = hasPayload
            ? valid.filter((entry) => entry.prefetchedBeforeClick).length
            : null;
        const invalid = runs.flatMap((entry) => ('invalid' in entry ? [entry.invalid] : []));
        if (invalid.length > 0) figures[`${key}InvalidRuns`] = invalid;
      }
      results[name] = figures;
      options.log(
        `  home → ${path}: cold ${String(figures.coldMs)} ms, prefetched ${String(figures.prefetchedMs)} ms; painted ${String(figures.coldPaintedMs)} / ${String(figures.prefetchedPaintedMs)} ms (median of ${REPEATS}, no DevTools session)`,
      );
    }
    devtools.close();
  } finally {
    browser.kill();
    await served.stop();
    await new Promise((wait) => setTimeout(wait, 500));
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
  return {
    today: options.today,
    from: '/',
    repeats: REPEATS,
    viewport: '1280 × 800, no CPU or network throttling, loopback; no DevTools session until the click is over',
    prefetchInApp: 'intent: the harness focuses the link and waits for the payload the app prefetches, then clicks',
    note: 'cold runs emulate Save-Data (no idle prefetch of the menu); a run counts only when its click came before DevTools attached',
    pages: results,
  };
}
