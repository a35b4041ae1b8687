/**
 * Navigation: the time from a click on a link to the next page rendered, in Chromium, measured
 * in the page with the Performance API: a mark at the click (capture phase), a mark in the
 * first animation frame after the new page's h1 is in the document, and the measure between.
 *
 * From the hydrated home page to /kinoprogram, a film page, a culture page and /logg-inn (the
 * bench's pages), two cases: cold (the next page's payload has never been fetched)
 * and prefetched (the pointer rests on the link first, and the app's own intent prefetch
 * fetches the payload, which the service worker holds for the click). Each five times in a
 * fresh browser context; the median. "Rendered" is the first animation frame after the new
 * page's h1 is in the document (its requestAnimationFrame, which runs before that frame's style,
 * layout and paint, so it leaves them out); "painted" the end of that frame, after its paint
 * (the honest figure for a click, decision 110); "complete" the first frame with the page's last
 * element too (the programme and a ticket list render their first rows first and the rest right after).
 * No CPU or network throttling: the machine's own speed over the loopback.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { launchChromium } from '../scripts/chromium.ts';
import { buildBenchSite, choosePages, controlSiteOutDir, pageEntries, serveBenchSites } from './bench-site.ts';
import type { ControlTree } from './control-tree.ts';
import { median, runOrder } from './lighthouse.ts';

const REPEATS = 5;

/** The text of a built page's h1, to know when the client has rendered it. */
export function headingOf(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

async function openHydratedHome(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  // After hydration the header's sub-menu toggles carry aria-expanded (decision 20).
  await page.waitForFunction(() => document.querySelector('header [aria-expanded]') !== null, undefined, {
    timeout: 15_000,
  });
  // A returning visitor's case: the service worker controls the page (it answers the payloads).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  return page;
}

/**
 * The first visible link to `path` in the page's content, else in its header (the account
 * entry): a page holds hidden links too (a slide not shown, an event past the browser's clock).
 */
function linkTo(page: Page, path: string) {
  return page.locator(`main a[href="${path}"], header a[href="${path}"]`).filter({ visible: true }).first();
}

/**
 * The id of the last element with an id in the built page's `<main>`: once it is in the
 * document, the whole page is (a programme's last day, say), even when the first frame showed
 * only its top (app/blocks/parts/first-screen.ts: the programme's `FIRST_FILMS`, a ticket list's `FIRST_SCREENINGS`).
 */
export function lastIdInMain(html: string): string | null {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  // Not React's useId ids (`_R_3plb5_`): a client render numbers them differently.
  const ids = [...main.matchAll(/\sid="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((id) => !/^(?:_[Rr]_|«)/.test(id));
  return ids.at(-1) ?? null;
}

interface ClickTimes {
  /** Click → the first frame with the new page's h1 (its requestAnimationFrame, before its style, layout and paint). */
  rendered: number;
  /** Click → the end of that frame: a message posted in its requestAnimationFrame, handled after the frame's paint. */
  painted: number;
  /** Click → the first frame with the page's last element (`lastIdInMain`) too. */
  complete: number;
}

/** Clicks the first link to `path` and resolves with its times in ms (Performance API). */
async function timeClick(page: Page, target: Target): Promise<ClickTimes> {
  const measured = page.evaluate(
    ({ path, heading, lastId }) =>
      new Promise<ClickTimes>((resolveTimes) => {
        performance.clearMarks();
        document.addEventListener('click', () => performance.mark('navigation-click'), { capture: true, once: true });
        let rendered: number | undefined;
        let painted: number | undefined;
        let complete: number | undefined;
        const finish = () => {
          if (painted !== undefined && complete !== undefined)
            resolveTimes({ rendered: rendered ?? 0, painted, complete });
        };
        const check = () => {
          const h1 = document.querySelector('h1');
          if (location.pathname !== path || h1?.textContent?.replace(/\s+/g, ' ').trim() !== heading) return;
          const whole = lastId === null || document.getElementById(lastId) !== null;
          if (rendered !== undefined && !whole) return;
          if (whole) observer.disconnect();
          const first = rendered === undefined;
          if (first) rendered = -1;
          requestAnimationFrame(() => {
            const since = (mark: string) =>
              performance.measure(mark, 'navigation-click', performance.mark(mark).name).duration;
            if (first) {
              rendered = since('navigation-rendered');
              // rAF callbacks run before the frame's style, layout and paint; a message posted
              // here is handled after them, so "painted" includes the frame's own rendering.
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                painted = since('navigation-painted');
                finish();
              };
              channel.port2.postMessage(null);
            }
            if (whole) {
              complete = since('navigation-complete');
              finish();
            }
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        // A page whose last element never comes is reported, not waited for.
        setTimeout(() => {
          observer.disconnect();
          resolveTimes({
            rendered: rendered ?? Number.NaN,
            painted: painted ?? Number.NaN,
            complete: complete ?? Number.NaN,
          });
        }, 10_000);
      }),
    { path: target.path, heading: target.heading, lastId: target.lastId },
  );
  await linkTo(page, target.path).click();
  return measured;
}

interface Target {
  path: string;
  /** The h1 of the built page, whose appearance ends the measure. */
  heading: string;
  /** `/x.data`, or null for a page without a payload (a member screen). */
  payload: string | null;
  lastId: string | null;
}

interface CaseResult {
  times: number[];
  paintedTimes: number[];
  completeTimes: number[];
  /** Runs in which the service worker fetched the payload from the network after the click (cold: all). */
  payloadFetchedOnClick: number;
}

async function measureCase(
  baseUrl: string,
  target: Target,
  prefetch: boolean,
  repeats: number = REPEATS,
): Promise<CaseResult> {
  const { path, payload } = target;
  const browser = await launchChromium();
  const times: number[] = [];
  const paintedTimes: number[] = [];
  const completeTimes: number[] = [];
  let payloadFetchedOnClick = 0;
  try {
    for (let run = 0; run < repeats; run++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'nb-NO',
        timezoneId: 'Europe/Oslo',
      });
      // Cold: the browser asks to save data, so the header menu does not prefetch when idle
      // (app/site/use-idle.ts) and the click is the first fetch of the payload.
      if (!prefetch)
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }),
        );
      const page = await openHydratedHome(context, baseUrl);
      if (prefetch) {
        // The app's own prefetch: a pointer resting on the link (decision 103). A member
        // screen has no payload (it loads in the browser): its route code is what is prefetched.
        const prefetched = page.waitForResponse((response) => {
          const fetched = new URL(response.url()).pathname;
          return payload === null ? fetched.startsWith('/assets/') : fetched === payload;
        });
        await linkTo(page, path).hover();
        await prefetched;
      }
      // Requests the service worker sends to the network for the payload after the click.
      let fetchedOnClick = false;
      const onRequest = (request: Request) => {
        if (request.serviceWorker() !== null && new URL(request.url()).pathname === payload) fetchedOnClick = true;
      };
      context.on('request', onRequest);
      const clicked = await timeClick(page, target);
      times.push(clicked.rendered);
      paintedTimes.push(clicked.painted);
      completeTimes.push(clicked.complete);
      if (fetchedOnClick) payloadFetchedOnClick += 1;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, paintedTimes, completeTimes, payloadFetchedOnClick };
}

/** What the bench keeps of one page's two cases. */
interface PageNavigation {
  path: string;
  coldMs: number;
  prefetchedMs: number;
  coldRuns: number[];
  prefetchedRuns: number[];
  coldPaintedMs: number;
  prefetchedPaintedMs: number;
  coldCompleteMs: number;
  prefetchedCompleteMs: number;
  coldRunsThatFetched: number | null;
  prefetchedRunsThatFetchedAgain: number | null;
}

/** The click's target on a built site: its h1, its payload file and the last element of its page. */
function targetIn(clientDir: string, path: string): Target {
  const payloadFile = `${path.slice(1)}.data`;
  const html = readFileSync(join(clientDir, `${path.slice(1)}/index.html`), 'utf8');
  return {
    path,
    heading: headingOf(html),
    payload: existsSync(join(clientDir, payloadFile)) ? `/${payloadFile}` : null,
    lastId: lastIdInMain(html),
  };
}

/** Runs of one case added to those before (a control's runs are taken one at a time, in turn). */
function joinCases(a: CaseResult, b: CaseResult): CaseResult {
  return {
    times: [...a.times, ...b.times],
    paintedTimes: [...a.paintedTimes, ...b.paintedTimes],
    completeTimes: [...a.completeTimes, ...b.completeTimes],
    payloadFetchedOnClick: a.payloadFetchedOnClick + b.payloadFetchedOnClick,
  };
}

const NO_RUNS: CaseResult = { times: [], paintedTimes: [], completeTimes: [], payloadFetchedOnClick: 0 };

function pageNavigation(
  target: Target,
  cold: CaseResult,
  prefetched: CaseResult,
  log: (line: string) => void,
  label = '',
): PageNavigation {
  const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
  const result: PageNavigation = {
    path: target.path,
    coldMs: Math.round(median(cold.times) * 10) / 10,
    prefetchedMs: Math.round(median(prefetched.times) * 10) / 10,
    coldRuns: round(cold.times),
    prefetchedRuns: round(prefetched.times),
    coldPaintedMs: Math.round(median(cold.paintedTimes) * 10) / 10,
    prefetchedPaintedMs: Math.round(median(prefetched.paintedTimes) * 10) / 10,
    coldCompleteMs: Math.round(median(cold.completeTimes) * 10) / 10,
    prefetchedCompleteMs: Math.round(median(prefetched.completeTimes) * 10) / 10,
    coldRunsThatFetched: target.payload === null ? null : cold.payloadFetchedOnClick,
    prefetchedRunsThatFetchedAgain: target.payload === null ? null : prefetched.payloadFetchedOnClick,
  };
  const { coldMs, prefetchedMs, coldPaintedMs, prefetchedPaintedMs, coldCompleteMs, prefetchedCompleteMs } = result;
  log(
    `  home → ${target.path}${label}: cold ${coldMs} ms, prefetched ${prefetchedMs} ms; painted ${coldPaintedMs} / ${prefetchedPaintedMs} ms; whole page ${coldCompleteMs} / ${prefetchedCompleteMs} ms (median of ${cold.times.length})`,
  );
  return result;
}

export async function measureNavigation(options: {
  today: string;
  log: (line: string) => void;
  control?: ControlTree | undefined;
}) {
  const pages = await choosePages(options.today);
  options.log('  building the sample venue into build-bench/site…');
  const clientDir = buildBenchSite(options.today);
  const { control } = options;
  const controlDir =
    control === undefined
      ? undefined
      : (options.log(`  building the control's sample venue (${control.rev}) into build-bench/control-site…`),
        buildBenchSite(options.today, control.dir, controlSiteOutDir()));
  const served = await serveBenchSites(controlDir === undefined ? [clientDir] : [clientDir, controlDir], options.today);
  const results: Record<string, PageNavigation> = {};
  const controlResults: Record<string, PageNavigation> = {};
  try {
    for (const [name, path] of pageEntries(pages).filter(([name]) => name !== 'home')) {
      const target = targetIn(clientDir, path);
      if (controlDir === undefined) {
        results[name] = pageNavigation(
          target,
          await measureCase(served.baseUrl, target, false),
          await measureCase(served.baseUrl, target, true),
          options.log,
        );
        continue;
      }
      // Against a control: each run of each case on one site, then on the other (bench/lighthouse.ts runOrder).
      const controlTarget = targetIn(controlDir, path);
      const runs = { this: { cold: NO_RUNS, prefetched: NO_RUNS }, control: { cold: NO_RUNS, prefetched: NO_RUNS } };
      for (const prefetch of [false, true]) {
        const key = prefetch ? 'prefetched' : 'cold';
        for (let run = 0; run < REPEATS; run++) {
          for (const side of runOrder(run)) {
            await served.show(side === 'this' ? 0 : 1);
            runs[side][key] = joinCases(
              runs[side][key],
              await measureCase(served.baseUrl, side === 'this' ? target : controlTarget, prefetch, 1),
            );
          }
        }
      }
      results[name] = pageNavigation(target, runs.this.cold, runs.this.prefetched, options.log);
      controlResults[name] = pageNavigation(
        controlTarget,
        runs.control.cold,
        runs.control.prefetched,
        options.log,
        ` (control ${control?.commit.slice(0, 7) ?? ''})`,
      );
    }
  } finally {
    await served.stop();
  }
  return {
    today: options.today,
    from: '/',
    repeats: REPEATS,
    viewport: '1280 × 800, no CPU or network throttling, loopback',
    prefetchInApp: 'intent: the bench hovers the link and waits for the payload the app prefetches, then clicks',
    note: 'cold runs emulate Save-Data (no idle prefetch of the menu); the service worker answers a prefetched click with the payload it holds (…RunsThatFetched… count runs where it went to the network after the click)',
    pages: results,
    ...(control === undefined
      ? {}
      : {
          control: { rev: control.rev, commit: control.commit, sameDependencies: control.sameDependencies },
          controlPages: controlResults,
        }),
  };
}
