/**
 * The preview of drafts and the publishing status, as an editor meets them under `npm start`
 * (decisions 196–198): a draft shows in the preview within seconds, with its banner, and not on
 * the live site until published; a draft with bad content is named in the preview's banner, and
 * once published it leaves the live site as it was and tells the chat once, and once more when
 * fixed; nobody without the preview secret sees anything of the drafts.
 */
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  drafts,
  LIVE,
  managementToken,
  PREVIEW,
  PREVIEW_SECRET,
  PUBLISH_SECRET,
  publishDrafts,
  putDraft,
  startReceiver,
  startSite,
  type Receiver,
  type RunningStart,
} from './preview-helpers.ts';

test.describe.configure({ mode: 'serial' });

let site: RunningStart;
let chat: Receiver;

/** Builds on the suite's busy cores: a rebuild has taken 25 s with two browsers running. */
const REBUILD = { timeout: 120_000, intervals: [500, 1_000, 2_000] };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  chat = await startReceiver();
  site = startSite(chat.url);
  // The live site first, then the preview of its drafts.
  await site.printed(/✓ Preview: built/);
});

test.afterAll(async () => {
  await site.stop();
  await chat.close();
});

const html = async (url: string) => (await fetch(url)).text();

test('without the preview secret: 401 and nothing of the drafts; the publishing status needs its secret', async () => {
  for (const path of ['/', '/om-jubileet', '/om-jubileet.data', '/_forhandsvisning/banner.css']) {
    const answer = await fetch(`${PREVIEW}${path}`);
    expect(answer.status, path).toBe(401);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.text();
    expect(body).toContain('Skriv inn nøkkelen');
    expect(body).not.toContain('Jubileumsboka');
  }
  const wrong = await fetch(`${PREVIEW}/_forhandsvisning/logg-inn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'secret=not-the-secret&next=%2Fom-jubileet',
    redirect: 'manual',
  });
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get('set-cookie')).toBeNull();
  expect(await wrong.text()).toContain('Feil nøkkel');

  // The live site's publishing status (decision 197): the secret's, nobody else's.
  expect((await fetch(`${LIVE}/_publish`)).status).toBe(401);
  const status = await fetch(`${LIVE}/_publish`, { headers: { Authorization: `Bearer ${PUBLISH_SECRET}` } });
  expect(status.status).toBe(200);
  const { outcomes } = (await status.json()) as { outcomes: Array<{ ok: boolean; message: string }> };
  expect(outcomes[0]?.ok).toBe(true);
  expect(outcomes[0]?.message).toMatch(/^Publisert /);
});

test('a draft shows in the preview, not live, until published; a bad one is named and told to the chat once', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sw.js') workerRequests.push(request.url());
  });

  // Signing in with the secret lands on the page asked for, with its banner.
  await page.goto(`${PREVIEW}/om-jubileet`);
  await expect(page.getByRole('heading', { name: 'Forhåndsvisning' })).toBeVisible();
  await page.getByLabel('Nøkkel').fill(PREVIEW_SECRET);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(`${PREVIEW}/om-jubileet`);
  // From here on (the sign-in page was a 401, which the browser logs): the band is written into
  // pages React hydrates, and no page logs a hydration error, nor any other.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  const banner = page.getByRole('complementary', { name: 'Forhåndsvisning' });
  await expect(banner).toContainText('Du ser nettstedet med utkast som ikke er publisert');
  // The sample venue's own draft: a paragraph added to the anniversary article.
  await expect(page.locator('main')).toContainText('Jubileumsboka «Lys på lerretet»');
  await expect(banner.getByRole('link', { name: /Om jubileet/ })).toBeVisible();
  await expect(banner).toContainText('Nettstedet har det siste publiserte innholdet');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await html(`${LIVE}/om-jubileet`)).not.toContain('Jubileumsboka');
  expect(await axeViolations(page)).toEqual([]);
  // Client navigation keeps it: a page of the site's own, then back.
  await page.getByRole('banner').getByRole('link', { name: 'Kinoprogram' }).first().click();
  await expect(page).toHaveURL(`${PREVIEW}/kinoprogram`);
  await expect(banner).toBeVisible();
  await page.goBack();
  await expect(page.locator('main')).toContainText('Jubileumsboka');

  // An editor changes the article: the preview shows it within seconds, the live site does not.
  const token = await managementToken();
  const article = (await drafts(token, 'article')).find((item) => item.id === 'om-jubileet');
  if (article === undefined) throw new Error('no article om-jubileet');
  const added = 'Festforestillingen 12. desember får eget orkester.';
  expect(await putDraft(token, 'article', { ...article, body: `${String(article['body'])}\n${added}\n` })).toBe(200);
  await expect
    .poll(async () => {
      await page.reload();
      return page.locator('main').textContent();
    }, REBUILD)
    .toContain(added);
  await expect(page.getByRole('complementary', { name: 'Forhåndsvisning' })).toBeVisible();
  expect(await html(`${LIVE}/om-jubileet`)).not.toContain(added);

  // Published: the live site shows it, and the preview then differs from it in nothing.
  expect(await publishDrafts(token)).toBe(200);
  await expect.poll(() => html(`${LIVE}/om-jubileet`), REBUILD).toContain(added);
  await expect
    .poll(async () => {
      await page.reload();
      return banner.textContent();
    }, REBUILD)
    .toContain('Utkastene endrer ingen sider');

  // A draft with bad content: the preview says what is wrong; nothing is told to the chat yet.
  const pageConfig = (await drafts(token, 'block-data')).find((item) => item.id === 'om-jubileet');
  if (pageConfig === undefined) throw new Error('no page om-jubileet');
  const meta = pageConfig['meta'] as { nb: Record<string, unknown> };
  const broken = { ...pageConfig, meta: { ...meta, nb: { ...meta.nb, title: 42 } } };
  expect(await putDraft(token, 'page', broken)).toBe(200);
  await expect
    .poll(async () => {
      await page.reload();
      return banner.textContent();
    }, REBUILD)
    .toContain('Forhåndsvisningen kunne ikke bygges med de siste utkastene');
  await expect(banner).toContainText('meta.nb.title: forventet tekst, fikk et tall');
  expect(chat.messages).toEqual([]);

  // Published anyway: the live site stays as it was, and the chat hears of it once, naming the field.
  expect(await publishDrafts(token)).toBe(200);
  await expect.poll(() => chat.messages.length, REBUILD).toBe(1);
  expect(chat.messages[0]).toContain('Publiseringen feilet');
  expect(chat.messages[0]).toContain('meta.nb.title');
  expect(await html(`${LIVE}/om-jubileet`)).toContain(added);
  await page.reload();
  await expect(banner).toContainText('Siste publisering feilet');

  // Fixed and published: the chat hears once more that publishing works again.
  expect(await putDraft(token, 'page', pageConfig)).toBe(200);
  expect(await publishDrafts(token)).toBe(200);
  await expect.poll(() => chat.messages.length, REBUILD).toBe(2);
  expect(chat.messages[1]).toContain('Publiseringen virker igjen');
  await expect
    .poll(async () => {
      await page.reload();
      return banner.textContent();
    }, REBUILD)
    .toContain('Nettstedet har det siste publiserte innholdet');

  // The preview never registered a service worker.
  expect(workerRequests).toEqual([]);
  expect(errors).toEqual([]);
});
