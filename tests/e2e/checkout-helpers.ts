/**
 * What the specs that buy at the local reference checkout share. The browser suite's tests run
 * at once against one store of seats (local-services/ticketing-provider), so each test that buys
 * takes its own screening: its place among the programme's on-sale screenings.
 */
import { expect, type Page } from '@playwright/test';
import { osloMinuteKey } from '../../app/locale/clock-keys.ts';

export const CHECKOUT_PLACES = {
  /** checkout.spec.ts: a member's two tickets, at 1280 px and at 390 px. */
  member: 0,
  memberPhone: 1,
  /** checkout.spec.ts: a guest's ticket. */
  guest: 2,
  /** live-ticket-counts.spec.ts: one ticket that makes a live count differ from the built one. */
  liveCount: 3,
  /** prices.spec.ts: the checkout charges the price beside the button, at 1280 px and at 390 px. */
  price: 4,
  pricePhone: 5,
  /** checkout.spec.ts: a sell-out, taken among the screenings from this place on. */
  soldOutFrom: 6,
} as const;

/**
 * The Oslo minute (`YYYYMMDDHHmm`) an hour from now on the machine's clock: the checkout sells by
 * the real clock, while the pages' clock is set to the build day's morning (fixtures.ts), so they
 * offer today's screenings that started hours ago. A test buys only a screening whose sale ends
 * after this, whatever the hour the suite runs.
 */
export function sellableAfter(): string {
  return osloMinuteKey(Date.now() + 3_600_000);
}

/** Buys `quantity` tickets on the checkout page that is open; resolves on the confirmation. */
export async function confirmPurchase(page: Page, quantity: number, guestEmail?: string): Promise<void> {
  await page.getByLabel('Antall billetter').selectOption(String(quantity));
  if (guestEmail !== undefined) await page.getByLabel('E-postadresse').fill(guestEmail);
  await page.getByRole('button', { name: 'Bekreft kjøp' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Takk for kjøpet');
}

/** From a page that lists the screening, buys `quantity` tickets for it as a guest. */
export async function buyAsGuest(page: Page, eventId: string, quantity: number): Promise<void> {
  await page.locator(`main a[data-event-id="${eventId}"]`).first().click();
  await expect(page).toHaveURL(/\/purchase\?kanal=/);
  await confirmPurchase(page, quantity, 'gjest@example.no');
}
