/**
 * Navigation: the time from a click on a link to the next page rendered, in Chromium, measured
 * in the page with the Performance API: a mark at the click (capture phase), a mark in the
 * first animation frame after the new page's h1 is in the document, and the measure between.
 *
 * Two cases from the hydrated home page: cold (the next page's payload has never been fetched)
 * and prefetched (the pointer rests on the link first, and the app's own intent prefetch
 * fetches the payload, which the service worker holds for the click). Each five times in a
 * fresh browser context; the median. "Rendered" is the first animation frame after the new
 * page's h1 is in the document; React renders the whole page in that commit.
 * No CPU or network throttling: the machine's own speed over the loopback.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { launchChromium } from '../scripts/chromium.ts';
import { buildBenchSite, choosePages, serveBenchSite } from './bench-site.ts';
import { median } from './lighthouse.ts';

const REPEATS = 5;

/** The text of a built page's h1, to know when the client has rendered it. */
export function headingOf(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

async function openHydratedHome(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  // After hydration the header's sub-menu toggles carry aria-expanded (docs/decisions.md §20).
  await page.waitForFunction(() => document.querySelector('header [aria-expanded]') !== null, undefined, { timeout: 15_000 });
  // A returning visitor's case: the service worker controls the page (it answers the payloads).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  return page;
}

/** Clicks the first link to `path` and resolves with click → rendered in ms (Performance API). */
async function timeClick(page: Page, path: string, heading: string): Promise<number> {
  const measured = page.evaluate(
    ({ path: target, heading: text }) =>
      new Promise<number>((resolveTime) => {
        performance.clearMarks();
        document.addEventListener('click', () => performance.mark('navigation-click'), { capture: true, once: true });
        const check = () => {
          const h1 = document.querySelector('h1');
          if (location.pathname === target && h1?.textContent?.replace(/\s+/g, ' ').trim() === text) {
            observer.disconnect();
            requestAnimationFrame(() => {
              performance.mark('navigation-rendered');
              resolveTime(performance.measure('navigation', 'navigation-click', 'navigation-rendered').duration);
            });
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      }),
    { path, heading },
  );
  await page.locator(`main a[href="${path}"]`).first().click();
  return measured;
}

interface CaseResult {
  times: number[];
  /** Runs in which the service worker fetched the payload from the network after the click (cold: all). */
  payloadFetchedOnClick: number;
}

async function measureCase(baseUrl: string, path: string, heading: string, prefetch: boolean): Promise<CaseResult> {
  const browser = await launchChromium();
  const times: number[] = [];
  let payloadFetchedOnClick = 0;
  const payload = `${path === '/' ? '/_' : path}.data`;
  try {
    for (let run = 0; run < REPEATS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      // Cold: the browser asks to save data, so the header menu does not prefetch when idle
      // (app/site/use-idle.ts) and the click is the first fetch of the payload.
      if (!prefetch) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) }));
      const page = await openHydratedHome(context, baseUrl);
      if (prefetch) {
        // The app's own prefetch: a pointer resting on the link (issue 11 item 5).
        const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === payload);
        await page.locator(`main a[href="${path}"]`).first().hover();
        await prefetched;
      }
      // Requests the service worker sends to the network for the payload after the click.
      let fetchedOnClick = false;
      const onRequest = (request: Request) => {
        if (request.serviceWorker() !== null && new URL(request.url()).pathname === payload) fetchedOnClick = true;
      };
      context.on('request', onRequest);
      times.push(await timeClick(page, path, heading));
      if (fetchedOnClick) payloadFetchedOnClick += 1;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, payloadFetchedOnClick };
}

export async function measureNavigation(options: { today: string; log: (line: string) => void }) {
  const pages = await choosePages(options.today);
  options.log('  building the sample venue into build-bench/site…');
  const clientDir = buildBenchSite(options.today);
  const served = await serveBenchSite(clientDir, options.today);
  const results: Record<
    string,
    { path: string; coldMs: number; prefetchedMs: number; coldRuns: number[]; prefetchedRuns: number[]; coldRunsThatFetched: number; prefetchedRunsThatFetchedAgain: number }
  > = {};
  try {
    for (const [name, path] of Object.entries({ programme: pages.programme, film: pages.film })) {
      const heading = headingOf(readFileSync(join(clientDir, `${path.slice(1)}/index.html`), 'utf8'));
      const cold = await measureCase(served.baseUrl, path, heading, false);
      const prefetched = await measureCase(served.baseUrl, path, heading, true);
      const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
      results[name] = {
        path,
        coldMs: Math.round(median(cold.times) * 10) / 10,
        prefetchedMs: Math.round(median(prefetched.times) * 10) / 10,
        coldRuns: round(cold.times),
        prefetchedRuns: round(prefetched.times),
        coldRunsThatFetched: cold.payloadFetchedOnClick,
        prefetchedRunsThatFetchedAgain: prefetched.payloadFetchedOnClick,
      };
      options.log(`  home → ${path}: cold ${results[name].coldMs} ms, prefetched ${results[name].prefetchedMs} ms (median of ${REPEATS})`);
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
  };
}
