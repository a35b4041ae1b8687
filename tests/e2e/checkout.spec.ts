import type { Locator, Page } from '@playwright/test';
import { answerConsent, expect, hydrated, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { CHECKOUT_PLACES, confirmPurchase, sellableAfter } from './checkout-helpers.ts';
import { site } from './content.ts';
import { confirmationLink } from './member-helpers.ts';

/**
 * The whole purchase journey against the local reference checkout
 * (`local-services/ticketing-provider/`, `FOAJE_TICKETING_HOST`): the programme's "Kjøp billett",
 * the checkout, and back.
 * The checkout and the runtime API share one store of seats (decision 192), so a purchase here
 * moves the counts every page shows.
 */

test.use({ serviceWorkers: 'allow' });

/** The on-sale screenings of the programme, with their live counts, once the counts arrived. */
async function onSaleLines(page: Page): Promise<Array<{ id: string; count: number }>> {
  const statuses = page.locator('main .block-ticket-status[data-event-id]');
  await expect(statuses.first()).toBeVisible();
  // The lines a visitor sees (the programme shows its first days until asked for more) that the
  // checkout still sells on the real clock.
  return statuses.evaluateAll(
    (spans, after) =>
      spans.flatMap((span) => {
        if (span.getClientRects().length === 0) return [];
        if ((span.closest('[data-sale-ends]')?.getAttribute('data-sale-ends') ?? '') <= after) return [];
        const match = /^(\d+) billett(?:er)? igjen$/.exec(span.textContent.trim());
        return match ? [{ id: span.getAttribute('data-event-id') ?? '', count: Number(match[1]) }] : [];
      }),
    sellableAfter(),
  );
}

/** The line's count as the page shows it now. */
function countOf(page: Page, id: string): Locator {
  return page.locator(`main .block-ticket-status[data-event-id="${id}"]`).first();
}

/**
 * The on-sale screening at `place` among those with at least `least` seats left, once the live
 * counts have come. CAREFUL: the suite's tests run at once against one store of seats, so each
 * test that buys takes a place of its own (CHECKOUT_PLACES in checkout-helpers.ts).
 */
async function screeningWith(page: Page, least: number, place: number): Promise<{ id: string; count: number }> {
  const line = (await onSaleLines(page)).filter((candidate) => candidate.count >= least)[place];
  if (line === undefined) throw new Error(`no screening with ${String(least)} seats at place ${String(place)}`);
  return line;
}

/** Opens the programme and resolves once its live counts have come. */
async function openProgramme(page: Page): Promise<void> {
  const counts = page.waitForResponse(/\/basic_events\?keys=/);
  await page.goto('/kinoprogram');
  await hydrated(page);
  await counts;
}

/**
 * A new member of their own (no other test logs in as them, decision 145): signs up, opens the
 * confirmation mail's link, and lands on an empty "Mine billetter".
 */
async function newConfirmedMember(page: Page, email: string): Promise<void> {
  await page.goto('/registrer');
  await page.getByLabel('Navn').fill('Billett Kjøper');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill('et-langt-passord-til-kino');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await page.goto(confirmationLink(email) ?? '/bekreft-e-post');
  await expect(page.getByText('Takk! E-postadressen din er bekreftet.')).toBeVisible();
}

test(
  'a member buys two tickets from the programme: logged in at the checkout, the count two lower, the tickets in "Mine billetter", offline too',
  { tag: '@phone' },
  async ({ page, context }, testInfo) => {
    // Login, the programme, the checkout, the programme again, the tickets offline.
    test.slow();
    await answerConsent(page, 'granted');
    await newConfirmedMember(page, `kjoper-${testInfo.project.name}-${String(Date.now())}@example.no`);

    await openProgramme(page);
    const line = await screeningWith(
      page,
      2,
      testInfo.project.name === 'phone' ? CHECKOUT_PLACES.memberPhone : CHECKOUT_PLACES.member,
    );
    await page.locator(`main a[data-event-id="${line.id}"]`).first().click();

    // The checkout knows the member: no password typed again, and no code in its address.
    await expect(page).toHaveURL(new RegExp(`^${site.ticketing.host}/\\d+/events/\\d+/purchase\\?kanal=[^&]+$`));
    await expect(page.getByText(/Du er logget inn som/)).toContainText('Billett Kjøper');
    const checkout = page.url();
    // The provider's page meets the site's own bar: axe finds nothing, at both widths.
    expect(await axeViolations(page)).toEqual([]);
    await confirmPurchase(page, 2);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByText(/Rad \d+, sete/).first()).toBeVisible();

    await page.getByRole('link', { name: /kinoprogram/i }).click();
    await expect(page).toHaveURL(/\/kinoprogram$/);
    await expect(countOf(page, line.id)).toHaveText(
      line.count - 2 === 0
        ? 'Utsolgt'
        : `${String(line.count - 2)} ${line.count - 2 === 1 ? 'billett' : 'billetter'} igjen`,
    );

    // The two seats, in one ticket with its QR code.
    await page.goto('/mine-billetter');
    await expect(page.locator('.member-ticket')).toHaveCount(1);
    await expect(page.locator('.member-ticket')).toContainText(/Rad \d+/);

    // At the door without network: the kept tickets, the new one among them.
    await expect
      .poll(() => page.evaluate(async () => (await caches.match('/mine-billetter')) !== undefined), { timeout: 45_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('.member-ticket')).toHaveCount(1);
    await expect(page.locator('.member-ticket')).toContainText(/Rad \d+/);
    await context.setOffline(false);

    // Logging out on the site ends the checkout's recognition too.
    await page.goto('/mine-billetter');
    const providerLogout = page.waitForResponse(/\/auth\/logout$/);
    await page.getByRole('button', { name: 'Logg ut' }).click();
    expect((await providerLogout).status()).toBe(204);
    await page.goto(checkout);
    await expect(page.getByRole('button', { name: 'Bekreft kjøp' })).toBeVisible();
    await expect(page.getByText(/Du er logget inn som/)).toHaveCount(0);
  },
);

test('a guest buys without an account, and the ticket is in no member’s list, not even the one of the address given', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // A member whose address the guest will give.
  const email = `gjest-${testInfo.project.name}-${String(Date.now())}@example.no`;
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await answerConsent(memberPage);
  await newConfirmedMember(memberPage, email);

  // The guest: another browser, logged in nowhere.
  await answerConsent(page);
  await openProgramme(page);
  const line = await screeningWith(page, 2, CHECKOUT_PLACES.guest);
  await page.locator(`main a[data-event-id="${line.id}"]`).first().click();
  await expect(page).toHaveURL(/\/purchase\?kanal=/);
  await expect(page.getByText(/Du er logget inn som/)).toHaveCount(0);
  await confirmPurchase(page, 1, email);

  // The order went to the address, not to an account.
  await memberPage.goto('/mine-billetter');
  await expect(memberPage.getByText('Du har ingen billetter ennå.')).toBeVisible();
  await expect(memberPage.locator('.member-ticket')).toHaveCount(0);
  await member.close();
});

test('a screening sold out at the checkout shows "Utsolgt" and no purchase when the visitor comes back', async ({
  page,
}) => {
  test.slow();
  await answerConsent(page);
  await openProgramme(page);
  // The fewest seats among the later screenings, away from those the other tests buy.
  const line = (await onSaleLines(page))
    .slice(CHECKOUT_PLACES.soldOutFrom)
    .reduce<{ id: string; count: number } | undefined>(
      (least, candidate) => (least === undefined || candidate.count < least.count ? candidate : least),
      undefined,
    );
  if (line === undefined) throw new Error('no screening on sale');
  await page.locator(`main a[data-event-id="${line.id}"]`).first().click();
  await expect(page).toHaveURL(/\/purchase\?kanal=/);
  const checkout = page.url();

  // Buy every seat left, ten at most an order.
  for (let left = line.count; left > 0; left -= 10) {
    if (left !== line.count) await page.goto(checkout);
    await confirmPurchase(page, Math.min(left, 10), 'gjest@example.no');
  }
  // The checkout itself offers no more.
  await page.goto(checkout);
  await expect(page.getByText('Utsolgt').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bekreft kjøp' })).toHaveCount(0);
  // Back on the site with the back button, the programme says so, and offers no purchase.
  for (let presses = 0; presses < 10 && !page.url().endsWith('/kinoprogram'); presses += 1) await page.goBack();
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(countOf(page, line.id)).toHaveText('Utsolgt');
  await expect(page.locator(`main a[data-event-id="${line.id}"]`)).toHaveCount(0);
});
