/**
 * The page before its scripts run (decision 116): they start only once the page has loaded and
 * painted, so on a slow phone the visitor reads, follows links and fills the forms of the
 * prerendered HTML for a while; nothing they did there is lost when the scripts take over.
 * The scripts are held back by the test (a gate it opens), not by a clock.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test, answerConsent, programmeTotal } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await answerConsent(page, 'denied', { unlessAnswered: true });
});

/** Holds every script of the site until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the resource timeline', () => {
  // Playwright's installed clock fakes `performance`, whose resource entries are then empty.
  test.use({ visitorClock: 'real' });

  test('no script is fetched before the page has loaded: the first paint waits for the HTML, its stylesheet and first image only', async ({
    page,
  }) => {
    await page.goto('/kinoprogram');
    // Hydrated: 'Vis' closes the filters (a plain button) instead of sending them (in the folded filters).
    await expect(page.locator('.program-filters button[type="button"]', { hasText: 'Vis' })).toBeAttached();
    const { loaded, scripts } = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const js = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'));
      return {
        loaded: navigation?.loadEventStart ?? Number.NaN,
        scripts: js.map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      };
    });
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => script.startTime < loaded)).toEqual([]);
  });
});

test('a programme filter chosen before the scripts have run is applied once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/kinoprogram');
  const form = page.getByRole('form', { name: 'Filtrer kinoprogrammet' });
  await form.locator('summary', { hasText: 'Filtrer' }).click();
  await form.getByLabel('Aldersgrense').selectOption('6');
  release();
  // The scripts download and the two-week programme hydrates only now: longer than one assertion's wait on a busy machine.
  await expect(form.getByRole('button', { name: 'Nullstill' })).toBeEnabled({ timeout: 20_000 });
  await expect(form.getByLabel('Aldersgrense')).toHaveValue('6');
  await expect(page).toHaveURL(/\?alder=6$/);
  await expect(page.locator('.program-count')).toHaveText(/vises$/);
  const forSix = await page.locator('.program-screening').count();
  expect(forSix).toBeGreaterThan(0);
  // Over every day of the programme, those its first document does not hold included.
  expect(forSix).toBeLessThan(await programmeTotal(page));
});

test('a sign-up typed before the scripts run is sent once they have; before, the form cannot be sent', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/registrer');
  const send = page.getByRole('button', { name: 'Opprett konto' });
  await page.getByLabel('Navn').fill('Tidlig Medlem');
  await page.getByLabel('E-postadresse').fill(`tidlig-${Date.now()}@example.no`);
  await page.getByLabel('Passord').fill('et-langt-passord');
  // Sent now, the form would post to the static site, which answers 405.
  await expect(send).toBeDisabled();
  release();
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await send.click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min side' })).toBeVisible();
});

test(
  'before the scripts run the phone menu opens and its links are plain links',
  { tag: '@phone' },
  async ({ page }) => {
    const release = await holdScripts(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Meny' }).click();
    const programme = page.getByRole('banner').getByRole('link', { name: 'Kinoprogram', exact: true });
    await expect(programme).toBeVisible();
    await programme.click();
    await expect(page).toHaveURL(/\/kinoprogram$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinoprogram');
    release();
  },
);

test('a search typed into the header before the scripts run is carried on once they have', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Søk', exact: true }).click();
  const field = header.getByRole('searchbox', { name: 'Søk på nettstedet' });
  await field.fill('isbryter');
  release();
  const results = header.locator('.search-popup');
  await expect(results.locator('a[data-search-hit]').filter({ hasText: 'Isbryteren' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(field).toHaveValue('isbryter');
  await expect(field).toBeFocused();
});

test('the header’s search form is hydrated in place: the element typed into before the scripts run is the one they take over', async ({
  page,
}) => {
  // Marks the header's search form and field the moment the parser makes them, long before the
  // site's scripts run, with a property only those elements carry: an element made anew by the
  // scripts would not have it.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const field = document.querySelector('header form[role="search"] input[type="search"]');
      if (!(field instanceof HTMLInputElement) || field.form === null) return;
      observer.disconnect();
      Object.assign(field, { madeByTheParser: true });
      Object.assign(field.form, { madeByTheParser: true });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  /** Whether the header's search form and its field are the elements the parser made. */
  const sameElements = () =>
    page.evaluate(() => {
      const field = document.querySelector('header form[role="search"] input[type="search"]');
      return [field, field instanceof HTMLInputElement ? field.form : null].map(
        (element) => element !== null && 'madeByTheParser' in element,
      );
    });
  const release = await holdScripts(page);
  await page.goto('/');
  expect(await sameElements()).toEqual([true, true]);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Søk', exact: true }).click();
  const field = header.getByRole('searchbox', { name: 'Søk på nettstedet' });
  await field.fill('isbry');
  release();
  await hydrated(page);
  // The live field's results for what was typed: the scripts have taken the form over.
  const results = header.locator('.search-popup');
  await expect(results.locator('a[data-search-hit]').filter({ hasText: 'Isbryteren' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await sameElements()).toEqual([true, true]);
  await expect(field).toHaveValue('isbry');
  await expect(field).toBeFocused();
  // Typing goes on from what was there, with the live field's results.
  await field.press('End');
  await field.pressSequentially('ter');
  await expect(field).toHaveValue('isbryter');
  await expect(results.locator('a[data-search-hit]').filter({ hasText: 'Isbryteren' })).toBeVisible();
  expect(await sameElements()).toEqual([true, true]);
});
