/**
 * Search in Chromium at 390 and 1280 px, over the built site: typing in the header,
 * Bokmål folding, a typo, the keyboard, the /search page with and without scripts, offline
 * after one search, what loads when, analytics after consent, and axe.
 */
import type { Locator, Page } from '@playwright/test';
import { site } from './content.ts';
import { expect, test, answerConsent } from './fixtures.ts';
import { axeViolations } from './axe.ts';

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The header's search field, behind the 'Søk' button in the bar. */
async function headerField(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Søk', exact: true }).click();
  const field = header.getByRole('searchbox', { name: 'Søk på nettstedet' });
  await expect(field).toBeVisible();
  return field;
}

function headerResults(page: Page) {
  return page.getByRole('banner').locator('.search-popup');
}

/** A result's main link (not its 'Kjøp billett'). */
function hit(scope: Locator, title: string | RegExp) {
  return scope.locator('a[data-search-hit]').filter({ hasText: title });
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page, 'denied', { unlessAnswered: true });
});

test('the search code and index load when the field gets focus, never with the page', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/');
  const preloads = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloads.some((href) => href.includes('search-client'))).toBe(false);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((path) => path.startsWith('/search/') || path.includes('search-client'))).toEqual([]);

  const field = await headerField(page);
  await field.focus();
  await expect.poll(() => requests.some((path) => path === '/search/manifest.json')).toBe(true);
  await expect.poll(() => requests.some((path) => /^\/search\/index-[a-f0-9]+\.json$/.test(path))).toBe(true);
  expect(requests.some((path) => path.includes('search-client'))).toBe(true);
});

test(
  'typing the start of a title shows it under the field with its poster, date and ticket button, announced',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/kinoprogram');
    const field = await headerField(page);
    await field.fill('nord');
    const results = headerResults(page);
    const nordlys = hit(results, 'Nordlys over fjorden');
    await expect(nordlys).toBeVisible();
    await expect(nordlys.locator('img')).toHaveAttribute('src', /w=128&h=192/);
    await expect(results.getByRole('heading', { name: 'Filmer' })).toBeVisible();
    await expect(results.getByRole('link', { name: /^Kjøp billett: Nordlys over fjorden/ })).toHaveAttribute(
      'href',
      /\/events\/\d+\/purchase/,
    );
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^\d+ treff$/);
    // Nothing wider than the screen while the results are open.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await page.screenshot({ path: `test-results/search-header-${page.viewportSize()?.width}.png` });
  },
);

test('one letter is not searched yet: nothing shows or is announced until the second', async ({ page }) => {
  await page.goto('/');
  const field = await headerField(page);
  const results = headerResults(page);
  await field.fill('no');
  await expect(hit(results, 'Nordlys over fjorden')).toBeVisible();
  await field.fill('n');
  await expect(results).toBeHidden();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('');
  await field.fill('no');
  await expect(hit(results, 'Nordlys over fjorden')).toBeVisible();
});

test('Bokmål letters fold both ways and one typo is forgiven', async ({ page }) => {
  await page.goto('/');
  const field = await headerField(page);
  const results = headerResults(page);
  for (const [typed, title] of [
    ['kjaerlighet', 'Kjærlighet på vent'],
    ['morketid', 'Mørketid'],
    ['moerketid', 'Mørketid'],
    ['trio blaa', 'Jazzkveld med Trio Blå'],
    ['nordls', 'Nordlys over fjorden'],
  ] as const) {
    await field.fill(typed);
    await expect(
      results.getByRole('link', { name: new RegExp(title) }).first(),
      `"${typed}" finds ${title}`,
    ).toBeVisible();
  }
  await field.fill('konsert');
  await expect(results.getByRole('heading', { name: 'Arrangementer' })).toBeVisible();
});

test('the keyboard moves into the results and back, Escape closes them, Enter opens the search page', async ({
  page,
}) => {
  await page.goto('/');
  const field = await headerField(page);
  await field.fill('nord');
  const results = headerResults(page);
  await expect(hit(results, 'Nordlys over fjorden')).toBeVisible();
  await field.press('ArrowDown');
  await expect(results.locator('a[data-search-hit]').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(results).toBeHidden();
  await expect(field).toBeFocused();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=nord$/);
  await expect(hit(page.getByRole('main'), 'Nordlys over fjorden')).toBeVisible();
});

test('following a result goes to its page', async ({ page }) => {
  await page.goto('/');
  const field = await headerField(page);
  await field.fill('isbryter');
  await hit(headerResults(page), 'Isbryteren').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isbryteren');
  // The results and the search sheet close: the page is not hidden behind them.
  await expect(headerResults(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
});

test('/search?q= restores the query, groups results by kind and is axe-clean', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/search?q=jul');
  const main = page.getByRole('main');
  await expect(main.getByRole('searchbox')).toHaveValue('jul');
  await expect(main.getByRole('status')).toHaveText(/^\d+ treff$/);
  await expect(hit(main, 'Julekonsert med Fjordheim mannskor')).toBeVisible();
  // Typing writes the query back into the address, so it can be shared.
  await main.getByRole('searchbox').fill('mørketid');
  await expect(hit(main, 'Mørketid').first()).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=m%C3%B8rketid$/);
  await page.screenshot({ path: `test-results/search-page-${page.viewportSize()?.width}.png`, fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expectNoAxeViolations(page);
});

test('with the header results open the page is axe-clean', async ({ page }) => {
  await page.goto('/');
  const field = await headerField(page);
  await field.fill('fjord');
  await expect(headerResults(page).locator('a[data-search-hit]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page is a form and an A–Å list of every film and event, æ ø å after z', async ({ page }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    await expect(main.getByRole('search')).toHaveAttribute('action', '/search');
    await expect(main.getByRole('heading', { name: 'Alt i programmet fra A til Å' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Nordlys over fjorden' })).toHaveAttribute(
      'href',
      /^\/nordlys-over-fjorden/,
    );
    const letters = await main.locator('.search-az-letter').allTextContents();
    expect(letters).toEqual([...letters].sort(new Intl.Collator('nb').compare));
    // Bokmål order inside a letter too: o before ø ('Mormors' before 'Mørketid').
    const titles = await main.locator('.search-az-list a').allTextContents();
    expect(titles.indexOf('Mormors hemmelighet')).toBeLessThan(titles.indexOf('Mørketid'));
    expect(titles.indexOf('Mormors hemmelighet')).toBeGreaterThan(-1);
    // The header form submits to the search page too.
    await main.getByRole('searchbox').fill('nord');
    await main.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nord$/);
  });
});

test.describe('analytics', () => {
  test('a search and a result click reach the dataLayer after consent', async ({ page }) => {
    await answerConsent(page, 'granted');
    await page.goto('/');
    const field = await headerField(page);
    await field.fill('isbryteren');
    // Typed before the scripts ran (they start after load, decision 116), the query is searched once they have.
    await expect(hit(headerResults(page), 'Isbryteren')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain('"event":"SEARCH","searchTerm":"isbryteren"');
    await hit(headerResults(page), 'Isbryteren').click();
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain('"event":"SEARCH_RESULT_CLICK","searchTerm":"isbryteren"');
  });

  test('a result’s Kjøp billett reports BUY_TICKET like the programme’s ticket buttons', async ({ page }) => {
    await answerConsent(page, 'granted');
    await page.goto('/');
    const field = await headerField(page);
    await field.fill('nordlys');
    // Keep the checkout from opening: only the report matters here.
    await page.route(/billett\./, (route) => route.abort());
    const buy = headerResults(page).getByRole('link', { name: /^Kjøp billett: Nordlys over fjorden/ });
    const eventId = await buy.getAttribute('data-event-id');
    expect(eventId).toMatch(/^e-\d+$/);
    await buy.click({ modifiers: ['ControlOrMeta'] });
    const events = (await page.evaluate(() => window.dataLayer ?? [])) as Array<Record<string, unknown>>;
    // The SEARCH of the settled query may come before or after: only the purchase is looked at.
    expect(events.filter((entry) => entry['event'] === 'BUY_TICKET')).toEqual([
      {
        event: 'BUY_TICKET',
        id: eventId,
        name: 'Nordlys over fjorden',
        brand: site.title,
        listName: 'Søk',
        category: 'På kino nå',
      },
    ]);
  });

  test('nothing is pushed without consent', async ({ page }) => {
    await page.goto('/');
    const field = await headerField(page);
    await field.fill('isbryteren');
    await hit(headerResults(page), 'Isbryteren').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Isbryteren');
    expect(await page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).not.toContain('SEARCH');
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one search online, search works offline', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/search?q=nord');
    const main = page.getByRole('main');
    await expect(hit(main, 'Nordlys over fjorden')).toBeVisible();

    await context.setOffline(true);
    // Another query as a document: the worker answers with the search page it has.
    await page.goto('/search?q=isbryter');
    await expect(hit(main, 'Isbryteren')).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(/^\d+ treff$/);
    // And the header's field.
    const field = await headerField(page);
    await field.fill('kjaerlighet');
    await expect(hit(headerResults(page), 'Kjærlighet på vent')).toBeVisible();
  });
});
