/**
 * Back returns the visitor to where they were: the page scrolled as they left it, and focus on
 * the link they followed from it, not on the page's heading (which a new page takes).
 */
import type { Page } from '@playwright/test';
import { answerConsent, expect, hydrated, test } from './fixtures.ts';

// The router's navigations, not the worker's copies (offline.spec.ts has those).
test.use({ serviceWorkers: 'block' });

/**
 * A film's link in the programme a visitor sees about two screens down, of a film listed more
 * than once (so the link is told from the film's other links): its `href` and its place among them.
 */
function linkFurtherDown(page: Page): Promise<{ href: string; ordinal: number }> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll('main a[href^="/"]')];
    const sameHref = (link: Element) =>
      links.filter((other) => other.getAttribute('href') === link.getAttribute('href'));
    const link = links.find(
      (candidate) =>
        candidate.checkVisibility() &&
        candidate.getBoundingClientRect().top > 2 * window.innerHeight &&
        sameHref(candidate).indexOf(candidate) > 0,
    );
    if (!link) throw new Error('no film listed twice further down the programme');
    return { href: link.getAttribute('href') ?? '', ordinal: sameHref(link).indexOf(link) };
  });
}

for (const how of ['a click', 'the keyboard'] as const) {
  test(`Back after following a film from the programme by ${how}: the same place and focus on that link @phone`, async ({
    page,
  }) => {
    await answerConsent(page);
    await page.goto('/kinoprogram');
    await hydrated(page);
    const programmeHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const mark = await linkFurtherDown(page);
    const link = page.locator(`main a[href="${mark.href}"]`).nth(mark.ordinal);
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect(link).toBeInViewport();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    if (how === 'a click') await link.click();
    else {
      await link.focus();
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(new RegExp(`${mark.href}$`));
    // Forward, a new page: its heading takes focus.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\/kinoprogram$/);
    // The programme is shown again once its data is in; then focus goes back to the link.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(programmeHeading);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const element = document.activeElement;
          const href = element?.getAttribute('href') ?? '';
          const links = [...document.querySelectorAll(`main a[href="${href}"]`)];
          return { href, ordinal: links.indexOf(element as Element) };
        }),
      )
      .toEqual(mark);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, -1);
    await expect(link).toBeInViewport();
  });
}
