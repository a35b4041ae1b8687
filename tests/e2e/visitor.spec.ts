/**
 * The visitor's experience of the public pages (§2.2–2.4): each block's labels, links, order
 * and flags on the home page, the three programme pages, a film page and a culture page, at
 * the phone (390 px) and desktop (1280 px) projects, with a screenshot attached and axe run
 * on each; then the programme filters, the slideshow controls and analytics consent.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, answerConsent, hydrated, linksNow, programmeTotal, shownCount } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { productions, site } from './content.ts';

const purchaseLink = new RegExp(
  `^${site.ticketing.host.replace(/[.]/g, '\\.')}/${site.partners[0]}/events/\\d+/purchase\\?kanal=${site.ticketing.channel}$`,
);
const film = productions.find((p) => p.object === 'movie' && p.objectClass === 'movie' && p.featured);
const cultureItem = productions.find((p) => p.object === 'culture');

async function checkPage(page: Page, testInfo: TestInfo, name: string) {
  // Lazy images below the fold: scroll through so the screenshot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 30));
    }
    window.scrollTo(0, 0);
  });
  const broken = await page
    .locator('main img')
    .evaluateAll((images) =>
      images
        .filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
        .map((img) => (img as HTMLImageElement).src),
    );
  expect(broken, 'images that failed to load').toEqual([]);
  await testInfo.attach(`${name}-${testInfo.project.name}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  expect(await axeViolations(page)).toEqual([]);
}

async function blockKinds(page: Page): Promise<string[]> {
  return page
    .locator('main [data-block]')
    .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block') ?? ''));
}

test(
  'home: slideshow, Filmer, Kinoprogram, Kulturprogram and quick links, in order, with their links and flags',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await answerConsent(page);
    await page.goto('/');
    expect(await blockKinds(page)).toEqual(['slideshow', 'cover-flow', 'schedule', 'culture-program', 'quick-links']);

    const slide = page.locator('[data-block="slideshow"] [aria-roledescription="slide"]:visible');
    await expect(slide.locator('.slideshow-meta-prefix')).toHaveText('Premiere');
    const slideTitle = (await slide.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const slideFilm = productions.find((p) => p.title === slideTitle);
    await expect(slide.getByRole('link', { name: /^Les mer/ })).toHaveAttribute(
      'href',
      `/${slideFilm?.parentSlug ?? ''}`,
    );
    // Straight to the film's next screening on sale (decision 204).
    await expect(slide.getByRole('link', { name: /^Kjøp billett/ })).toHaveAttribute('href', purchaseLink);

    const covers = page.locator('[data-block="cover-flow"]');
    await expect(covers.getByRole('heading', { level: 2 })).toHaveText('Filmer');
    await expect(covers.getByRole('link', { name: 'Se alle filmer' })).toHaveAttribute('href', '/filmer');

    const schedule = page.locator('[data-block="schedule"]');
    await expect(schedule.getByRole('heading', { level: 2 })).toHaveText('Kinoprogram');
    // 'Les mer' is flagged hidden: no such link; the title links to the film instead.
    await expect(schedule.getByRole('link', { name: /^Les mer/ })).toHaveCount(0);
    const buy = await linksNow(schedule.getByRole('link', { name: /^Kjøp billett/ }));
    expect(buy.length).toBeGreaterThan(0);
    for (const link of buy) {
      expect(link.href ?? '').toMatch(purchaseLink);
      expect(link.className).toMatch(/button-primary/);
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.analytics).toBe('BUY_TICKET');
    }
    await expect(schedule.getByText('Norgespremiere').first()).toBeVisible();
    await expect(schedule.getByText(/\d+ billetter? igjen/).first()).toBeVisible();

    const culture = page.locator('[data-block="culture-program"]');
    await expect(culture.getByRole('heading', { level: 2 })).toHaveText('Kulturprogram');
    const firstItem = culture.locator('.culture-program-item').first();
    const href = (await firstItem.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? '';
    expect(productions.some((p) => p.object === 'culture' && `/${p.pageReference}` === href)).toBe(true);
    await expect(firstItem.getByRole('link', { name: /^Kjøp billett/ }).first()).toHaveAttribute('href', purchaseLink);
    await expect(culture.getByRole('link', { name: 'Se hele kulturprogrammet' })).toHaveAttribute(
      'href',
      '/kulturprogram',
    );

    const quick = page.locator('[data-block="quick-links"]');
    await expect(quick.getByRole('link', { name: /Aldersgrenser/ })).toHaveAttribute('href', '/aldersgrenser');
    const external = quick.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await checkPage(page, testInfo, 'home');
  },
);

test.describe('on the real clock', () => {
  // Under Playwright's installed clock the shared link's second load did not apply its filters in
  // this test (not yet understood: they do under that clock in a plain script). The test counts
  // screenings in the DOM, which the hour does not change.
  test.use({ visitorClock: 'real' });

  test('/kinoprogram lists every screening by day; the filters narrow it and live in the URL', async ({
    page,
  }, testInfo) => {
    // Two weeks of screenings: axe needs longer than the default test time on this page.
    test.setTimeout(120_000);
    await answerConsent(page);
    await page.goto('/kinoprogram');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kinoprogram');
    const days = page.locator('.program-day');
    // Every day's, those on days of their own pages included (decision 218).
    const allScreenings = await programmeTotal(page);
    expect(await days.count()).toBeGreaterThan(1);
    // The first day shown, not the first in the HTML: a build from before an Oslo midnight the
    // test ran after keeps its own day, hidden (app/site/clock).
    await expect(page.locator('.program-day:visible').first().getByRole('heading', { level: 2 })).toHaveText('I dag', {
      useInnerText: true,
    });
    await checkPage(page, testInfo, 'kinoprogram');

    const form = page.getByRole('form', { name: 'Filtrer kinoprogrammet' });
    await form.locator('summary', { hasText: 'Filtrer' }).click();
    await form.getByLabel('Aldersgrense').selectOption('6');
    await expect(page).toHaveURL(/\?alder=6$/);
    // Counted once every day is in: the count's status says how many only then.
    await expect(page.getByRole('status')).toHaveText(/vises$/);
    await expect.poll(() => page.locator('.program-day').count()).toBeGreaterThan(2);
    const forSix = await page.locator('.program-screening').count();
    expect(forSix).toBeGreaterThan(0);
    expect(forSix).toBeLessThan(allScreenings);
    for (const chips of await page.locator('.program-screening .block-features').allTextContents()) {
      expect(chips).toMatch(/Tillatt for alle|6 år/);
    }
    // The count announced is of the screenings still on sale at the real hour.
    const forSixOnSale = await shownCount(page.locator('.program-screening'));
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${forSixOnSale} (forestilling|forestillinger) vises$`),
    );

    // A shared link opens the same view.
    await page.goto('/kinoprogram?alder=6');
    await form.locator('summary', { hasText: 'Filtrer' }).click();
    await expect(form.getByLabel('Aldersgrense')).toHaveValue('6');
    await expect(page.locator('.program-screening')).toHaveCount(forSix);
    await form.getByRole('button', { name: 'Nullstill' }).click();
    await expect(page).toHaveURL(/\/kinoprogram$/);
    await expect(page.locator('.program-screening')).toHaveCount(allScreenings);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/kinoprogram is a plain list and its filter form is a GET form', async ({ page }) => {
    await page.goto('/kinoprogram?alder=6');
    const all = await page.locator('.program-screening').count();
    expect(all).toBeGreaterThan(10);
    await expect(page.getByRole('form', { name: 'Filtrer kinoprogrammet' })).toHaveAttribute('method', 'get');
    await page.locator('summary', { hasText: 'Filtrer' }).click();
    await page.getByRole('button', { name: 'Vis' }).click();
    await expect(page).toHaveURL(/\/kinoprogram\?dag=&alder=$/);
  });
});

for (const { path, heading, category } of [
  { path: '/filmer', heading: 'På kino nå', category: 'movie' },
  { path: '/kommende', heading: 'Kommende filmer', category: 'movie_coming' },
]) {
  test(`${path} shows '${heading}' as posters linking to each film`, async ({ page }, testInfo) => {
    await answerConsent(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const expected = productions
      .filter((p) => p.object === 'movie' && p.objectClass === category)
      .map((p) => `/${p.parentSlug}`);
    const links = await page
      .locator('.cover-flow-link')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect([...links].sort()).toEqual([...expected].sort());
    await expect(page.locator('.cover-flow-category').first()).toHaveText(heading);
    await checkPage(page, testInfo, path.slice(1));
  });
}

test('/kulturprogram lists each culture item with its page link and ticketed dates', async ({ page }, testInfo) => {
  await answerConsent(page);
  await page.goto('/kulturprogram');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kulturprogram');
  await expect(page.locator('.culture-program-subtitle strong')).toHaveText('Fjordheim kulturhus');
  for (const link of await page.locator('.culture-program-item h2 a').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(
      productions.some((p) => p.object === 'culture' && `/${p.pageReference}` === href),
      href,
    ).toBe(true);
  }
  for (const link of await page
    .locator('.culture-program-item')
    .getByRole('link', { name: /^Kjøp billett/ })
    .all()) {
    await expect(link).toHaveAttribute('href', purchaseLink);
  }
  await checkPage(page, testInfo, 'kulturprogram');
});

test('a film page: cover, title, tickets, movie info and its schema.org Movie with screenings', async ({
  page,
}, testInfo) => {
  expect(film, 'the sample venue has a featured film now showing').toBeDefined();
  await answerConsent(page);
  await page.goto(`/${film?.parentSlug ?? ''}`);
  expect(await blockKinds(page)).toEqual(expect.arrayContaining(['cover', 'title', 'ticket-list', 'movie-info']));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(film?.title ?? '');
  const keywords = page.locator('.movie-info-keywords li');
  await expect(keywords).toHaveText((film?.features ?? []).map((f) => f.name));
  await expect(
    page
      .locator('#tickets')
      .getByRole('link', { name: /^Kjøp billett/ })
      .first(),
  ).toHaveAttribute('href', purchaseLink);

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(jsonLd[0]).toMatchObject({ '@type': 'Movie', name: film?.title });
  const screenings = jsonLd.filter((node) => node['@type'] === 'ScreeningEvent');
  expect(screenings.length).toBeGreaterThan(0);
  expect(screenings[0]).toMatchObject({ offers: { '@type': 'Offer' }, workPresented: { name: film?.title } });
  await checkPage(page, testInfo, 'film');
});

test('a culture page: cover, tickets, info and its schema.org Events', async ({ page }, testInfo) => {
  await answerConsent(page);
  await page.goto(`/${cultureItem?.pageReference ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cultureItem?.title ?? '');
  expect(await blockKinds(page)).toEqual(expect.arrayContaining(['cover', 'ticket-list', 'movie-info']));
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
  expect(jsonLd.length).toBeGreaterThan(0);
  expect(jsonLd.every((node) => node['@type'] === 'Event')).toBe(true);
  await checkPage(page, testInfo, 'culture');
});

test('the slideshow can be paused and played, and stepped with its buttons', async ({ page }) => {
  await answerConsent(page);
  await page.goto('/');
  // The buttons are the slideshow's script: it runs once the page has loaded (decision 116).
  await hydrated(page);
  const slideshow = page.locator('[data-block="slideshow"]');
  const visibleTitle = () => slideshow.locator('[aria-roledescription="slide"]:visible h2').textContent();
  const first = await visibleTitle();
  await slideshow.getByRole('button', { name: 'Neste' }).click();
  expect(await visibleTitle()).not.toBe(first);
  await slideshow.getByRole('button', { name: 'Forrige' }).click();
  expect(await visibleTitle()).toBe(first);
  await slideshow.getByRole('button', { name: 'Pause' }).click();
  await expect(slideshow.getByRole('button', { name: 'Spill av' })).toBeVisible();
});

test('analytics: nothing reaches the dataLayer before consent; after it, VIEW_ITEM and BUY_TICKET do', async ({
  page,
}) => {
  await page.goto(`/${film?.parentSlug ?? ''}`);
  const banner = page.getByRole('region', { name: 'Statistikk' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Om informasjonskapsler' })).toHaveAttribute(
    'href',
    '/article/info-om-cookies',
  );
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);

  await banner.getByRole('button', { name: 'Ja, det er greit' }).click();
  await expect(banner).toBeHidden();
  const view = await page.evaluate(() => window.dataLayer ?? []);
  expect(view).toEqual([
    {
      event: 'VIEW_ITEM',
      id: film?.id,
      name: film?.title,
      brand: site.title,
      listName: 'Filmer',
      category: 'På kino nå',
    },
  ]);

  // Keep the checkout from opening: only the report matters here.
  await page.route(/billett\./, (route) => route.abort());
  const buy = page
    .locator('#tickets')
    .getByRole('link', { name: /^Kjøp billett/ })
    .first();
  const eventId = await buy.getAttribute('data-event-id');
  await buy.click({ modifiers: ['ControlOrMeta'] });
  const events = (await page.evaluate(() => window.dataLayer ?? [])) as Array<Record<string, unknown>>;
  expect(events.at(-1)).toEqual({
    event: 'BUY_TICKET',
    id: eventId,
    name: film?.title,
    brand: site.title,
    listName: 'Billetter',
    category: 'På kino nå',
  });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Statistikk' })).toHaveCount(0);
});

test('analytics: declining is remembered and nothing is sent', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Nei takk' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Statistikk' })).toHaveCount(0);
  expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
});
