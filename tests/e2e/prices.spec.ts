import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, hydrated, test } from './fixtures.ts';
import { CHECKOUT_PLACES, confirmPurchase, sellableAfter } from './checkout-helpers.ts';
import { productions, site } from './content.ts';

/**
 * Prices (decision 202): beside every ticket button, the event's price ('kr 150') and member
 * price ('Medlem kr 120'), from the event's data, read with the button by a screen reader; the
 * reference checkout charges the same.
 */

const root = process.env['FOAJE_CONTENT_DIR'] ?? 'content';
const events = JSON.parse(readFileSync(join(root, 'events.json'), 'utf8')) as Array<{
  id: string;
  production: string;
  price?: number;
  memberPrice?: number;
}>;
const objectOf = new Map(productions.map((production) => [production.id, production.object]));

/** What the content says a screening costs: its own price, else a film's the venue's film price. */
function contentPrice(eventId: string): { price: number | null; member: number | null } {
  const event = events.find((candidate) => candidate.id === eventId);
  const film = objectOf.get(event?.production ?? '') === 'movie';
  return {
    price: event?.price ?? (film ? (site.ticketing.filmTicketPrice ?? null) : null),
    member: event?.memberPrice ?? (film ? (site.ticketing.filmMemberPrice ?? null) : null),
  };
}

/** 150 → 'kr 150' as the page writes it (a no-break space). */
function kroner(amount: number): string {
  return `kr\u00a0${String(amount)}`;
}

interface ShownButton {
  eventId: string;
  /** The link's text with its visually hidden part: what a screen reader reads. */
  name: string;
  /** The price shown beside it, line by line; [] when none is rendered. */
  shownPrice: string[];
}

/** Every ticket button a visitor sees in the page's main part, with the price beside it. */
function shownButtons(page: Page): Promise<ShownButton[]> {
  return page.locator('main a.button-primary[data-event-id]').evaluateAll((links) =>
    links.flatMap((link) => {
      if (link.getClientRects().length === 0) return [];
      const price = link.nextElementSibling?.classList.contains('block-ticket-price') ? link.nextElementSibling : null;
      return [
        {
          eventId: link.getAttribute('data-event-id') ?? '',
          name: link.textContent.replace(/[ \t\n]+/g, ' ').trim(),
          shownPrice:
            price === null || price.getClientRects().length === 0
              ? []
              : [...price.children].map((line) => line.textContent.trim()),
        },
      ];
    }),
  );
}

const culturePage = productions.find(
  (production) => production.object === 'culture' && production.id === 'jazzkveld-med-trio-blaa',
);
const film = productions.find((production) => production.id === 'havets-hjerte');

for (const [where, path] of [
  ['the programme', '/kinoprogram'],
  ['a film page', `/${film?.parentSlug ?? ''}`],
  ['a culture page', `/${culturePage?.pageReference ?? ''}`],
  ['the home page', '/'],
] as const) {
  test(
    `${where}: every ticket button has its price beside it, from the event's data, and says it to a screen reader`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(path);
      const buttons = await shownButtons(page);
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) {
        const { price, member } = contentPrice(button.eventId);
        expect(price, `${button.eventId} has a price in the content`).not.toBeNull();
        const expected = [kroner(price ?? 0), ...(member === null ? [] : [`Medlem ${kroner(member)}`])];
        expect(button.shownPrice, `the price beside ${button.eventId}`).toEqual(expected);
        expect(button.name).toContain(`, ${kroner(price ?? 0)}`);
        if (member !== null) expect(button.name).toContain(`, medlem ${kroner(member)}`);
      }
    },
  );
}

test(
  'the checkout charges what the button says: its purchase page and the confirmed total agree with the site',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const counts = page.waitForResponse(/\/basic_events\?keys=/);
    await page.goto('/kinoprogram');
    await hydrated(page);
    await counts;
    const place = testInfo.project.name === 'phone' ? CHECKOUT_PLACES.pricePhone : CHECKOUT_PLACES.price;
    // An on-sale screening with at least two seats, at this test's own place (checkout-helpers.ts).
    const candidates = await page.locator('main .block-ticket-status[data-event-id]').evaluateAll(
      (spans, after) =>
        spans.flatMap((span) => {
          const match = /^(\d+) billett(?:er)? igjen$/.exec(span.textContent.trim());
          const sellable = (span.closest('[data-sale-ends]')?.getAttribute('data-sale-ends') ?? '') > after;
          return span.getClientRects().length > 0 && sellable && match && Number(match[1]) >= 2
            ? [span.getAttribute('data-event-id') ?? '']
            : [];
        }),
      sellableAfter(),
    );
    const eventId = candidates[place] ?? '';
    const button = (await shownButtons(page)).find((shown) => shown.eventId === eventId);
    const shown = button?.shownPrice[0] ?? '';
    expect(shown).toMatch(/^kr\u00a0\d+$/);
    const amount = Number(shown.replace(/\D/g, ''));

    await page.locator(`main a.button-primary[data-event-id="${eventId}"]`).first().click();
    await expect(page).toHaveURL(/\/purchase\?kanal=/);
    await expect(page.locator('dd', { hasText: 'per billett' }).first()).toHaveText(`${shown} per billett`);
    await confirmPurchase(page, 2, 'pris@example.no');
    await expect(page.locator('dd', { hasText: /^kr\u00a0\d+$/ })).toHaveText(kroner(2 * amount));
  },
);
