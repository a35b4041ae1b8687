/**
 * The `test` every browser spec imports (decision 45): Playwright's, with an automatic
 * guard that fails the test on any Content-Security-Policy violation in its pages, so a script,
 * image or call the policy would block in a visitor's browser cannot pass unnoticed. A spec that
 * opens its own context calls {@link guardContext} on it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { osloMinuteKey } from '../../app/locale/clock-keys.ts';

const MARK = 'CSP violation:';

/**
 * Reports each violation in the context's pages: a `securitypolicyviolation` listener added
 * before any page script (init scripts run outside the page's policy) logs it to the console,
 * where Chromium's own "Refused to …" lines are caught too. Returns the list it fills.
 */
async function guardContext(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(MARK) || /^Refused to /.test(text)) violations.push(`${message.location().url}: ${text}`);
  });
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`,
      );
    });
  }, MARK);
  return violations;
}

/**
 * The build's day (`YYYYMMDD`): the day its programme calls 'I dag' (app/blocks/parts/clock-parts.tsx),
 * read from the built programme the suite serves.
 */
export function buildDay(): string {
  const html = readFileSync(join(process.env['FOAJE_OUT_DIR'] ?? 'build', 'client/kinoprogram/index.html'), 'utf8');
  const day = /data-rel-day="(\d{8})" data-rel="today"/.exec(html)?.[1];
  if (day === undefined) throw new Error('the built programme names no day "I dag"');
  return day;
}

/** The instant at which Oslo's wall clock reads `time` (`HH:mm`) `plusDays` after `day` (`YYYYMMDD`). */
export function osloTime(day: string, time: string, plusDays = 0): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(
    Number(day.slice(0, 4)),
    Number(day.slice(4, 6)) - 1,
    Number(day.slice(6, 8)) + plusDays,
    hour,
    minute,
  );
  // Oslo is UTC+1 or +2: start from the wall time read as UTC, then correct by what Oslo shows.
  let guess = wall - 3_600_000;
  for (let step = 0; step < 3; step += 1) {
    // The page's own Oslo arithmetic (compared with Intl's for five years in clock-script.test.ts).
    const shown = osloMinuteKey(guess);
    const shownAsUtc = Date.UTC(
      Number(shown.slice(0, 4)),
      Number(shown.slice(4, 6)) - 1,
      Number(shown.slice(6, 8)),
      Number(shown.slice(8, 10)),
      Number(shown.slice(10, 12)),
    );
    guess += wall - shownAsUtc;
  }
  return new Date(guess);
}

export const test = base.extend<{ cspViolations: string[]; visitorClock: 'build-morning' | 'real' }>({
  /**
   * The browser's clock: by default 10:00 in Oslo on the build day, before its first screening,
   * so what a page offers does not depend on the hour the suite runs (the page's clock hides
   * what has started). Time flows from there. clock.spec.ts moves it; `real` leaves it alone.
   */
  visitorClock: ['build-morning', { option: true }],
  page: async ({ page, visitorClock }, use) => {
    if (visitorClock === 'build-morning') await page.clock.install({ time: osloTime(buildDay(), '10:00') });
    await use(page);
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations = await guardContext(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * How many of these elements a visitor sees: on the real clock the page's clock hides a
 * screening whose sale has ended, and the programme's count says what is shown.
 */
export function shownCount(locator: Locator): Promise<number> {
  return locator.evaluateAll((elements) => elements.filter((element) => element.checkVisibility()).length);
}

/** What a test checks of a link: its address and the attributes a purchase link carries. */
export interface LinkFacts {
  href: string | null;
  rel: string | null;
  className: string;
  analytics: string | null;
}

/**
 * The links a locator finds, read in one go. A screening sells out while the suite runs (the
 * runtime API sells by the wall clock, about 20 minutes in), and its 'Kjøp billett' link goes:
 * a loop over `locator.all()` then waited for a link that was no longer there.
 */
export function linksNow(locator: Locator): Promise<LinkFacts[]> {
  return locator.evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      rel: link.getAttribute('rel'),
      className: link.getAttribute('class') ?? '',
      analytics: link.getAttribute('data-analytics'),
    })),
  );
}

/**
 * The page's scripts have run: they start only after `load` and two painted frames (decision
 * 116), so a test of what they do (prefetch on focus, the offline page of a client navigation)
 * waits for them as a visitor's second look would. The header's sub-menu toggles carry
 * `aria-expanded` only once hydrated (header-menu.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.site-header summary[aria-expanded]').first()).toBeAttached({ timeout: 15_000 });
}

/** Where the site keeps the visitor's answer to the analytics banner (app/site/analytics). */
const CONSENT_KEY = 'foaje-analytics-consent';

/**
 * A visitor who has already answered the analytics banner, so it neither covers the page nor
 * takes focus: the answer is stored before the page's scripts run, on every load. With
 * `unlessAnswered`, only where nothing is stored yet, so an answer the test gives in the page
 * survives a reload. A page whose storage is blocked is left as it is.
 */
export async function answerConsent(
  page: Page,
  answer: 'granted' | 'denied' = 'denied',
  { unlessAnswered = false } = {},
): Promise<void> {
  await page.addInitScript(
    ({ key, value, keep }) => {
      try {
        if (!keep || window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // storage blocked (a test of that case): nothing to answer with
      }
    },
    { key: CONSENT_KEY, value: answer, keep: unlessAnswered },
  );
}

/**
 * How many screenings the whole programme lists, over every day: the first document holds its
 * first days, each other day its own page (decision 218), so they are counted in the HTML the
 * server sends for each day link.
 */
export async function programmeTotal(page: Page): Promise<number> {
  const screeningsIn = (html: string) => html.match(/class="program-screening"/g)?.length ?? 0;
  const first = await (await page.request.get('/kinoprogram')).text();
  const pages = [...first.matchAll(/<a href="(\/kinoprogram\/\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1] ?? '');
  let total = screeningsIn(first.split('class="program-more"')[0] ?? first);
  for (const path of new Set(pages)) total += screeningsIn(await (await page.request.get(path)).text());
  return total;
}
