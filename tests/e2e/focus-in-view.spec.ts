/**
 * Where keyboard focus is, a visitor sees it (WCAG 2.2 SC 2.4.11, 2.4.7): never under the
 * consent banner fixed to the bottom of the screen, and a focus ring never cut by a row that
 * scrolls sideways.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// Scrolling a focused element into view at once (base.css), so each stop is read where it ends:
// a smooth scroll is the same scroll, drawn over a few hundred milliseconds.
test.use({ reducedMotion: 'reduce' });

/** What a Tab stop shows: its name, its box with its focus ring, and where the banner is. */
interface Stop {
  name: string;
  inBanner: boolean;
  /** The focused element's box grown by its outline (width and offset). */
  ring: { top: number; bottom: number; left: number; right: number };
  /** The banner's top edge on screen; null when it is not shown. */
  bannerTop: number | null;
  /** Where an ancestor that clips its overflow cuts the ring, or null. */
  clippedBy: string | null;
}

/** Where focus is once the browser's (smooth) scrolling of it into view has come to rest. */
function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const element = document.activeElement;
    const place = () =>
      JSON.stringify([window.scrollY, element?.getBoundingClientRect().left, element?.getBoundingClientRect().top]);
    for (let last = '', still = 0; still < 3;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = place();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const reach =
      style.outlineStyle === 'none'
        ? 0
        : Number.parseFloat(style.outlineWidth) + Math.max(0, Number.parseFloat(style.outlineOffset));
    const box = element.getBoundingClientRect();
    const ring = { top: box.top - reach, bottom: box.bottom + reach, left: box.left - reach, right: box.right + reach };
    const banner = document.querySelector('.consent-banner');
    const bannerBox = banner?.checkVisibility() === true ? banner.getBoundingClientRect() : null;
    let clippedBy: string | null = null;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX === 'visible' && parentStyle.overflowY === 'visible') continue;
      // The padding box clips: the border box less the borders.
      const clip = parent.getBoundingClientRect();
      const inside =
        ring.top >= clip.top + parent.clientTop - 0.5 &&
        ring.left >= clip.left + parent.clientLeft - 0.5 &&
        ring.bottom <= clip.top + parent.clientTop + parent.clientHeight + 0.5 &&
        ring.right <= clip.left + parent.clientLeft + parent.clientWidth + 0.5;
      if (!inside) {
        clippedBy = `${parent.tagName.toLowerCase()}.${parent.className}`;
        break;
      }
    }
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim().slice(0, 50)}"`,
      inBanner: banner?.contains(element) === true,
      ring,
      bannerTop: bannerBox?.top ?? null,
      clippedBy,
    };
  });
}

test('tabbing through the programme with the consent banner up, nothing focused is under the banner @phone', async ({
  page,
}) => {
  // A whole programme walked one key at a time, each stop read back.
  test.slow();
  await page.goto('/kinoprogram');
  await hydrated(page);
  const banner = page.getByRole('region', { name: 'Statistikk' });
  await expect(banner).toBeVisible();

  const hidden: string[] = [];
  let stops = 0;
  let bannerReached = false;
  for (; stops < 600 && !bannerReached; stops += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop === null) continue;
    if (stop.inBanner) bannerReached = true;
    else if (stop.bannerTop !== null && stop.ring.bottom > stop.bannerTop)
      hidden.push(
        `${stop.name}: focus from ${String(Math.round(stop.ring.top))} ends at ${String(Math.round(stop.ring.bottom))}, the banner starts at ${String(Math.round(stop.bannerTop))}`,
      );
  }
  expect(bannerReached, 'the walk reaches the banner').toBe(true);
  expect(stops, 'ticket buttons were passed on the way').toBeGreaterThan(20);
  expect(hidden).toEqual([]);
});

test("every film in the home page's row shows its whole focus ring @phone", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const row = page.locator('.cover-flow-carousel .cover-flow-cards').first();
  const cards = row.locator('a');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  // Tab from the row's first card, so :focus-visible draws the ring as for a keyboard.
  await cards.first().focus();
  await page.keyboard.press('Shift+Tab');
  const clipped: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await expect(cards.nth(index)).toBeFocused();
    const stop = await focusStop(page);
    if (stop?.clippedBy != null) clipped.push(`${stop.name} cut by ${stop.clippedBy} ${JSON.stringify(stop.ring)}`);
  }
  expect(clipped).toEqual([]);
});
