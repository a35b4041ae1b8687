/**
 * The browser policy (decisions 44–45): the headers `npm run serve` sends, the per-page policy
 * the build writes, and that it holds in Chromium. Every other spec fails on a violation
 * (tests/e2e/fixtures.ts); these show the policy is there to be violated.
 */
import { expect, test } from './fixtures.ts';

test('every answer carries the policy headers, and the login page forbids framing', async ({ request }) => {
  for (const path of ['/logg-inn', '/', '/finnes-ikke', '/sw.js']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('each page limits scripts to its own files and the hashes of its inline scripts', async ({ page }) => {
  await page.goto('/logg-inn');
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(policy).not.toContain("'unsafe-eval'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a script slipped into a page is refused and reported', async ({ page, cspViolations }) => {
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return 'injected' in window;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src-elem blocked inline');
  cspViolations.length = 0; // seen and expected: not a failure of this test
});

test('another page cannot frame the login page', async ({ page, baseURL, cspViolations }) => {
  // `load` waits for the frame too: loaded or refused, not still on its way.
  await page.setContent(`<iframe src="${baseURL ?? ''}/logg-inn" title="ramme"></iframe>`, { waitUntil: 'load' });
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  // Refused, the frame holds the browser's error page; allowed, it would show the form's heading.
  expect(await frame?.getByRole('heading', { name: 'Logg inn' }).count()).toBe(0);
  cspViolations.length = 0; // the refusal may be reported in the framing page: expected here
});

test('the service worker installs and controls the page under the policy', async ({ page }) => {
  await page.goto('/');
  // Installing precaches the site's shell and scripts: longer than one assertion's wait on a busy machine.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 20_000 })
    .toBe('activated');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
