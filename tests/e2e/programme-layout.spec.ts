/**
 * The programme as a visitor works it: the filters on a phone (one screen, the live count in
 * view, 'Nullstill' at the end, an empty result that lists its filters to remove), the desktop's
 * films side by side, the facts' chips told apart from the premiere badge with their meaning
 * one tap or hover away, and a skip link past the toolbar to the first ticket.
 */
import type { Locator, Page } from '@playwright/test';
import { answerConsent, expect, hydrated, test } from './fixtures.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Filtrer kinoprogrammet' });
const status = (page: Page) => page.locator('main .program-count');

async function openFilters(page: Page) {
  await form(page).locator('summary', { hasText: 'Filtrer' }).click();
  await expect(form(page).getByLabel('Aldersgrense')).toBeVisible();
}

/** The element's box, which must be there. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

test(
  "the open filters fit one screen, the live count stays in view while choosing, 'Nullstill' ends the panel",
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/kinoprogram');
    await hydrated(page);
    await openFilters(page);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const panel = await box(form(page).locator('details'));
    expect(panel.height).toBeLessThanOrEqual(viewport.height);

    // Every choice is a target of at least 44 × 44 px (a 24 px minimum is WCAG 2.2's).
    for (const target of await form(page).locator('label:has(input[type="checkbox"]), select, button').all()) {
      const { width, height } = await box(target);
      expect(Math.min(width, height), await target.innerText()).toBeGreaterThanOrEqual(44);
    }

    // The last choice of the panel, then the first: the count is on screen each time it changes.
    const checks = form(page).locator('input[type="checkbox"]');
    for (const check of [checks.last(), checks.first()]) {
      await check.scrollIntoViewIfNeeded();
      await check.check();
      await expect(status(page)).toHaveText(/^\d+ forestillinger? vises$/);
      await expect(status(page)).toBeInViewport({ ratio: 1 });
      await expect(check).toBeInViewport();
    }

    // 'Nullstill' beside 'Vis' at the panel's end, after every choice.
    const clear = await box(form(page).getByRole('button', { name: 'Nullstill' }));
    const close = await box(form(page).getByRole('button', { name: 'Vis' }));
    const lastGroup = await box(form(page).locator('fieldset').last());
    expect(clear.y).toBeGreaterThan(lastGroup.y + lastGroup.height - 1);
    expect(Math.abs(clear.y - close.y)).toBeLessThan(2);
    expect(panel.y + panel.height).toBeGreaterThanOrEqual(clear.y + clear.height);

    // 'Vis' closes the panel onto the result, focus on the toggle.
    await form(page).getByRole('button', { name: 'Vis' }).click();
    await expect(form(page).getByLabel('Aldersgrense')).toBeHidden();
    await expect(form(page).locator('summary')).toBeFocused();
    await expect(status(page)).toHaveText(/^\d+ forestillinger? vises$/);
  },
);

test('an empty result lists the filters in force, each removed with one tap, and all at once', async ({ page }) => {
  await page.goto('/kinoprogram?alder=6&tilgang=synstolket&publikum=babykino');
  await hydrated(page);
  const empty = page.locator('main .program-empty');
  await expect(empty).toContainText('Ingen forestillinger passer filtrene.');
  const chips = empty.getByRole('button', { name: /^Fjern: / });
  await expect(chips).toHaveText([/^Fjern: 6 år og lavere/, /^Fjern: Synstolket/, /^Fjern: Babykino/]);

  // One tap removes one filter: the rest stay, in the URL too, and the programme comes back.
  await empty.getByRole('button', { name: 'Fjern: Babykino' }).click();
  await expect(page).toHaveURL(/\/kinoprogram\?alder=6&tilgang=synstolket$/);
  await expect(page.locator('main .program-screening').first()).toBeVisible();
  await expect(empty).toHaveCount(0);
  await expect(form(page).locator('summary')).toBeFocused();

  // One tap removes them all.
  await page.goto('/kinoprogram?tale=norsk-tale&tale=originaltale&format=3d&publikum=babykino');
  await hydrated(page);
  await expect(chips).toHaveCount(4);
  await empty.getByRole('button', { name: 'Fjern alle filtre' }).click();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(empty).toHaveCount(0);
  await expect(form(page).locator('.program-filter-count')).toHaveCount(0);
});

test('a 1280 × 800 screen shows at least five films, each with its first ticket', async ({ page }) => {
  await page.goto('/kinoprogram');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const whole = await page.locator('main .program-film').evaluateAll(
    (films, height) =>
      films.filter((film) => {
        // A film of a day the short view hides has no box at all.
        if (!film.checkVisibility()) return false;
        const title = film.querySelector('.program-film-title')?.getBoundingClientRect();
        const poster = film.querySelector('.program-image')?.getBoundingClientRect();
        const action = film.querySelector('.program-action > *')?.getBoundingClientRect();
        return [title, poster, action].every(
          (part) => part !== undefined && part.height > 0 && part.top >= 0 && part.bottom <= height,
        );
      }).length,
    viewport.height,
  );
  expect(whole).toBeGreaterThanOrEqual(5);
});

test(
  "the facts' chips are not the premiere's badge, and what they mean is one hover or tap away",
  { tag: '@phone' },
  async ({ page }) => {
    // The premiere badge of the home page's schedule: filled.
    await page.goto('/');
    const badge = page.locator('main .block-features li', { hasText: 'Norgespremiere' }).first();
    const badgeLook = await badge.evaluate((chip) => {
      const style = getComputedStyle(chip);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });

    await page.goto('/kinoprogram');
    await hydrated(page);
    const facts = page.locator('main .program-screening .block-features li[data-fact-group]');
    const looks = await facts.evaluateAll((chips) =>
      chips.map((chip) => {
        const style = getComputedStyle(chip);
        return {
          background: style.backgroundColor,
          radius: style.borderTopLeftRadius,
          title: chip.getAttribute('title') ?? '',
        };
      }),
    );
    expect(looks.length).toBeGreaterThan(0);
    for (const look of looks) {
      expect(look.background).not.toBe(badgeLook.background);
      expect(look.radius).not.toBe(badgeLook.radius);
      // Hover: the chip's title is what the fact means.
      expect(look.title.length).toBeGreaterThan(10);
    }
    // A highlighted fact ('Norsk tale' of some screenings) is no exception.
    await expect(page.locator('main li[data-fact-group][data-highlight]').first()).toBeAttached();

    // Tap: the legend beside the filters, without opening them.
    const legend = page.locator('main .program-legend');
    await legend.locator('summary').click();
    await expect(
      legend.getByText('Filmen vises med norsk tale, også når den er laget på et annet språk.'),
    ).toBeVisible();
    await expect(legend.locator('summary')).toHaveAccessibleName('Hva betyr merkene?');
  },
);

test(
  'a skip link past the filters and day links reaches the first ticket in a few Tabs',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/kinoprogram');
    await hydrated(page);
    // The site's skip link to the main content, then the programme's own.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Hopp til hovedinnhold');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Hopp til forestillingene' });
    await expect(skip).toBeFocused();
    // Seen when focused: a real box, inside the screen.
    expect((await box(skip)).width).toBeGreaterThan(100);
    await expect(skip).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');

    const firstTicket = page
      .locator('main .program-screening:visible')
      .getByRole('link', { name: /^Kjøp billett/ })
      .first();
    let tabs = 0;
    while (tabs < 5 && !(await firstTicket.evaluate((link) => link === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    await expect(firstTicket).toBeFocused();
    await expect(firstTicket).toBeInViewport();
    // The programme's default view stays as it was: today and tomorrow.
    expect(await page.locator('main .program-day:visible').count()).toBe(2);
  },
);

test(
  '"Filmen starter ca." stays on one line, inside its screening, in every screening of four days',
  { tag: '@phone' },
  async ({ page }) => {
    // The first document's days, then three other days, each on its own page.
    await page.goto('/kinoprogram');
    const pages = await page
      .getByRole('navigation', { name: 'Gå til dag' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
    const lines = [];
    for (const path of ['/kinoprogram', ...pages.slice(0, 3)]) {
      if (path !== '/kinoprogram') await page.goto(path);
      lines.push(...(await filmStartsLines(page)));
    }
    expect(lines.length).toBeGreaterThan(10);
    for (const { text, lines: count, inside } of lines) {
      expect(text).toMatch(/^Filmen starter ca\. \d\d:\d\d$/);
      expect(count, text ?? '').toBe(1);
      expect(inside, text ?? '').toBe(true);
    }
  },
);

/** Each "Filmen starter ca." line the page shows: its text, how many lines it takes, whether it stays inside its screening. */
function filmStartsLines(page: Page) {
  return page.locator('main .program-screening .block-film-starts').evaluateAll((starts) =>
    starts
      .filter((start) => start.checkVisibility())
      .map((start) => {
        const { height, right } = start.getBoundingClientRect();
        const style = getComputedStyle(start);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
        const screening = start.closest('.program-screening')?.getBoundingClientRect();
        return {
          text: start.textContent,
          lines: Math.round(height / line),
          inside: screening !== undefined && right <= screening.right + 0.5,
        };
      }),
  );
}
