import { expect, hydrated, test } from './fixtures.ts';
import { redirects } from './content.ts';

test('a redirected path lands on its target', async ({ page }) => {
  const redirect = redirects.find((r) => r.fromPath === '/Kulturprogram');
  expect(redirect).toBeDefined();
  const response = await page.goto('/Kulturprogram');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(redirect?.toPath);
  await expect(page.locator('main [data-block="culture-program"]')).toBeAttached();
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/finnes-ikke-her');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kinoprogram/ }).first()).toBeVisible();
});

test('following a menu link navigates in the page, fetching only its payload', async ({ page }) => {
  await page.goto('/');
  // In the page only once the scripts have run (decision 116); before, the link is a plain link.
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const payload = page.waitForResponse((r) => r.url().endsWith('/kinoprogram.data'));
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  if ((page.viewportSize()?.width ?? 1280) < 1200) await menu.getByRole('button', { name: 'Meny' }).click();
  await menu.getByRole('link', { name: 'Kinoprogram', exact: true }).click();
  // 304 when the menu's idle prefetch (decision 103) already holds it in the HTTP cache and
  // no service worker controls the page yet: the click then revalidates it.
  expect([200, 304]).toContain((await payload).status());
  await expect(page).toHaveURL(/\/kinoprogram$/);
  await expect(page.locator('main [data-block="program"]')).toBeAttached();
  await expect(page).toHaveTitle(/Kinoprogram/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
