import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// Prefetching and the worker's held payloads (decision 103): the worker under test.
test.use({ serviceWorkers: 'allow' });

/** Opens a page once the service worker controls it (a returning visitor). */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await hydrated(page);
}

/** Paths of the payloads the service worker asks the network for. */
function workerFetches(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() !== null && request.url().includes('.data'))
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('a film link focused on the home page prefetches its page; the worker answers the click without the network', async ({
  page,
  context,
}) => {
  await openControlled(page, '/');
  const link = page.locator('main [data-block="cover-flow"] a[href^="/"]').first();
  const path = (await link.getAttribute('href')) ?? '';
  const payload = `${path}.data`;
  const prefetched = page.waitForResponse((response) => new URL(response.url()).pathname === payload);
  await link.focus();
  await prefetched;

  const fetched = workerFetches(context);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('main h1')).toBeAttached();
  expect(fetched.filter((fetchedPath) => fetchedPath === payload)).toEqual([]);
});

test('the header menu prefetches its pages once the page is idle, never an old path', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const programme = page.waitForRequest((request) => new URL(request.url()).pathname === '/kinoprogram.data');
  await page.goto('/');
  await programme;
  // The spec's 'Kulturprogram' item is /Kulturprogram, an old path of redirects.json: the build
  // writes it as /kulturprogram.
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.startsWith('/Kulturprogram'))).toEqual([]);
});

test('a content page prefetches the menu’s pages one at a time, and no code it already runs', async ({ page }) => {
  // Each commit's links reach a MutationObserver as one batch of records.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { prefetchBatches: string[][] }).prefetchBatches = batches;
    new MutationObserver((records) => {
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'prefetch')
        .map((link) => new URL(link.href).pathname);
      if (added.length > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  const culture = page.waitForRequest((request) => new URL(request.url()).pathname === '/kulturprogram.data');
  await page.goto('/kinoprogram');
  await culture;
  await page.waitForLoadState('networkidle');
  const batches = await page.evaluate(() => (window as unknown as { prefetchBatches: string[][] }).prefetchBatches);
  expect(batches.length).toBeGreaterThan(1);
  for (const batch of batches) expect(batch).toHaveLength(1);
  expect(batches.flat()).toContain('/_.data');
  // The content route's module: loaded by the page itself, preloaded once after load, not again.
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads.filter((href) => /^\/assets\/page-[\w-]{8}\.js$/.test(href))).toHaveLength(1);
});

test('the menu link the content gives as an old path prefetches its page once idle; the worker answers its click', async ({
  page,
  context,
}) => {
  const workerAsked = workerFetches(context);
  await openControlled(page, '/');
  // 'Kulturprogram' is /Kulturprogram in the content, written as /kulturprogram: the worker
  // fetches that payload for the idle prefetch and holds it.
  await expect.poll(() => workerAsked.includes('/kulturprogram.data')).toBe(true);
  const before = workerAsked.length;

  const banner = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? 1280) < 1200) await banner.getByRole('button', { name: 'Meny' }).click();
  await banner.getByRole('link', { name: 'Kulturprogram' }).click();
  await expect(page).toHaveURL(/\/kulturprogram$/);
  await expect(page.locator('main h1')).toBeAttached();
  expect(workerAsked.slice(before).filter((path) => path === '/kulturprogram.data')).toEqual([]);
  expect(workerAsked.filter((path) => path.startsWith('/Kulturprogram'))).toEqual([]);
});

test('leaving home, the menu prefetches home once the next page is idle', async ({ page, context }) => {
  const workerAsked = workerFetches(context);
  await openControlled(page, '/');
  await expect.poll(() => workerAsked.includes('/kinoprogram.data')).toBe(true);
  expect(workerAsked).not.toContain('/_.data');

  await page.locator('main [data-block="cover-flow"] a[href^="/"]').first().click();
  await expect(page.locator('main h1')).toBeAttached();
  // Home's payload (decision 138): prefetched after the click, when the film page is idle.
  await expect.poll(() => workerAsked.includes('/_.data')).toBe(true);
});

test('after the idle prefetch of a page of another route, the head preloads each module once', async ({ page }) => {
  // The login page is a route of its own: the menu's content pages bring the content route's code.
  const culture = page.waitForRequest((request) => new URL(request.url()).pathname === '/kulturprogram.data');
  await page.goto('/logg-inn');
  await culture;
  await page.waitForLoadState('networkidle');
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads.some((href) => /^\/assets\/page-[\w-]{8}\.js$/.test(href))).toBe(true);
  expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
});
