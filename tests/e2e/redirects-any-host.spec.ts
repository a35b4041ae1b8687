/**
 * Redirects on a host that ignores the build's redirect files (GitHub Pages, a bucket behind a
 * CDN without rules): the site links no old path, and `404.html`, which such a host sends for
 * one, applies the redirect table itself (spec §2.1 "applied on first load").
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { readEnvironment } from '../../app/model/environment.ts';
import { createStaticServer } from '../../scripts/static-server/static-server.ts';
import { redirects } from './content.ts';
import { expect, test } from './fixtures.ts';

let server: Server;
let origin = '';

test.beforeAll(async () => {
  const clientDir = resolve(readEnvironment().FOAJE_OUT_DIR ?? 'build', 'client');
  server = createStaticServer(clientDir, { ignoreRedirects: true });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('the old path /Kulturprogram is answered with 404.html, which takes the visitor to /kulturprogram', async ({
  page,
}) => {
  expect(redirects).toContainEqual({ fromPath: '/Kulturprogram', toPath: '/kulturprogram' });
  const response = await page.goto(`${origin}/Kulturprogram?fra=plakat#konserter`);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(`${origin}/kulturprogram?fra=plakat#konserter`);
  await expect(page.locator('main [data-block="culture-program"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kulturprogram');
});

test('an address the redirect table does not have stays the not-found page', async ({ page }) => {
  const table = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/redirects.json');
  const response = await page.goto(`${origin}/kulturprogram-2019`);
  expect(response?.status()).toBe(404);
  await table;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  expect(page.url()).toBe(`${origin}/kulturprogram-2019`);
});

test('the menu links the culture programme at its own address, not the old one', async ({ page }) => {
  await page.goto(`${origin}/`);
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  // Folded away on a phone: a link all the same.
  await expect(menu.getByRole('link', { name: 'Kulturprogram', exact: true, includeHidden: true })).toHaveAttribute(
    'href',
    '/kulturprogram',
  );
  const fromPaths = new Set(redirects.map((redirect) => redirect.fromPath));
  const linked = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(linked.filter((path) => fromPaths.has(decodeURIComponent(path)))).toEqual([]);
});
