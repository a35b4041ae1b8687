import { expect, linksNow, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { productions, site } from './content.ts';

const films = productions.filter((p) => p.object === 'movie');
const culture = productions.filter((p) => p.object === 'culture');
const dxmFilm = films.find((p) => /-dxm-\d+$/.test(p.parentSlug) && p.objectClass === 'movie');
const ediFilm = films.find((p) => /-DXM\d{8}$/.test(p.parentSlug) && p.objectClass === 'movie');
const cultureItem = culture[0];
const purchaseLink = new RegExp(
  `^${site.ticketing.host.replace(/[.]/g, '\\.')}/${site.partners[0]}/events/\\d+/purchase\\?kanal=${site.ticketing.channel}$`,
);

const detailPages = [
  { kind: 'film with a -dxm-{number} slug', production: dxmFilm, path: `/${dxmFilm?.parentSlug ?? ''}` },
  { kind: 'film with a -DXM{8 digits} slug', production: ediFilm, path: `/${ediFilm?.parentSlug ?? ''}` },
  { kind: 'culture item', production: cultureItem, path: `/${cultureItem?.pageReference ?? ''}` },
];

for (const { kind, production, path } of detailPages) {
  test(`the page of a ${kind} shows it with its tickets`, async ({ page }) => {
    expect(production, `the sample venue has a ${kind}`).toBeDefined();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(production?.title ?? '');
    await expect(page).toHaveTitle(new RegExp(`^${production?.title ?? ''} \\|`));
    await expect(page.locator('main [data-block="cover"]')).toBeAttached();
    await expect(page.locator('main [data-block="movie-info"]').first()).toBeAttached();

    const tickets = page.locator('#tickets');
    await expect(tickets).toBeAttached();
    const buy = await linksNow(tickets.getByRole('link', { name: /Kjøp billett/ }));
    expect(buy.length).toBeGreaterThan(0);
    for (const link of buy) {
      expect(link.href ?? '').toMatch(purchaseLink);
      expect(link.rel ?? '').toMatch(/noopener/);
      expect(link.rel ?? '').toMatch(/noreferrer/);
    }

    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the #tickets anchor of a film page brings its ticket list into view', async ({ page }) => {
  await page.goto(`/${dxmFilm?.parentSlug ?? ''}#tickets`);
  await expect(page.locator('#tickets')).toBeInViewport();
});

test('every film and culture item has its own page', async ({ request }) => {
  for (const production of productions) {
    const path = production.object === 'culture' ? production.pageReference : production.parentSlug;
    const response = await request.get(`/${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(production.title.replace(/&/g, '&amp;'));
  }
});

/** The longest word of a title, in letters. */
const longestWord = (title: string) => Math.max(...title.split(/\s+/).map((word) => word.length));
const longWordProduction = [...productions].sort((a, b) => longestWord(b.title) - longestWord(a.title))[0];

test('a title beside its poster keeps its words whole on the smallest phones', { tag: '@phone' }, async ({ page }) => {
  expect(longWordProduction, 'the sample venue has productions').toBeDefined();
  const path =
    longWordProduction?.object === 'culture' ? longWordProduction.pageReference : longWordProduction?.parentSlug;
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${path ?? ''}`);
    // A word set on two lines has two boxes.
    const cut = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const text = heading.firstChild;
      if (!(text instanceof Text)) return ['(no text)'];
      const range = document.createRange();
      return [...text.data.matchAll(/\S+/g)]
        .filter((word) => {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return range.getClientRects().length > 1;
        })
        .map((word) => word[0]);
    });
    expect(cut, `${longWordProduction?.title ?? ''} at ${width}px`).toEqual([]);
  }
});
