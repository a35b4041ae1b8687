import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { createStaticServer } from '../../scripts/static-server/static-server.ts';

const LOCAL_NODE = resolve('node_modules/.bin/node');

/**
 * Builds a folder's worker as the build does (scripts/post-build/service-worker.ts), on the
 * project's Node: workbox-build does not load inside Playwright's test runner.
 */
function buildServiceWorker(clientDir: string): Promise<void> {
  const script = `import { writeServiceWorker } from './scripts/post-build/service-worker.ts'; await writeServiceWorker(${JSON.stringify(clientDir)});`;
  return new Promise((done, fail) => {
    execFile(existsSync(LOCAL_NODE) ? LOCAL_NODE : process.execPath, ['--input-type=module', '-e', script], (error) =>
      error ? fail(new Error(`Building the worker failed: ${error.message}`)) : done(),
    );
  });
}

// The service worker under test: never blocked here (client-navigation.spec.ts blocks it).
test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('offline, visited pages and the programme still open; a page never visited shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  // Visited with the worker in control: the programme as a document, a film page by a link.
  await page.goto('/kinoprogram');
  await hydrated(page);
  const filmLink = page.locator('main [data-block="program"] .program-film-title a').first();
  const filmPath = (await filmLink.getAttribute('href')) ?? '';
  await filmLink.click();
  await expect(page).toHaveURL(new RegExp(`${filmPath}$`));
  await expect(page.locator('main [data-block="ticket-list"]')).toBeAttached();

  await context.setOffline(true);
  await page.goto('/kinoprogram');
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinoprogram');
  await hydrated(page);
  // Client navigation to the visited film page: its payload comes from the cache.
  await page.locator(`main [data-block="program"] a[href="${filmPath}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${filmPath}$`));
  await expect(page.locator('main [data-block="ticket-list"]')).toBeAttached();

  // A page never visited: as a document, the precached offline page; in the page, the same words.
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er uten nett');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeAttached();
  await page.goto('/kinoprogram');
  await hydrated(page);
  // The header menu's pages are no example: once the menu is idle they are prefetched, and a
  // prefetched payload is kept for offline like a visited one (decision 135). The footer's links
  // prefetch on intent only, which offline reaches nothing. By keyboard: the consent banner
  // (unanswered here) lies over the footer.
  await page.getByRole('navigation', { name: 'Bunnmeny' }).getByRole('link', { name: 'Personvernerklæring' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er uten nett');

  // Back online, the network answers again (network first).
  await context.setOffline(false);
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Du er uten nett');
});

test.describe('a deploy', () => {
  // A site of its own (its own origin, so its own worker), whose files can be swapped for a
  // second deploy the way `npm run build` swaps build/: the server reads the folder per request.
  const base = resolve('test-results-deploys', String(process.pid));
  const current = join(base, 'current');
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    const built = resolve(process.env['FOAJE_OUT_DIR'] ?? 'build', 'client');
    await rm(base, { recursive: true, force: true });
    await mkdir(base, { recursive: true });
    await cp(built, join(base, 'first'), { recursive: true });
    // The second deploy ships a new script chunk, so its worker's precache list differs.
    await cp(built, join(base, 'second'), { recursive: true });
    await writeFile(join(base, 'second', 'assets', 'second-deploy-Zx81q.js'), 'export const deploy = 2;\n');
    await buildServiceWorker(join(base, 'second'));
    // A deploy of a content change: one page's text differs, the code and the worker do not.
    await cp(built, join(base, 'content'), { recursive: true });
    const payload = join(base, 'content', 'personvern.data');
    await writeFile(
      payload,
      // The title as a whole string, however deep the payload's text escapes its quotes, with the
      // soft hyphens the title block puts in a long word (decision 212).
      (await readFile(payload, 'utf8')).replaceAll(
        new RegExp(`(?<="|\\\\")${[...'Personvernerklæring'].join('\u00ad?')}(?=\\\\*")`, 'g'),
        'Personvernerklæring (oppdatert)',
      ),
    );
    await symlink(join(base, 'first'), current);
    server = createStaticServer(current);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(base, { recursive: true, force: true });
  });

  async function deploy(name: 'first' | 'second' | 'content'): Promise<void> {
    await rm(current);
    await symlink(join(base, name), current);
  }

  test('a second deploy’s worker reloads the page exactly once, and the first visit not at all', async ({ page }) => {
    await deploy('first');
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${origin}/`);
    await page.evaluate(() => Object.assign(window, { __firstVisit: true }));
    await controlled(page);
    // The first worker took control without a reload.
    expect(await page.evaluate(() => (window as unknown as { __firstVisit?: boolean }).__firstVisit)).toBe(true);
    expect(loads).toBe(1);

    await deploy('second');
    await page.reload(); // the visitor comes back: the old worker still controls this load
    // The browser finds the new /sw.js; once it has taken over, the page reloads by itself.
    // Installing it means fetching its precache (every script chunk): give it the test's time.
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(3);

    // The new worker controls the page and nothing newer waits: no further reload can come.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const precache = (await caches.keys()).find((name) => name.includes('precache'));
      const urls = precache ? (await (await caches.open(precache)).keys()).map((request) => request.url) : [];
      return {
        controller: navigator.serviceWorker.controller?.state,
        waiting: registration.waiting,
        installing: registration.installing,
        secondDeployCached: urls.some((url) => url.includes('second-deploy-Zx81q.js')),
      };
    });
    expect(state).toEqual({ controller: 'activated', waiting: null, installing: null, secondDeployCached: true });
    await expect(page.locator('main').first()).toBeVisible();
    expect(loads).toBe(3);
  });

  test('a page opened before a deploy navigates after it: the new content, no failed request, no reload', async ({
    page,
  }) => {
    await deploy('first');
    let loads = 0;
    page.on('load', () => (loads += 1));
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.status() >= 400)
        failed.push(`${response.url()} ${String(response.status())}`);
    });
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // A prefetch still under way when its page opens is cancelled by the browser (its link
      // element goes): nothing failed. On a busy machine the keyboard's Enter can beat it.
      const cancelledPrefetch = error === 'net::ERR_ABORTED' && request.headers()['sec-purpose'] === 'prefetch';
      if (request.url().startsWith(origin) && !cancelledPrefetch) failed.push(`${request.url()} ${error}`);
    });
    await page.goto(`${origin}/`);
    await controlled(page);
    await hydrated(page);

    await deploy('content');
    // A footer link (prefetched on intent only, so after the deploy), by keyboard: the consent
    // banner, unanswered here, lies over the footer.
    await page.getByRole('navigation', { name: 'Bunnmeny' }).getByRole('link', { name: 'Personvernerklæring' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/personvern$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personvernerklæring (oppdatert)');
    expect(failed).toEqual([]);
    // The worker is the same file: nothing reloads.
    expect(loads).toBe(1);
  });
});
