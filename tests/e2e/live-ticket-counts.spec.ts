import type { Browser, Page } from '@playwright/test';
import { buyAsGuest, CHECKOUT_PLACES, sellableAfter } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

interface BasicEvent {
  id: string;
  ticketCount: number;
}

/** The ticket status of every screening on the page, by event id. */
async function ticketStatuses(page: Page): Promise<Record<string, string>> {
  return page
    .locator('main .block-ticket-status[data-event-id]')
    .evaluateAll((spans) =>
      Object.fromEntries(spans.map((span) => [span.getAttribute('data-event-id') ?? '', span.textContent.trim()])),
    );
}

/** The page as built: what a visitor without JavaScript sees. */
async function builtStatuses(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
): Promise<Record<string, string>> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  await page.goto(path);
  const statuses = await ticketStatuses(page);
  await context.close();
  return statuses;
}

const countText = (count: number) =>
  count === 0 ? 'Utsolgt' : `${count} ${count === 1 ? 'billett' : 'billetter'} igjen`;

/** Every `basic_events` answer the page gets (a long programme asks in several requests). */
function recordAnswers(page: Page): { asked: string[]; live: BasicEvent[] } {
  const record = { asked: [] as string[], live: [] as BasicEvent[] };
  page.on('response', async (response) => {
    if (!/\/sites\/site118a\/basic_events\?keys=/.test(response.url()) || response.status() !== 200) return;
    record.asked.push(...(new URL(response.url()).searchParams.get('keys')?.split(',') ?? []));
    record.live.push(...((await response.json()) as BasicEvent[]));
  });
  return record;
}

test('live ticket counts arrive from the runtime API and replace the built ones', async ({
  page,
  browser,
  baseURL,
}) => {
  const built = await builtStatuses(browser, baseURL, '/kinoprogram');
  const onSale = Object.entries(built)
    .filter(([, text]) => /igjen$/.test(text))
    .map(([id]) => id);
  expect(onSale.length).toBeGreaterThan(0);
  // Someone buys a ticket after the build: the live counts come from sales (decision 192).
  await page.goto('/kinoprogram');
  // One the checkout still sells on the real clock (checkout-helpers.ts).
  const sellable = await page
    .locator('main [data-sale-ends] a[data-event-id]')
    .evaluateAll(
      (links, after) =>
        links.flatMap((link) =>
          link.getClientRects().length > 0 &&
          (link.closest('[data-sale-ends]')?.getAttribute('data-sale-ends') ?? '') > after
            ? [link.getAttribute('data-event-id') ?? '']
            : [],
        ),
      sellableAfter(),
    );
  const sold = onSale.filter((id) => sellable.includes(id) && Number(/^\d+/.exec(built[id] ?? '')?.[0] ?? 0) >= 2)[
    CHECKOUT_PLACES.liveCount
  ];
  if (sold === undefined) throw new Error('too few screenings on sale');
  await buyAsGuest(page, sold, 1);
  const answers = recordAnswers(page);
  await page.goto('/kinoprogram');

  // Every screening with a count on the page is asked for, once, and answered.
  await expect.poll(() => onSale.every((id) => answers.live.some((event) => event.id === id))).toBe(true);
  expect(new Set(answers.asked).size).toBe(answers.asked.length);

  // Each one now shows its live count: the one bought from has one ticket fewer than built.
  const expected = Object.fromEntries(
    answers.live.filter((event) => onSale.includes(event.id)).map((event) => [event.id, countText(event.ticketCount)]),
  );
  await expect
    .poll(async () => Object.fromEntries(Object.entries(await ticketStatuses(page)).filter(([id]) => id in expected)))
    .toEqual(expected);
  const builtCount = Number(/^\d+/.exec(built[sold] ?? '')?.[0]);
  expect(expected[sold]).toBe(countText(builtCount - 1));
});

test('a failing basic_events leaves the page as built and logs "Failed to fetch"', async ({
  page,
  browser,
  baseURL,
}) => {
  const built = await builtStatuses(browser, baseURL, '/kinoprogram');
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route(/\/basic_events\?/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const failed = page.waitForResponse((response) => /\/basic_events\?/.test(response.url()));
  await page.goto('/kinoprogram');
  expect((await failed).status()).toBe(500);
  await expect.poll(() => logged.some((line) => line.startsWith('Failed to fetch'))).toBe(true);
  expect(await ticketStatuses(page)).toEqual(built);
});

test('within a visit, events already asked for are not asked for again', async ({ page }) => {
  const answers = recordAnswers(page);
  await page.goto('/kinoprogram');
  await expect.poll(() => answers.live.length).toBeGreaterThan(0);
  await expect.poll(() => answers.asked.length).toBe(new Set(answers.asked).size);
  const program = new Set(answers.asked);

  // The home page shares some screenings with the programme; back again shows only known ones.
  await page.locator('header .site-logo').click();
  await expect(page.locator('main [data-block="schedule"]')).toBeAttached();
  await page.goBack();
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await expect(page.locator('main .block-ticket-status[data-event-id]').first()).toBeAttached();

  const later = answers.asked.slice(program.size);
  expect(new Set(later).size).toBe(later.length);
  expect(later.filter((id) => program.has(id))).toEqual([]);
});
