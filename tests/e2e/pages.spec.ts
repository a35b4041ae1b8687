import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { pages, productions, redirects, site, staticPages, theme } from './content.ts';

const headerItems = theme.menu.filter((item) => item.place === 'header' && item.parent === '');
const footerItems = theme.menu.filter((item) => item.place === 'footer');

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Where a menu item's link goes: a redirected path is linked as its target (decision 165). */
function linkedPath(path: string): string {
  return redirects.find((redirect) => redirect.fromPath === path)?.toPath ?? path;
}

async function expectSharedLayout(page: Page) {
  const mainMenu = page.getByRole('navigation', { name: 'Hovedmeny' });
  for (const item of headerItems) {
    await expect(
      mainMenu
        .locator(`a[href="${linkedPath(item.path)}"]`)
        .filter({ hasText: item.label })
        .first(),
    ).toBeAttached();
  }
  const footerMenu = page.getByRole('navigation', { name: 'Bunnmeny' });
  for (const item of footerItems) {
    await expect(footerMenu.getByRole('link', { name: item.label })).toHaveAttribute('href', linkedPath(item.path));
  }
  const footer = page.getByRole('contentinfo');
  for (const column of theme.footer) {
    await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
  }
}

/**
 * axe at 1280 px on one page of each set of visible block kinds (every text page is one kind):
 * the pages of a kind share their markup, and `npm run check:site` runs axe over every built page
 * at 390 px.
 */
const kindsOf = (config: (typeof staticPages)[number]) =>
  [...new Set(config.blocks.filter((block) => !block.hide).map((block) => block.component))].sort().join(' ');
const axePages = new Set([...new Map(staticPages.map((config) => [kindsOf(config), config.path] as const)).values()]);

for (const config of staticPages) {
  test(`${config.path} shows its page in the shared layout${axePages.has(config.path) ? ', accessibly' : ''}`, async ({
    page,
  }) => {
    const response = await page.goto(config.path);
    expect(response?.status()).toBe(200);

    // Static pages have no placeholders, so the configured meta title is the document title.
    await expect(page).toHaveTitle(config.meta['nb']?.title ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

    const visibleKinds = config.blocks.filter((block) => !block.hide).map((block) => block.component);
    // A page with a whole programme is long: axe over it took 13 s of a phone run's 34 on the
    // full suite's 2 busy cores (22 s on desktop), past the default 30 s.
    if (visibleKinds.includes('program')) test.slow();
    for (const kind of new Set(visibleKinds)) {
      await expect(page.locator(`main [data-block="${kind}"]`).first()).toBeAttached();
    }

    await expectSharedLayout(page);
    // Nothing wider than the screen: a phone browser would zoom the whole page out.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    if (axePages.has(config.path)) await expectNoAxeViolations(page);
  });
}

// Desktop only: it sets its own 320 px viewport, which is WCAG 1.4.10's measure (1280 px at 400 %
// zoom); the phone project's 390 px would add nothing but a second run (decision 174).
test('every kind of page reflows to a 320px screen: nothing wider than it (WCAG 1.4.10)', async ({ page }) => {
  test.slow();
  const film = productions.find((production) => production.object === 'movie');
  const culture = productions.find((production) => production.object === 'culture');
  const paths = [
    ...staticPages.map((config) => config.path),
    `/${film?.parentSlug ?? ''}`,
    `/${culture?.pageReference ?? ''}`,
    '/logg-inn',
    '/registrer',
  ];
  await page.setViewportSize({ width: 320, height: 640 });
  const wider: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // The header's bar and the slideshow's controls once the scripts have set them up.
    await page.locator('header [aria-expanded]').first().waitFor({ state: 'attached' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) wider.push(`${path}: ${String(width)}px`);
  }
  expect(wider).toEqual([]);
});

test('the home page has the spec title, description and keywords', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${site.venue} | Forside`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(/program/i);
  expect(description).toMatch(/billett/i);
  const keywords = await page.locator('meta[name="keywords"]').getAttribute('content');
  expect(keywords).toContain(site.venue);
});

test('the header menu opens its sub-items', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  const phone = (page.viewportSize()?.width ?? 1280) < 1200;
  if (phone) await menu.getByRole('button', { name: 'Meny' }).click();
  const parent = theme.menu.find((item) => item.id === 'menu-om');
  const children = theme.menu.filter((item) => item.parent === 'menu-om');
  expect(parent && children.length).toBeTruthy();
  await menu.locator('summary', { hasText: `Undermeny for ${parent?.label ?? ''}` }).click();
  for (const child of children) {
    await expect(
      menu.getByRole('link', { name: child.label, exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  }
});

// A laptop or tablet in landscape: the header keeps every entry on the screen, on one line.
test('the header fits screens from 1024 to 1280 px wide', async ({ page }) => {
  for (const width of [1024, 1199, 1200, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.locator('.site-header');
    const account = header.getByRole('link', { name: 'Logg inn' });
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBeLessThan(80); // one row, no wrapped labels
  }
});

test('the staff page has a main and a side column (md 8/4, lg 9/3)', async ({ page }) => {
  const config = pages.find((p) => p.path === '/ansatte-og-avdelinger');
  expect(config).toBeDefined();
  for (const [width, share] of [
    [1280, 9 / 12],
    [900, 8 / 12],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ansatte-og-avdelinger');
    const columns = page.locator('main .grid-row.container').last().locator(':scope > div');
    await expect(columns).toHaveCount(2);
    const [main, side] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(main && side).toBeTruthy();
    if (!main || !side) return;
    expect(Math.abs(main.y - side.y)).toBeLessThan(2); // side by side
    const ratio = main.width / (main.width + side.width);
    expect(ratio).toBeGreaterThan(share - 0.04);
    expect(ratio).toBeLessThan(share + 0.04);
  }
});
