import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildDay, expect, osloTime, test } from './fixtures.ts';
import { productions } from './content.ts';

/**
 * What a visitor sees first: a film page's title, facts and next screening's button (decision
 * 203); the home page's hero announcing only coming premieres, its button to a screening on
 * sale (decision 204), on the visitor's clock whatever day the page was built.
 */

const root = process.env['FOAJE_CONTENT_DIR'] ?? 'content';
const events = JSON.parse(readFileSync(join(root, 'events.json'), 'utf8')) as Array<{
  eventNumber: number;
  production: string;
  day: number;
  time: string;
  ticketCount: number;
}>;

/** A production's first night in days from the build day ('-19d' → -19), or null. */
function firstNightDay(id: string): number | null {
  const value = productions
    .find((production) => production.id === id)
    ?.properties.find((property) => property.property === 'first_night')?.value;
  const match = /^([+-]\d+)d$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

const film = productions.find((production) => production.id === 'havets-hjerte');

test(
  "a film page's first screen has its title, length, age limit, speech and the next screening's ticket button",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/${film?.parentSlug ?? ''}`);
    const height = page.viewportSize()?.height ?? 0;
    const heading = page.getByRole('heading', { level: 1, name: film?.title ?? '' });
    await expect(heading).toBeInViewport();
    const facts = page.locator('.title-meta');
    await expect(facts).toContainText('1 t 28 min');
    await expect(facts).toContainText('Tillatt for alle');
    await expect(facts).toContainText('Norsk tale');
    const button = page
      .locator('main')
      .getByRole('link', { name: /^Kjøp billett/ })
      .first();
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
    // It leads to a screening on sale, and says when and what it costs.
    await expect(button).toHaveAttribute('href', /\/events\/\d+\/purchase\?kanal=/);
    await expect(button).toHaveAccessibleName(
      /^Kjøp billett ?: Havets hjerte, .+ \d\d:\d\d, Sal \d, kr\s150, medlem kr\s120$/,
    );
  },
);

test(
  "a film page's summary comes before its screenings, which show the next days and all on request",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/${film?.parentSlug ?? ''}`);
    const about = await page.getByRole('heading', { level: 2, name: 'Om filmen' }).boundingBox();
    const tickets = await page.getByRole('heading', { level: 2, name: 'Billetter' }).boundingBox();
    expect(about?.y ?? Infinity).toBeLessThan(tickets?.y ?? 0);
    const days = page.locator('.ticket-list-day');
    const shown = async () => days.evaluateAll((all) => all.filter((day) => day.getClientRects().length > 0).length);
    expect(await shown()).toBe(2);
    await page.getByRole('link', { name: /^Vis alle visninger \(\d+\)$/ }).click();
    await expect.poll(shown).toBeGreaterThan(2);
    await expect(page.getByRole('link', { name: /^Vis alle visninger/ })).toBeHidden();
  },
);

/** The hero's slides: each one's title and whether its 'Premiere …' line is shown. */
function slides(page: Page): Promise<Array<{ title: string; premiere: boolean }>> {
  return page.locator('.slideshow-slide').evaluateAll((all) =>
    all.map((slide) => {
      const meta = slide.querySelector('.slideshow-meta');
      return {
        title: slide.querySelector('.slideshow-title')?.textContent ?? '',
        premiere: meta !== null && getComputedStyle(meta).display !== 'none' && /Premiere/.test(meta.textContent),
      };
    }),
  );
}

/** The production of a slide's title. */
function idOf(title: string): string {
  return productions.find((production) => production.title === title)?.id ?? '';
}

/** An event's start as a number that sorts as time does: day 1 at 23:00 → 12300; -1 for none. */
function when(event: { day: number; time: string } | undefined): number {
  return event === undefined ? -1 : event.day * 10_000 + Number(event.time.replace(':', ''));
}

/** The event a shown hero button leads to, from its purchase link. */
async function heroTarget(page: Page) {
  const button = page.locator('.slideshow-slide:not([hidden])').getByRole('link', { name: /^Kjøp billett/ });
  await expect(button).toBeVisible();
  const number = Number(/\/events\/(\d+)\/purchase/.exec((await button.getAttribute('href')) ?? '')?.[1]);
  return { button, event: events.find((event) => event.eventNumber === number) };
}

test(
  "the home page's hero announces only premieres from today on, and its button leads to a screening on sale",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const shown = await slides(page);
    expect(shown.length).toBeGreaterThan(1);
    for (const slide of shown) expect(slide.premiere, slide.title).toBe((firstNightDay(idOf(slide.title)) ?? -1) >= 0);
    // A film that opened weeks ago is still in the hero, without the word.
    expect(shown.some((slide) => (firstNightDay(idOf(slide.title)) ?? 0) < 0)).toBe(true);

    // The first slide's button: a screening of its film, not sold out, later than the visitor's 10:00.
    const { button, event } = await heroTarget(page);
    expect(event?.production).toBe(idOf(shown[0]?.title ?? ''));
    expect(event?.ticketCount).toBeGreaterThan(0);
    expect(when(event)).toBeGreaterThan(when({ day: 0, time: '10:00' }));
    await expect(button).toHaveAttribute('href', new RegExp(`/events/${String(event?.eventNumber)}/purchase`));
  },
);

test.describe('on the real clock', () => {
  // The checkout sells by the real clock: the page's clock must be the same one, or a screening
  // the page offers at its 10:00 may have been over for hours.
  test.use({ visitorClock: 'real' });

  test("the hero's button leads to a screening the checkout sells now", { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const { button, event } = await heroTarget(page);
    expect(event?.ticketCount).toBeGreaterThan(0);
    await button.click();
    await expect(page).toHaveURL(/\/purchase\?kanal=/);
    await expect(page.getByRole('button', { name: 'Bekreft kjøp' })).toBeVisible();
  });
});

test.describe('a page built days ago', () => {
  test.use({ visitorClock: 'real' });

  test(
    "the hero says no 'Premiere' once the day has passed, and offers the next screening once one has started",
    { tag: '@phone' },
    async ({ page }) => {
      // The day after the build, at 23:00 in Oslo: today's premieres are yesterday's.
      await page.clock.install({ time: osloTime(buildDay(), '23:00', 1) });
      await page.goto('/');
      const shown = await slides(page);
      for (const slide of shown)
        expect(slide.premiere, slide.title).toBe((firstNightDay(idOf(slide.title)) ?? -1) >= 1);
      const { event } = await heroTarget(page);
      // Not a screening of the build day nor of the day before 23:00.
      expect(when(event)).toBeGreaterThan(when({ day: 1, time: '23:00' }));
    },
  );
});
