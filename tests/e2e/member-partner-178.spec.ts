/**
 * Partner selection (spec §1): a venue whose `partners` list starts with 178 talks to the 178
 * instance. Builds the sample venue with `partners: [178]` from a content copy, serves it, and
 * runs its own 178 instance that allows that origin.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, answerConsent } from './fixtures.ts';
import { createStaticServer } from '../../scripts/static-server/static-server.ts';
import { SEED_MEMBERS } from '../../local-services/partner-api/seed.ts';
import { busiestFilm } from './member-helpers.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const ola = SEED_MEMBERS[178];

let contentDir = '';
let outDir = '';
let site: Server | undefined;
let api: ChildProcess | undefined;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(240_000);
  contentDir = mkdtempSync(join(tmpdir(), 'foaje-178-'));
  cpSync(join(repo, process.env['FOAJE_CONTENT_DIR'] ?? 'content'), contentDir, { recursive: true });
  const siteFile = join(contentDir, 'site.json');
  writeFileSync(
    siteFile,
    JSON.stringify({ ...(JSON.parse(readFileSync(siteFile, 'utf8')) as object), partners: [178] }, null, 2),
  );
  outDir = join(repo, `build-member-178-${testInfo.project.name}`);

  site = createStaticServer(join(outDir, 'client'));
  await new Promise<void>((done) => site?.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  // Its own process (as the web servers run): the content loader's CommonJS dependencies do
  // not load inside Playwright's test runner.
  api = spawn(join(repo, 'node_modules/.bin/node'), ['local-services/partner-api/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PARTNER_ID: '178',
      PORT: '0',
      FOAJE_CONTENT_DIR: contentDir,
      FOAJE_SITE_ORIGINS: origin,
      PARTNER_API_DB: join(contentDir, 'partner-178.sqlite'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const apiUrl = await new Promise<string>((done, fail) => {
    let out = '';
    api?.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Partner API 178: (http:\/\/\S+)/.exec(out)?.[1];
      if (url) done(url);
    });
    api?.once('exit', (code) => fail(new Error(`the 178 instance exited (${String(code)})`)));
  });

  // The 118 URL points nowhere: a site that asked partner 118 would show no reviews at all.
  await run(join(repo, 'node_modules/.bin/node'), ['scripts/build.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      FOAJE_CONTENT_DIR: contentDir,
      FOAJE_OUT_DIR: outDir,
      FOAJE_PARTNER_API_178: apiUrl,
      FOAJE_PARTNER_API_118: 'http://127.0.0.1:9/',
      CI: '1',
    },
  });
});

test.afterAll(async () => {
  api?.kill('SIGTERM');
  site?.closeAllConnections();
  await new Promise((done) => (site ? site.close(done) : done(undefined)));
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

test('a site whose first partner is 178 shows the 178 instance’s reviews and members', async ({ page }) => {
  await answerConsent(page);
  await page.goto(`${origin}/${busiestFilm?.parentSlug ?? ''}`);
  const reviews = page.locator('.member-reviews');
  await expect(reviews).toContainText('Ola fra Sørbyen');
  await expect(reviews.locator('> li')).toHaveCount(3);

  await page.goto(`${origin}/logg-inn`);
  await page.getByLabel('E-postadresse').fill(ola?.email ?? '');
  await page.getByLabel('Passord').fill(ola?.password ?? '');
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await expect(page.getByText('Hei, Ola Hansen!')).toBeVisible();
  await expect(page.locator('.member-ticket')).toHaveCount(2);
});
