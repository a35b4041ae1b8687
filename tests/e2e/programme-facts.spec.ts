/**
 * Is this screening for me: the programme's facts (speech, subtitles, format, access,
 * audience) as chips and filters, with and without JavaScript, and the programme on a phone's
 * first screen with the consent banner up. At both projects (390 and 1280 px).
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { FACT_GROUPS, SCREENING_FACTS, type ScreeningFact } from '../../app/blocks/parts/ticket/screening-facts.ts';
import { axeViolations } from './axe.ts';
import { answerConsent, expect, hydrated, programmeTotal, shownCount, test } from './fixtures.ts';

const screenings = (page: Page) => page.locator('main .program-screening');
const form = (page: Page) => page.getByRole('form', { name: 'Filtrer kinoprogrammet' });
const groupOf = (fact: ScreeningFact) => FACT_GROUPS.find((group) => group.id === fact.group) ?? FACT_GROUPS[0];

async function openFilters(page: Page) {
  await form(page).locator('summary', { hasText: 'Filtrer' }).click();
  await expect(form(page).getByLabel('Aldersgrense')).toBeVisible();
}

function checkbox(page: Page, fact: ScreeningFact): Locator {
  return form(page)
    .getByRole('group', { name: groupOf(fact)?.legend ?? '' })
    .getByLabel(fact.label, { exact: true });
}

/** The chips of every screening listed (in the DOM, whatever the clock shows), as the screen reader reads them. */
async function chipsOfEach(page: Page): Promise<string[]> {
  return screenings(page).evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('.block-features li')].map((chip) => chip.textContent).join('|')),
  );
}

test.describe('on the real clock', () => {
  // As visitor.spec.ts: under Playwright's installed clock a second load of a filtered link did
  // not apply its filters. Screenings are counted in the DOM, which the hour does not change;
  // the count the page announces is of those still on sale, which it does.
  test.use({ visitorClock: 'real' });

  test('every fact is a filter: each narrows the programme to screenings with it, in the URL', async ({ page }) => {
    test.setTimeout(300_000);
    await answerConsent(page);
    await page.goto('/kinoprogram');
    await hydrated(page);
    // Every day's, the days beyond the first document included: a filter narrows them all.
    const all = await programmeTotal(page);
    await openFilters(page);
    for (const fact of SCREENING_FACTS) {
      const group = groupOf(fact);
      await checkbox(page, fact).check();
      await expect(page).toHaveURL(new RegExp(`\\?${group?.param ?? ''}=${fact.id}$`));
      await expect(form(page).locator('.program-filter-count')).toHaveText('1 valgt');
      // The count comes once every day is in, the days in a background render after it.
      await expect(page.getByRole('status')).toHaveText(/vises$/);
      const counted = async () => Number((await page.getByRole('status').textContent())?.split(' ')[0]);
      await expect.poll(async () => (await shownCount(screenings(page))) === (await counted())).toBe(true);
      const shown = await screenings(page).count();
      expect(shown, fact.id).toBeGreaterThan(0);
      expect(shown, fact.id).toBeLessThan(all);
      for (const chips of await chipsOfEach(page)) expect(chips, fact.id).toContain(fact.accessibleName);
      const onSale = await shownCount(screenings(page));
      await expect(page.getByRole('status')).toHaveText(new RegExp(`^${onSale} (forestilling|forestillinger) vises$`));
      await checkbox(page, fact).uncheck();
      await expect(page).toHaveURL(/\/kinoprogram$/);
      await expect(screenings(page)).toHaveCount(all);
    }
    // The day and the age limit, as before.
    await form(page).getByLabel('Aldersgrense').selectOption('6');
    await expect(page).toHaveURL(/\?alder=6$/);
    for (const chips of await chipsOfEach(page)) expect(chips).toMatch(/Tillatt for alle|6 år/);
    const secondDay = await form(page).locator('select[name="dag"] option').nth(2).getAttribute('value');
    await form(page)
      .getByLabel('Dag')
      .selectOption(secondDay ?? '');
    await expect(page).toHaveURL(new RegExp(`\\?dag=${secondDay ?? ''}&alder=6$`));
    await expect(page.locator('main .program-day')).toHaveCount(1);
  });

  test('filters combine, alternatives within a kind, and a shared link opens the same view', async ({ page }) => {
    test.setTimeout(180_000);
    await answerConsent(page);
    await page.goto('/kinoprogram?tale=norsk-tale&tilgang=synstolket&tilgang=teleslynge');
    await hydrated(page);
    const rows = await chipsOfEach(page);
    expect(rows.length).toBeGreaterThan(0);
    for (const chips of rows) {
      expect(chips).toContain('Norsk tale');
      expect(chips).toContain('Synstolket');
      expect(chips).toContain('Teleslynge i salen');
    }
    await expect(form(page).locator('.program-filter-count')).toHaveText('3 valgt');
    await openFilters(page);
    await expect(
      checkbox(page, SCREENING_FACTS.find((fact) => fact.id === 'teleslynge') as ScreeningFact),
    ).toBeChecked();

    // Two subtitles are alternatives: more screenings than either alone.
    const count = async (query: string) => {
      await page.goto(`/kinoprogram${query}`);
      await hydrated(page);
      await expect(page.getByRole('status')).not.toHaveText('');
      return screenings(page).count();
    };
    const english = await count('?tekst=engelsk-tekst');
    const either = await count('?tekst=engelsk-tekst&tekst=norsk-tekst');
    expect(either).toBeGreaterThan(english);
    await openFilters(page);
    await form(page).getByRole('button', { name: 'Nullstill' }).click();
    await expect(page).toHaveURL(/\/kinoprogram$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters open and every fact is sent in the query of a plain GET form', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/kinoprogram');
    await openFilters(page);
    for (const fact of SCREENING_FACTS) await checkbox(page, fact).check();
    await form(page).getByRole('button', { name: 'Vis' }).click();
    await expect(page).toHaveURL(/\?dag=&alder=&/);
    const sent = new URL(page.url()).searchParams;
    for (const fact of SCREENING_FACTS) expect(sent.getAll(groupOf(fact)?.param ?? '')).toContain(fact.id);
    // The page itself is the same for every query: without scripts it lists everything.
    await expect(screenings(page).first()).toBeAttached();
  });
});

test('chips show the short badge and read the fact; explanations are one tap away beside the filters', async ({
  page,
}) => {
  await answerConsent(page);
  await page.goto('/kinoprogram');
  const wheelchair = page.locator('main .block-features li', { hasText: 'Rullestolplass' }).first();
  await expect(wheelchair.locator('[aria-hidden="true"]')).toHaveText('Rullestol');
  await page.locator('main .program-legend summary').click();
  await expect(page.locator('main .program-legend').getByText(/appen MovieReading/)).toBeVisible();
});

/**
 * What a visitor on a phone sees first: the first screening's time and ticket button above the
 * consent banner, the filters in one row, and the figures of the default view.
 */
test(
  'the programme: first screening bookable in the first screen with the banner up; filters in one row',
  { tag: '@phone' },
  async ({ page }, testInfo: TestInfo) => {
    test.setTimeout(180_000);
    await page.goto('/kinoprogram');
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const banner = page.getByRole('region', { name: 'Statistikk' });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    expect(bannerBox?.height ?? Infinity).toBeLessThanOrEqual(viewport.height * 0.12);
    // Refusing is as easy as accepting: two buttons alike, side by side.
    const [no, yes] = await Promise.all(
      ['Nei takk', 'Ja, det er greit'].map((name) => banner.getByRole('button', { name }).boundingBox()),
    );
    expect(no?.height).toBe(yes?.height);
    expect(no?.y).toBe(yes?.y);

    // The first screening one can buy (a sold-out one has no button).
    const first = page
      .locator('main .program-screening:visible')
      .filter({ has: page.getByRole('link', { name: /^Kjøp billett/ }) })
      .first();
    const time = await first.locator('.program-time').boundingBox();
    const buy = await first.getByRole('link', { name: /^Kjøp billett/ }).boundingBox();
    const bannerTop = bannerBox?.y ?? 0;
    expect(time && time.y + time.height).toBeLessThanOrEqual(bannerTop);
    expect(buy && buy.y + buy.height).toBeLessThanOrEqual(bannerTop);

    // The filters and the day links: one row until opened.
    const toolbar = await page.locator('main .program-toolbar').boundingBox();
    expect(toolbar?.height ?? Infinity).toBeLessThanOrEqual(56);

    const figures = await page.evaluate(() => ({
      viewDays: [...document.querySelectorAll('main .program-day')].filter(
        (day) => getComputedStyle(day).display !== 'none',
      ).length,
      programmeHeight: Math.round(document.querySelector('main .program')?.getBoundingClientRect().height ?? 0),
      pageHeight: document.documentElement.scrollHeight,
      elements: document.getElementsByTagName('*').length,
    }));
    testInfo.annotations.push({
      type: 'figures',
      description: JSON.stringify({ ...figures, ticketButtonY: Math.round(buy?.y ?? 0), bannerTop, ...viewport }),
    });
    // The default view: today and tomorrow.
    expect(figures.viewDays).toBe(2);

    // One tap on a day link shows that day, and from then on every day.
    await answerConsent(page);
    await page.reload();
    const days = page.getByRole('navigation', { name: 'Gå til dag' }).getByRole('link');
    // A day the first document does not hold: its own page.
    await days.nth(4).click();
    await expect(page).toHaveURL(/\/kinoprogram\/\d{4}-\d{2}-\d{2}$/);
    const date = page.url().slice(-10);
    await expect(page.locator(`main #program-${date} .program-day-heading`)).toBeInViewport();
    await expect(
      page
        .locator(`main #program-${date}`)
        .getByRole('link', { name: /^Kjøp billett/ })
        .first(),
    ).toBeVisible();
  },
);

test('axe passes on the programme with its filters open and closed', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await answerConsent(page);
  await page.goto('/kinoprogram');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('main .program-legend summary').click();
  expect(await axeViolations(page)).toEqual([]);
  await openFilters(page);
  expect(await axeViolations(page)).toEqual([]);
  // An empty result with its filters to remove.
  await page.goto('/kinoprogram?alder=6&tilgang=synstolket&publikum=babykino');
  await expect(page.getByRole('button', { name: 'Fjern alle filtre' })).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
});
