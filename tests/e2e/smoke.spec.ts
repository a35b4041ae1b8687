import { expect, test } from './fixtures.ts';
import { axeViolations } from './axe.ts';

test('the home page opens with a heading and no accessibility violations', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('an unknown path is a 404 with the not-found page, which hydrates nothing and asks only for the redirect table', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const table = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/redirects.json');
  const response = await page.goto('/denne-siden-finnes-ikke');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await table;
  // One inline script: the redirect table applied to the address (decision 165); no file of script.
  expect(await page.locator('script').count()).toBe(1);
  expect(await page.locator('script[src], script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
  expect(asked.filter((path) => path.endsWith('.js'))).toEqual([]);
});

test('the host answers as docs/deploy.md says', async ({ request }) => {
  const missingPayload = await request.get('/denne-siden-finnes-ikke.data');
  expect(missingPayload.status()).toBe(404);
  expect(await missingPayload.text()).not.toContain('<html');

  const home = await request.get('/_.data');
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toMatch(/^text\/x-script(;|$)/);

  const redirect = await request.get('/Kulturprogram?fra=meny', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/kulturprogram?fra=meny');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/<\/loc>/);

  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap: ');
});
