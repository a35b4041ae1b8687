/**
 * The programme follows the visitor's clock (app/site/clock): what has started is not offered,
 * days before the visitor's are gone, 'I dag' and 'I morgen' name the visitor's days, and an
 * open tab corrects itself. The browser's clock is Playwright's; the device's time zone is not
 * Oslo's, so only the page's own Oslo arithmetic can get it right.
 */
import type { Page } from '@playwright/test';
import { answerConsent, buildDay, expect, hydrated, osloTime, test } from './fixtures.ts';

// The device is not in Oslo: only the page's own Oslo arithmetic can get the days right.
test.use({ timezoneId: 'America/New_York', visitorClock: 'real' });

const oslo = osloTime;

function dayKeyAfter(day: string, plusDays: number): string {
  const date = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + plusDays),
  );
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

const programDays = (page: Page) => page.locator('main .program-day:visible');
const dayHeadings = (page: Page) => programDays(page).locator('.program-day-heading');
const buyLinks = (page: Page) => page.locator('main').getByRole('link', { name: /^Kjøp billett/ });

/** Whatever the page showed, React hydrated it without a mismatch (production React reports it as an error). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #4(18|19|21|23|25)/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

test('at 22:00 on the build day nothing of the day is offered, and the day says so with a way on', async ({ page }) => {
  const day = buildDay();
  const errors = hydrationErrors(page);
  await page.clock.install({ time: oslo(day, '22:00') });
  await page.goto('/kinoprogram');
  const today = page.locator(`main .program-day[data-day="${day}"]`);
  // The default view neither shows nor counts the emptied day, nor links to it: tomorrow and the
  // day after show, tomorrow first.
  await expect(today).toBeHidden();
  await expect(programDays(page)).toHaveCount(2);
  await expect(dayHeadings(page).first()).toHaveText('I morgen', { useInnerText: true });
  await expect(programDays(page).nth(1)).toHaveAttribute('data-day', dayKeyAfter(day, 2));
  const dayLinks = page.getByRole('navigation', { name: 'Gå til dag' }).getByRole('link');
  await expect(dayLinks.first()).toHaveText('I morgen', { useInnerText: true });
  expect(await dayLinks.allInnerTexts()).not.toContain('I dag');

  // A filtered view lists every day it matches: the emptied day says so, with a way on.
  await page.goto('/kinoprogram?alder=15');
  await hydrated(page);
  await expect(today.locator('.program-day-heading')).toHaveText('I dag', { useInnerText: true });
  await expect(today.locator('.program-screening:visible')).toHaveCount(0);
  await expect(today.getByText('Ingen flere visninger i dag.')).toBeVisible();
  // The way on: tomorrow's section, named as the visitor's day.
  await today.getByRole('link', { name: 'Neste visninger: I morgen' }).click();
  await expect(page).toHaveURL(
    new RegExp(`#program-${dayKeyAfter(day, 1).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')}$`),
  );
  expect(errors).toEqual([]);

  // The home page's schedule: its featured screenings of the day are gone too.
  await page.goto('/');
  const schedule = page.locator('main [data-block="schedule"]');
  await expect(schedule.locator(`.schedule-day[data-day="${day}"] .schedule-event:visible`)).toHaveCount(0);
  await expect(schedule.locator('.schedule-day:visible h3').first()).toHaveText('I dag', { useInnerText: true });
  await expect(
    schedule.locator('.schedule-day:visible').first().getByText('Ingen flere visninger i dag.'),
  ).toBeVisible();
});

test('at 14:15 on the build day the screenings that started are gone and the rest are for sale', async ({ page }) => {
  const day = buildDay();
  await page.clock.install({ time: oslo(day, '14:15') });
  await page.goto('/kinoprogram');
  const today = page.locator(`main .program-day[data-day="${day}"]`);
  const times = await today.locator('.program-screening:visible .program-time').allInnerTexts();
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) expect(time > '14:15', time).toBe(true);
  await expect(today.locator('.program-screening', { hasText: '14:00' })).toBeHidden();
  await expect(today.locator('.program-screening', { hasText: '14:30' }).first()).toBeVisible();
  await expect(today.getByRole('link', { name: /^Kjøp billett/ }).first()).toBeVisible();
  await expect(today.getByText('Ingen flere visninger i dag.')).toBeHidden();

  // Filtered to the day, the count is of what is shown: the started screenings are not in it.
  await page.goto(`/kinoprogram?dag=${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`);
  await hydrated(page);
  const shown = await page.locator('main .program-screening:visible').count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.locator('main .program-count')).toHaveText(`${shown} forestillinger vises`);
});

test('two days after the build, its first two days are gone and "I dag" is the visitor\'s day', async ({ page }) => {
  const day = buildDay();
  const errors = hydrationErrors(page);
  await page.clock.install({ time: oslo(day, '12:00', 2) });
  await page.goto('/kinoprogram');
  const visitorDay = dayKeyAfter(day, 2);
  await expect(dayHeadings(page).first()).toHaveText('I dag', { useInnerText: true });
  await expect(programDays(page).first()).toHaveAttribute('data-day', visitorDay);
  await expect(dayHeadings(page).nth(1)).toHaveText('I morgen', { useInnerText: true });
  await expect(page.locator(`main .program-day[data-day="${day}"]`)).toBeHidden();
  await expect(page.locator(`main .program-day[data-day="${dayKeyAfter(day, 1)}"]`)).toBeHidden();
  // The day links and the day filter offer no day before the visitor's.
  const chips = page.getByRole('navigation', { name: 'Gå til dag' }).getByRole('link');
  await expect(chips.first()).toHaveText('I dag', { useInnerText: true });
  await expect(chips.nth(1)).toHaveText('I morgen', { useInnerText: true });
  const options = page.locator(`main select[name="dag"] option[data-day]`);
  const shownOptions = await options.evaluateAll((all) =>
    all
      .filter((option) => getComputedStyle(option).display !== 'none')
      .map((option) => option.getAttribute('data-day')),
  );
  expect(shownOptions[0]).toBe(visitorDay);
  // Nothing offered has started: every visible screening of the visitor's day is after noon.
  const times = await programDays(page).first().locator('.program-screening:visible .program-time').allInnerTexts();
  for (const time of times) expect(time >= '12:01', time).toBe(true);
  await hydrated(page);
  expect(errors).toEqual([]);

  // The culture programme, a day later: an event whose only date was the build's third day has left the list.
  await page.clock.setSystemTime(oslo(day, '12:00', 3));
  await page.goto('/kulturprogram');
  await expect(page.locator('main .culture-program-item:visible', { hasText: 'Kinoquiz' })).toHaveCount(0);
  await expect(page.locator('main .culture-program-ticket:visible').first()).toBeVisible();
});

test('a tab left open corrects itself when a screening starts and when midnight passes', async ({ page }) => {
  const day = buildDay();
  await page.clock.install({ time: oslo(day, '21:29') });
  await page.goto('/kinoprogram');
  await hydrated(page);
  const today = page.locator(`main .program-day[data-day="${day}"]`);
  const last = today.locator('.program-screening', { hasText: '21:30' });
  await expect(last).toBeVisible();
  await page.clock.runFor('01:30');
  await expect(last).toBeHidden();
  // Emptied, the day leaves the default view: tomorrow comes first.
  await expect(today).toBeHidden();
  await expect(dayHeadings(page).first()).toHaveText('I morgen', { useInnerText: true });

  // 23:59 → 00:01: the build's day goes, tomorrow becomes 'I dag'.
  await page.clock.runFor('02:29:00');
  await expect(dayHeadings(page).first()).toHaveText('I morgen', { useInnerText: true });
  await page.clock.runFor('02:00');
  await expect(programDays(page).first()).toHaveAttribute('data-day', dayKeyAfter(day, 1));
  await expect(dayHeadings(page).first()).toHaveText('I dag', { useInnerText: true });
  await expect(dayHeadings(page).nth(1)).toHaveText('I morgen', { useInnerText: true });
});

test('a purchase clicked in the second its sale ends is not followed and reports no BUY_TICKET', async ({ page }) => {
  const day = buildDay();
  await answerConsent(page, 'granted');
  await page.clock.install({ time: oslo(day, '18:29') });
  await page.goto('/kinoprogram');
  await hydrated(page);
  const screening = page.locator(`main .program-day[data-day="${day}"] .program-screening`, { hasText: '18:30' });
  const buy = screening.getByRole('link', { name: /^Kjøp billett/ });
  await expect(buy).toBeVisible();
  // The time moves past the start without the page's timers running: the sheet is a minute old.
  await page.clock.setSystemTime(oslo(day, '18:30'));
  await expect(buy).toBeVisible();
  await buy.click();
  await expect(buy).toBeHidden();
  await expect(page).toHaveURL(/\/kinoprogram/);
  const reported = await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? []));
  expect(reported).not.toContain('BUY_TICKET');
  // A screening still on sale is followed to the checkout (another host: answered here).
  await page.route(/\/purchase/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'checkout' }),
  );
  const later = page
    .locator(`main .program-day[data-day="${day}"] .program-screening`, { hasText: '19:15' })
    .getByRole('link', { name: /^Kjøp billett/ });
  await Promise.all([page.waitForURL(/\/purchase/), later.click()]);
});

test("a film page drops the build's past days, and every list says when nothing is left", async ({ page }) => {
  const day = buildDay();
  await page.clock.install({ time: oslo(day, '12:00', 2) });
  await page.goto('/kinoprogram');
  const film = page.locator('main .program-film:visible a').first();
  await film.click();
  const tickets = page.locator('main [data-block="ticket-list"]');
  await expect(tickets.locator('.ticket-list-day:visible h3').first()).toHaveText(
    /^(I dag|I morgen|\p{Lu}\p{Ll}+dag \d+\. \p{Ll}+)$/u,
    { useInnerText: true },
  );
  const shownDays = await tickets
    .locator('.ticket-list-day')
    .evaluateAll((all) =>
      all.filter((day) => getComputedStyle(day).display !== 'none').map((day) => day.getAttribute('data-day') ?? ''),
    );
  for (const shown of shownDays) expect(shown >= dayKeyAfter(day, 2), shown).toBe(true);

  // Two weeks on, after the sample's last screening.
  await page.clock.setSystemTime(oslo(day, '10:00', 14));
  await page.goto('/kinoprogram');
  await expect(page.getByText('Ingen flere visninger.')).toBeVisible();
  await expect(programDays(page)).toHaveCount(0);
  await expect(buyLinks(page)).toHaveCount(0);
  await page.goto('/filmer');
  await expect(page.locator('main .cover-flow-card:visible')).toHaveCount(0);
  await expect(page.getByText('Ingen filmer å vise akkurat nå.')).toBeVisible();
});

test('the slideshow leaves out a production whose screenings have all started, and never rotates to it', async ({
  page,
}) => {
  await page.clock.install({ time: oslo(buildDay(), '10:00') });
  await page.goto('/');
  const slides = page.locator('main .slideshow-slide');
  const all = await slides.evaluateAll((shown) => shown.map((slide) => slide.getAttribute('data-sale-ends')));
  const ends = all.filter((key): key is string => key !== null);
  // The sample features productions whose last screenings end on different days.
  const first = [...ends].sort()[0];
  expect(first).toBeDefined();
  if (first === undefined) return;
  const after = oslo(first.slice(0, 8), `${first.slice(8, 10)}:${first.slice(10, 12)}`);
  await page.clock.setSystemTime(new Date(after.getTime() + 5 * 60_000));
  await page.reload();
  await hydrated(page);
  // Slides with no screening listed stay, as on the build day.
  const live = ends.filter((key) => key > first).length + all.length - ends.length;
  expect(live).toBeGreaterThan(1);
  await expect(page.locator('main .slideshow-dot:visible')).toHaveCount(live);
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  if (await pause.isVisible()) await pause.click();
  // Every slide the rotation shows is one still on sale.
  for (let step = 0; step < live + 1; step += 1) {
    const shown = page.locator('main .slideshow-slide:visible');
    await expect(shown).toHaveCount(1);
    const key = await shown.getAttribute('data-sale-ends');
    expect(key === null || key > first, `slide ${step} ends ${key}`).toBe(true);
    await page.getByRole('button', { name: 'Neste', exact: true }).click();
  }
});

test.describe("the service worker's copy", () => {
  test.use({ serviceWorkers: 'allow' });

  test('a programme cached on the build day shows nothing that has passed when opened offline three days later, and says its later days could not be fetched', async ({
    page,
    context,
  }) => {
    const day = buildDay();
    await page.clock.install({ time: oslo(day, '12:00') });
    await page.goto('/kinoprogram');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Visited with the worker in control: the programme is in its cache.
    await page.reload();
    await hydrated(page);

    await context.setOffline(true);
    await page.clock.setSystemTime(oslo(day, '12:00', 3));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinoprogram');
    // The copy holds the build's first days, all past now: none shows, nor a screening of them.
    for (const past of [0, 1, 2])
      await expect(page.locator(`main .program-day[data-day="${dayKeyAfter(day, past)}"]`)).toBeHidden();
    await expect(page.locator('main .program-screening:visible')).toHaveCount(0);
    // The visitor's days are pages of their own, never fetched offline: the programme says so,
    // and its day links start at the visitor's day, 'I dag'.
    await expect(page.locator('main .program-failed')).toHaveText(/kunne ikke hentes/);
    const chips = page.getByRole('navigation', { name: 'Gå til dag' }).getByRole('link');
    await expect(chips.first()).toHaveText('I dag', { useInnerText: true });
    await expect(chips.first()).toHaveAttribute(
      'href',
      new RegExp(`/kinoprogram/${dayKeyAfter(day, 3).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')}$`),
    );
  });
});
