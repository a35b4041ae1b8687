import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { site } from './content.ts';
import { answerConsent, expect, hydrated, test } from './fixtures.ts';

/** The element that has focus, and whether a visitor can see where it is. */
interface Focused {
  tag: string;
  name: string;
  href: string | null;
  /** A button that opens a closed popover (the phone's 'Meny'). */
  opensPopover: boolean;
  /** It draws a focus indicator: an outline of 2 px or more, or a box shadow. */
  indicated: boolean;
  /** It has a box on screen. */
  onScreen: boolean;
}

function focusedElement(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const popover = element.getAttribute('popovertarget');
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent).replace(/\s+/g, ' ').trim().slice(0, 60),
      href: element.getAttribute('href'),
      opensPopover: popover !== null && document.getElementById(popover)?.matches(':popover-open') === false,
      indicated:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none',
      onScreen:
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth,
    };
  });
}

/**
 * Presses Tab until `isGoal` holds for the focused element (at most `limit` times), with
 * `openMenu` pressing Enter on a closed menu button on the way; every element passed must show
 * where focus is. Returns what was passed that did not, one line each.
 */
async function tabTo(
  page: Page,
  isGoal: (focused: Focused) => boolean,
  { limit, openMenu }: { limit: number; openMenu: boolean },
): Promise<string[]> {
  const unseen: string[] = [];
  for (let step = 1; step <= limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (focused === null) continue;
    if (!focused.indicated || !focused.onScreen) {
      unseen.push(
        `${focused.tag} "${focused.name}"${focused.indicated ? ' off screen' : ' without a focus indicator'}`,
      );
    }
    if (isGoal(focused)) return unseen;
    if (openMenu && focused.opensPopover) await page.keyboard.press('Enter');
  }
  throw new Error(`not reached in ${String(limit)} presses of Tab`);
}

test('by keyboard alone, from the home page to a screening in the programme and its checkout, focus always visible', async ({
  page,
}) => {
  // Two pages walked one key at a time: well over a hundred presses, each read back.
  test.slow();
  await answerConsent(page);
  // The checkout is the ticketing provider's: the walk ends where its page would open.
  await page.route(`${site.ticketing.host}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Billettkjøp</title>' }),
  );
  await page.goto('/');
  await hydrated(page);

  // On a phone the header's links are behind 'Meny', which the walk opens.
  const toProgramme = await tabTo(page, (focused) => focused.tag === 'a' && focused.href === '/kinoprogram', {
    limit: 60,
    openMenu: true,
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kinoprogram$/);
  // The new page takes focus, as a page load would: its heading is read out, Tab goes on into it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const toTicket = await tabTo(
    page,
    (focused) => focused.tag === 'a' && (focused.href ?? '').startsWith(`${site.ticketing.host}/`),
    { limit: 120, openMenu: false },
  );
  const ticket = await focusedElement(page);
  expect(ticket?.name).toMatch(/^Kjøp billett/);
  expect([...toProgramme, ...toTicket]).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase\?kanal=/);
});

test('the accessibility statement is linked in the footer, says what a statement must, and passes axe', async ({
  page,
}) => {
  // Two pages and an axe run: on the full suite's two busy cores, past the default 30 s.
  test.slow();
  await answerConsent(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Bunnmeny' })
    .getByRole('link', { name: 'Tilgjengelighetserklæring' })
    .click();
  await expect(page).toHaveURL(/\/tilgjengelighetserklaering$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tilgjengelighetserklæring');
  const main = page.getByRole('main');
  for (const part of ['Standarden vi følger', 'Dette oppfyller nettsiden', 'Slik sjekker vi det', 'Kjente mangler']) {
    await expect(main.getByRole('heading', { name: part })).toBeVisible();
  }
  await expect(main).toContainText('WCAG 2.1');
  await expect(main).toContainText('nivå AA');
  await expect(main.getByRole('heading', { name: 'Gi oss tilbakemelding' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^tilgjengelighet@/ })).toHaveAttribute('href', /^mailto:/);
  expect(await axeViolations(page)).toEqual([]);
});
