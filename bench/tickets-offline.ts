/**
 * `npm run bench -- --only tickets-offline`: "Mine billetter" at the door with no signal. A
 * member logs in once online on a 390 px phone (the service worker active, the tickets kept on
 * the device), then the network goes and the page is reloaded five times: each time, how long from
 * the reload's start (the new document's time origin) to the first frame that shows a ticket's QR
 * code. The median is the figure (docs/performance.md). Figures, not pass/fail.
 */
import { osloToday } from '../app/content/today.ts';
import { launchChromium } from '../scripts/chromium.ts';
import { DOOR_MEMBERS } from '../local-services/partner-api/seed.ts';
import { buildBenchSite, PHONE_VISITOR, serveBenchSite } from './bench-site.ts';

const RELOADS = 5;
const CONSENT_KEY = 'foaje-analytics-consent';

export interface TicketsOfflineResult {
  viewport: string;
  /** Whether a service worker controlled every offline reload (the figure means nothing otherwise). */
  serviceWorkerControlled: boolean;
  /** Milliseconds from each reload's start to the first frame with a QR code, in run order. */
  reloadToQrMs: number[];
  medianMs: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function measureTicketsOffline(options: {
  today: string;
  log: (line: string) => void;
}): Promise<TicketsOfflineResult> {
  const clientDir = buildBenchSite(options.today);
  // The partner API seeds the tickets from its own today: the real one, so that the browser,
  // whose clock is real, finds them still to come (a past ticket is never kept).
  const site = await serveBenchSite(clientDir, osloToday(new Date()));
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE_VISITOR, serviceWorkers: 'allow' });
    await context.addInitScript((key) => {
      try {
        window.localStorage.setItem(key, 'denied');
      } catch {
        // no storage: the banner shows, the figure is still taken
      }
      // The first frame in which a ticket's QR code is laid out, in this document's time.
      const watch = (at: number) => {
        const qr = document.querySelector('.member-ticket-qr svg');
        if (qr !== null && qr.getBoundingClientRect().width > 0)
          Object.assign(window, { qrVisibleAt: at, controlled: navigator.serviceWorker.controller !== null });
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, CONSENT_KEY);
    const page = await context.newPage();
    const member = DOOR_MEMBERS.phone[0];
    await page.goto(`${site.baseUrl}/logg-inn`);
    await page.getByLabel('E-postadresse').fill(member.email);
    await page.getByLabel('Passord').fill(member.password);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.locator('.member-ticket').first().waitFor({ timeout: 60_000 });
    await page
      .waitForFunction(async () => (await caches.match('/mine-billetter')) !== undefined, undefined, {
        timeout: 60_000,
      })
      .catch(async (error: unknown) => {
        const state = await page.evaluate(async () => ({
          registration: (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none',
          caches: await caches.keys(),
          kept: localStorage.getItem('foaje-tickets') !== null,
        }));
        throw new Error(`The tickets page was not kept for offline: ${JSON.stringify(state)}`, { cause: error });
      });
    // A member comes back offline later, when the worker that serves the page is active; right
    // after the first visit it may still be precaching, and a reload then reaches the network.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const heard: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') heard.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => heard.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
    await context.setOffline(true);
    const reloadToQrMs: number[] = [];
    let controlled = true;
    for (let run = 0; run < RELOADS; run++) {
      await page.reload();
      await page
        .waitForFunction(() => 'qrVisibleAt' in window, undefined, { timeout: 60_000 })
        .catch(async (error: unknown) => {
          // What the member saw instead: kept beside the Lighthouse reports (build-bench/ is ignored).
          await page.screenshot({ path: 'build-bench/tickets-offline-failed.png' });
          const text = await page.evaluate(async () => {
            const state = {
              worker: navigator.serviceWorker.controller?.state ?? 'none',
              keptPageMatches: (await caches.match('/mine-billetter')) !== undefined,
            };
            return `${JSON.stringify(state)} ${document.body.innerText.slice(0, 300)}`;
          });
          throw new Error(`No QR code after an offline reload; the page said: ${text}; heard: ${heard.join(' | ')}`, {
            cause: error,
          });
        });
      const seen = await page.evaluate(() => {
        const marks = window as unknown as { qrVisibleAt: number; controlled: boolean };
        return { qrVisibleAt: marks.qrVisibleAt, controlled: marks.controlled };
      });
      reloadToQrMs.push(Math.round(seen.qrVisibleAt));
      controlled &&= seen.controlled;
      options.log(`  reload ${String(run + 1)}: QR code after ${String(Math.round(seen.qrVisibleAt))} ms`);
    }
    await context.close();
    const result = {
      viewport: '390x844 @2x, offline, service worker active',
      serviceWorkerControlled: controlled,
      reloadToQrMs,
      medianMs: median(reloadToQrMs),
    };
    options.log(`  median of ${String(RELOADS)}: ${String(result.medianMs)} ms`);
    return result;
  } finally {
    await browser.close();
    await site.stop();
  }
}
