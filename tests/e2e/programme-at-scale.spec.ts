/**
 * The programme of a multiplex, 40 film screenings a day over 14 days (the suite's second site,
 * scale-venue-server.ts): the first document holds the first screenings, each other day a page of
 * its own, fetched when a day, a filter or a scroll asks for it (decision 218).
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { answerConsent, expect, hydrated, test } from './fixtures.ts';
import { scaleVenueUrl } from './scale-venue.ts';

test.use({ baseURL: scaleVenueUrl() });

const programme = (page: Page) => page.locator('main [data-block="program"]');
const dayLinks = (page: Page) => page.getByRole('navigation', { name: 'Gå til dag' }).getByRole('link');
const form = (page: Page) => page.getByRole('form', { name: 'Filtrer kinoprogrammet' });

/** Errors the page logs or throws, a hydration mismatch among them; failed image and API loads left out. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' && !/Failed to load resource|Failed to fetch/.test(text)) errors.push(text);
  });
  return errors;
}

/** The dates (`YYYY-MM-DD`) of the day sections a document's HTML holds, as the server sent it. */
async function daysInDocument(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<section class="program-day" id="program-(\d{4}-\d{2}-\d{2})"/g)].map(
    (match) => match[1] ?? '',
  );
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

test('the first day renders with its ticket buttons, from a document that holds only the first screenings @phone', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/kinoprogram');
  const first = programme(page).locator('.program-day').first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText('I dag');
  await expect(first.getByRole('link', { name: /^Kjøp billett/ }).first()).toBeInViewport({ ratio: 0.5 });
  // 560 screenings over the horizon; the document holds the first film or films, not the days.
  const html = await (await page.request.get('/kinoprogram')).text();
  const screenings = html.match(/class="program-screening"/g)?.length ?? 0;
  expect(screenings).toBeGreaterThan(0);
  expect(screenings).toBeLessThan(24);
  // Every day of the horizon has its link.
  await expect(dayLinks(page)).toHaveCount(14);
  await hydrated(page);
  expect(errors).toEqual([]);
});

test('a day far ahead shows when its link is chosen, and again offline once visited @phone', async ({
  page,
  context,
}) => {
  const errors = pageErrors(page);
  await page.goto('/kinoprogram');
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Visited with the worker in control: the programme's document is in its cache.
  await page.reload();
  await hydrated(page);
  const link = dayLinks(page).nth(10);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/kinoprogram\/\d{4}-\d{2}-\d{2}$/);
  const date = href.slice(-10);
  expect(await daysInDocument(page, '/kinoprogram')).not.toContain(date);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const day = programme(page).locator(`#program-${date}`);
  await expect(day.getByRole('link', { name: /^Kjøp billett/ }).first()).toBeVisible();
  // A client navigation commits the first films first and the rest right after (decision 122).
  await expect.poll(() => day.locator('.program-screening').count()).toBeGreaterThanOrEqual(30);
  const shown = await day.locator('.program-screening').count();

  await context.setOffline(true);
  await page.goto('/kinoprogram');
  await hydrated(page);
  await dayLinks(page).nth(10).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(programme(page).locator(`#program-${date} .program-screening`)).toHaveCount(shown);
  await context.setOffline(false);
  expect(errors).toEqual([]);
});

test('a filter finds screenings on days the first document does not hold @phone', async ({ page }) => {
  const errors = pageErrors(page);
  const held = await daysInDocument(page, '/kinoprogram');
  await page.goto('/kinoprogram');
  await hydrated(page);
  await form(page).locator('summary', { hasText: 'Filtrer' }).click();
  const checkbox = form(page).getByLabel('Norsk tale', { exact: true });
  await checkbox.check();
  await expect(page.locator('.program-count')).toHaveText(/^\d+ forestillinger vises$/);
  // The fetched days render in a background render after the count: wait for them.
  const days = programme(page).locator('.program-day');
  const notHeld = async () =>
    (await days.evaluateAll((sections) => sections.map((section) => section.id.slice('program-'.length)))).filter(
      (date) => !held.includes(date),
    ).length;
  await expect.poll(notHeld).toBeGreaterThan(5);
  // Every screening shown has the fact, and the count says how many are shown.
  const screenings = programme(page).locator('.program-screening');
  const count = Number((await page.locator('.program-count').textContent())?.split(' ')[0]);
  await expect(screenings).toHaveCount(count);
  expect(
    await screenings.filter({ hasNot: page.locator('.block-features li', { hasText: 'Norsk tale' }) }).count(),
  ).toBe(0);
  expect(errors).toEqual([]);
});

test('a scroll to the end of the first screenings brings the rest of the day, then the next @phone', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  await hydrated(page);
  const films = programme(page).locator('.program-film');
  const before = await films.count();
  await page.locator('.program-more').scrollIntoViewIfNeeded();
  await expect.poll(() => films.count()).toBeGreaterThan(before);
  await page.locator('.program-more').scrollIntoViewIfNeeded();
  await expect(programme(page).locator('.program-day')).not.toHaveCount(1);
});

// What a visitor without JavaScript reaches does not depend on the screen's width: run once.
test('without JavaScript every day of the programme is reached by its link', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: scaleVenueUrl() });
  const page = await context.newPage();
  await page.goto('/kinoprogram');
  const links = await dayLinks(page).evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  expect(links).toHaveLength(14);
  // Each link's page, as the server sends it, holds its day with screenings.
  for (const href of links) {
    const date = /(\d{4}-\d{2}-\d{2})$/.exec(href)?.[1] ?? '';
    const html = await (await page.request.get(href.startsWith('#') ? '/kinoprogram' : href)).text();
    const section = html.split(`id="program-${date}"`)[1]?.split('<section class="program-day"')[0] ?? '';
    expect(section.match(/class="program-screening"/g)?.length ?? 0, href).toBeGreaterThan(0);
  }
  // The day the first document holds only in part: followed, its page holds it whole.
  await page.locator('.program-more a').click();
  await expect(page).toHaveURL(/\/kinoprogram\/\d{4}-\d{2}-\d{2}$/);
  expect(await programme(page).locator('.program-screening').count()).toBeGreaterThanOrEqual(30);
  await context.close();
});
