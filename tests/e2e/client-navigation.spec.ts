import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// Route interception sees the page's own requests only when no service worker answers them;
// the worker has its own spec (offline.spec.ts).
test.use({ serviceWorkers: 'block' });

/**
 * Marks the document, so a test can tell a client navigation (mark kept) from a full load. Once
 * hydrated: before, the scripts have not run (decision 116) and every link is a plain link.
 */
async function markDocument(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** The main menu's link to a path, opening the phone menu first when it is folded away. */
async function menuLink(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  if ((page.viewportSize()?.width ?? 1280) < 1200) await menu.getByRole('button', { name: 'Meny' }).click();
  return menu.getByRole('link', { name, exact: true });
}

test('a redirected path served as a page by the host still lands on its target, query kept', async ({ page }) => {
  // A host without the redirect table that finds kulturprogram/index.html for /Kulturprogram
  // (a case-insensitive file system): the browser side applies the table on first load.
  await page.route(/\/Kulturprogram(\?|$)/, async (route) => {
    const response = await route.fetch({
      url: new URL('/kulturprogram', route.request().url()).toString(),
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
  await page.goto('/Kulturprogram?utm_source=plakat');
  // The browser side does it: its scripts start after the page has loaded (decision 116).
  await hydrated(page);
  await expect(page).toHaveURL(/\/kulturprogram\?utm_source=plakat$/);
  await expect(page.locator('main [data-block="culture-program"]')).toBeAttached();
});

test('the menu links the culture programme at /kulturprogram, never its old path /Kulturprogram', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The spec's menu item is /Kulturprogram, an old path of redirects.json: the build writes its
  // target. The table arrives after the click (a slow network), within the navigation's wait for it.
  let sendTable = () => {};
  const clicked = new Promise<void>((resolve) => (sendTable = resolve));
  await page.route('**/redirects.json', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto('/');
  await markDocument(page);
  const link = await menuLink(page, 'Kulturprogram');
  await expect(link).toHaveAttribute('href', '/kulturprogram');
  await link.click();
  await page.waitForTimeout(300);
  sendTable();
  await expect(page).toHaveURL(/\/kulturprogram$/);
  await expect(page.locator('main [data-block="culture-program"]')).toBeAttached();
  expect(await sameDocument(page)).toBe(true);
  expect(asked).toContain('/kulturprogram.data');
  expect(asked.filter((path) => path.startsWith('/Kulturprogram'))).toEqual([]);
});

test('the redirect table is one file, asked for once per visit, not carried in the pages’ payloads', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/');
  await markDocument(page);
  await expect.poll(() => asked.filter((path) => path === '/redirects.json').length).toBe(1);
  await (await menuLink(page, 'Kinoprogram')).click();
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await (await menuLink(page, 'Kulturprogram')).click();
  await expect(page).toHaveURL(/\/kulturprogram$/);
  expect(asked.filter((path) => path === '/redirects.json')).toHaveLength(1);
  // The old paths are in no payload: the site links none of them (the menu's /Kulturprogram is
  // written as /kulturprogram).
  const payload = await (await page.request.get('/kinoprogram.data')).text();
  expect(payload).not.toContain('"/Kulturprogram"');
  expect(payload).not.toContain('"/jubileum"');
  expect(payload).not.toContain('"/om-oss"');
});

test('without its redirect table the site still works: the error is logged, and an old path shows its target through the host', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/redirects.json', (route) => route.abort());
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => errors.some((text) => text.startsWith('The redirect table could not be loaded'))).toBe(true);
  // A link to an old path (the site writes none; one slipped into the page): the host's redirect
  // of its payload answers the router (the address may stay old).
  await page.locator('main').evaluate((main) => {
    const link = document.createElement('a');
    link.href = '/program';
    link.textContent = 'det gamle programmet';
    main.prepend(link);
  });
  await page.locator('main').getByRole('link', { name: 'det gamle programmet' }).click();
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinoprogram');
});

test('a link inside an article is followed in the page, and one to an old address is redirected', async ({ page }) => {
  await page.goto('/aldersgrenser');
  await markDocument(page);
  await page.locator('main').getByRole('link', { name: 'kinoprogrammet' }).click();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  expect(await sameDocument(page)).toBe(true);

  // An editor's link to an address that moved (`/program` → `/kinoprogram` in redirects.json).
  await page.goto('/aldersgrenser');
  await markDocument(page);
  await page
    .locator('main [data-block="text"] p')
    .first()
    .evaluate((paragraph) => {
      const link = document.createElement('a');
      link.href = '/program';
      link.textContent = 'det gamle programmet';
      paragraph.append(' ', link);
    });
  await page.locator('main').getByRole('link', { name: 'det gamle programmet' }).click();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  expect(await sameDocument(page)).toBe(true);
});

test('a page whose payload takes 1500 ms shows a loading state after 1000 ms, then the page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.route('**/kinoprogram.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Recorded in the page as it happens (a 500 ms window is too short to poll for reliably):
  // when the click came, when the loading state showed and what it looked like, when the page came.
  await page.evaluate(() => {
    const seen: {
      clicked?: number;
      shown?: number;
      visible?: boolean;
      busy?: boolean;
      header?: boolean;
      arrived?: number;
    } = {};
    Object.assign(window, { __seen: seen });
    document.addEventListener('click', () => (seen.clicked ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((el) =>
        el.textContent.includes('Laster inn siden'),
      );
      if (status && seen.shown === undefined) {
        seen.shown = performance.now();
        seen.visible = status.checkVisibility();
        seen.busy = document.querySelector('main [aria-busy="true"]')?.checkVisibility() ?? false;
        seen.header = document.querySelector('header nav') !== null;
      }
      if (document.querySelector('main [data-block="program"]')) seen.arrived ??= performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await (await menuLink(page, 'Kinoprogram')).click();
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(page.getByRole('status').filter({ hasText: 'Laster inn siden' })).toHaveCount(0);

  const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number | boolean> }).__seen);
  // A visible status (announced by screen readers), the page area busy, the header still there,
  expect(seen).toMatchObject({ visible: true, busy: true, header: true });
  // shown no sooner than 1000 ms after the click, and before the page came.
  expect(Number(seen['shown']) - Number(seen['clicked'])).toBeGreaterThanOrEqual(1000);
  expect(Number(seen['shown'])).toBeLessThan(Number(seen['arrived']));
});

test('the header and footer stay the same elements from a content page to a member page and back, marking where the visitor is', async ({
  page,
}) => {
  await page.goto('/');
  await markDocument(page);
  const frameKept = () =>
    page.evaluate(() => {
      const marked = (element: Element | null) => (element as { __frame?: boolean } | null)?.__frame === true;
      return marked(document.querySelector('body > header')) && marked(document.querySelector('body > footer'));
    });
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body > header, body > footer'))
      Object.assign(element, { __frame: true });
  });

  await page.getByRole('banner').getByRole('link', { name: 'Logg inn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logg inn' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await frameKept()).toBe(true);

  const programme = await menuLink(page, 'Kinoprogram');
  await programme.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kinoprogram' })).toBeVisible();
  expect(await frameKept()).toBe(true);
  await expect(
    page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kinoprogram', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a payload that fails to load is logged, then the page is loaded in full while online', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/');
  await markDocument(page);
  await page.route('**/kinoprogram.data*', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  const fullLoad = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/kinoprogram',
  );
  await (await menuLink(page, 'Kinoprogram')).click();
  await fullLoad;
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  expect(await sameDocument(page)).toBe(false);
  expect(logged).toContain('Loading the component/JSON/Layout for /kinoprogram failed');
});

test('a page without a payload logs "A page wasn\'t found" and the host shows its not-found page', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/aldersgrenser');
  await hydrated(page);
  await page
    .locator('main [data-block="text"] p')
    .first()
    .evaluate((paragraph) => {
      const link = document.createElement('a');
      link.href = '/finnes-ikke-lenger';
      link.textContent = 'en side som er borte';
      paragraph.append(' ', link);
    });
  const fullLoad = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.url().endsWith('/finnes-ikke-lenger'),
  );
  await page.locator('main').getByRole('link', { name: 'en side som er borte' }).click();
  expect((await fullLoad).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  expect(logged).toContain("A page wasn't found");
});

test('offline, a page that cannot be loaded shows the offline page instead of a broken one', async ({
  page,
  context,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  await context.setOffline(true);
  await (await menuLink(page, 'Kinoprogram')).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er uten nett');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeAttached();
  expect(await sameDocument(page)).toBe(true);
  expect(logged).toContain('Loading the component/JSON/Layout for /kinoprogram failed');

  // Back online, 'Prøv igjen' loads the page.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Prøv igjen' }).click();
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
});
