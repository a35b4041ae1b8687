/**
 * The `test` every browser spec imports (decision 45): Playwright's, with an automatic
 * guard that fails the test on any Content-Security-Policy violation in its pages, so a script,
 * image or call the policy would block in a visitor's browser cannot pass unnoticed. A spec that
 * opens its own context calls {@link guardContext} on it.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const MARK = 'CSP violation:';

/**
 * Reports each violation in the context's pages: a `securitypolicyviolation` listener added
 * before any page script (init scripts run outside the page's policy) logs it to the console,
 * where Chromium's own "Refused to …" lines are caught too. Returns the list it fills.
 */
export async function guardContext(context: BrowserContext): Promise<string[]> {
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

export const test = base.extend<{ cspViolations: string[] }>({
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
 * The page's scripts have run: they start only after `load` and two painted frames (decision
 * 116), so a test of what they do (prefetch on focus, the offline page of a client navigation)
 * waits for them as a visitor's second look would. The header's sub-menu toggles carry
 * `aria-expanded` only once hydrated (header-menu.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.site-header summary[aria-expanded]').first()).toBeAttached({ timeout: 15_000 });
}

/** Where the site keeps the visitor's answer to the analytics banner (app/analytics). */
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
