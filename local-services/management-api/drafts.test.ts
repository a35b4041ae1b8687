/**
 * The management API's drafts over real sockets: `stable=0` is the draft, `stable=1` the
 * published version; an editor's draft, its publish, the webhook to the site, and a restart.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import { startTokenCacher } from '../token-cacher/token-cacher.ts';
import { MAX_DRAFT_BODY_BYTES, startManagementApi, type ManagementApi } from './management-api.ts';

const SECRET = 'the-venue-platform-shared-secret-0123456789';
const CONTENT = resolve(import.meta.dirname, '../../content');
const SITE = LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID;

let base: string;
let receiver: Server;
let receiverUrl: string;
let cacher: Awaited<ReturnType<typeof startTokenCacher>>;
let api: ManagementApi;
let token: string;
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
const logged: string[] = [];

function start(): Promise<ManagementApi> {
  return startManagementApi({
    contentDir: CONTENT,
    port: 0,
    today: () => '2026-11-20',
    draftsFile: join(base, 'drafts.sqlite'),
    webhook: { url: receiverUrl, secret: SECRET },
    log: (line) => logged.push(line),
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-drafts-'));
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolveListen) => receiver.listen(0, '127.0.0.1', resolveListen));
  receiverUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/_publish`;
  cacher = await startTokenCacher({ port: 0 });
  api = await start();
  const answer = await fetch(cacher.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_ID,
      client_secret: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_SECRET,
      audience: LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE,
    }),
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await api.close();
  await cacher.close();
  receiver.closeAllConnections();
  await new Promise((resolveClose) => receiver.close(resolveClose));
  await rm(base, { recursive: true, force: true });
});

const auth = () => ({ Authorization: `Bearer ${token}` });

interface Listing {
  stable: boolean;
  data: Array<{ id: string; body?: string; title?: string }>;
}

async function read(what: 'article' | 'block-data', stable: 0 | 1): Promise<Listing> {
  const response = await fetch(new URL(`site/${SITE}/${what}?stable=${String(stable)}`, api.url), { headers: auth() });
  expect(response.status).toBe(200);
  return (await response.json()) as Listing;
}

const put = (path: string, body: string, headers: Record<string, string> = auth()) =>
  fetch(new URL(`site/${SITE}/draft/${path}`, api.url), {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body,
  });

const bodyOf = (listing: Listing, id: string) => listing.data.find((item) => item.id === id)?.body;

test('stable=1 is the published venue as the folder holds it; stable=0 adds the sample drafts', async () => {
  const published = await read('article', 1);
  const draft = await read('article', 0);
  expect(published.stable).toBe(true);
  expect(draft.stable).toBe(false);
  const anniversary = await readFile(join(CONTENT, 'articles/om-jubileet.md'), 'utf8');
  expect(bodyOf(published, 'om-jubileet')?.trim()).toBe(anniversary.replace(/^# .*\n+/, '').trim());
  expect(published.data.map((article) => article.id)).not.toContain('filmklubb-for-unge');
  expect(draft.data.map((article) => article.id)).toContain('filmklubb-for-unge');
  expect(bodyOf(draft, 'om-jubileet')).toContain('Lys på lerretet');
  expect(bodyOf(published, 'om-jubileet')).not.toContain('Lys på lerretet');
  expect(draft.data).toHaveLength(published.data.length + 1);
  expect((await read('block-data', 0)).data).toEqual((await read('block-data', 1)).data);
});

test('a draft needs the token, valid input of the address’s id and a small body; the answers carry the API headers', async () => {
  const article = {
    id: 'apningstider',
    title: 'Åpningstider',
    body: 'Vi åpner en time før første film.',
    format: 'markdown',
  };
  const refused = await put('article/apningstider', JSON.stringify(article), {});
  expect(refused.status).toBe(401);
  const wrongToken = await put('article/apningstider', JSON.stringify(article), { Authorization: 'Bearer x.y.z' });
  expect(wrongToken.status).toBe(401);
  const invalid = await put('article/apningstider', JSON.stringify({ ...article, body: 42 }));
  expect(invalid.status).toBe(400);
  expect(((await invalid.json()) as { message: string }).message).toContain('$.body');
  expect((await put('article/annen-id', JSON.stringify(article))).status).toBe(400);
  expect((await put('article/apningstider', 'not json')).status).toBe(400);
  const big = await put('article/apningstider', JSON.stringify({ ...article, body: 'x'.repeat(MAX_DRAFT_BODY_BYTES) }));
  expect(big.status).toBe(413);
  expect((await read('article', 0)).data.map((item) => item.id)).not.toContain('apningstider');

  const saved = await put('article/apningstider', JSON.stringify(article));
  expect(saved.status).toBe(200);
  for (const answer of [refused, invalid, big, saved]) {
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }
  expect(bodyOf(await read('article', 0), 'apningstider')).toBe(article.body);
  expect(bodyOf(await read('article', 1), 'apningstider')).toBeUndefined();

  const page = (await read('block-data', 1)).data.find((item) => item.id === 'om-jubileet');
  const pageSaved = await put('page/om-jubileet', JSON.stringify({ ...page, title: 'Jubileet' }));
  expect(pageSaved.status).toBe(200);
  expect((await read('block-data', 0)).data.find((item) => item.id === 'om-jubileet')?.title).toBe('Jubileet');
  expect((await read('block-data', 1)).data.find((item) => item.id === 'om-jubileet')?.title).toBe('Om jubileet');
});

test('publishing makes the drafts the published version, tells the site with its secret, and outlives a restart', async () => {
  const draftArticles = await read('article', 0);
  const draftPages = await read('block-data', 0);
  expect(
    (await fetch(new URL(`site/${SITE}/publish`, api.url), { method: 'POST' })).status,
    'no token, no publish',
  ).toBe(401);
  const answer = await fetch(new URL(`site/${SITE}/publish`, api.url), { method: 'POST', headers: auth() });
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: 'published', changes: 4 });
  expect((await read('article', 1)).data).toEqual(draftArticles.data);
  expect((await read('block-data', 1)).data).toEqual(draftPages.data);
  expect((await read('article', 0)).data).toEqual(draftArticles.data);

  await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
  expect(received[0]?.headers.authorization).toBe(`Bearer ${SECRET}`);
  expect(JSON.parse(received[0]?.body ?? '{}')).toEqual({ event: 'content.published', siteId: SITE });
  expect(logged.join('\n')).not.toContain(SECRET);

  // A restart on the same file: what was published stays, and the sample drafts do not come back.
  await api.close();
  api = await start();
  expect((await read('article', 1)).data).toEqual(draftArticles.data);
  expect((await read('article', 0)).data).toEqual(draftArticles.data);
  // Nothing to publish: no call to the site.
  const again = await fetch(new URL(`site/${SITE}/publish`, api.url), { method: 'POST', headers: auth() });
  expect(await again.json()).toEqual({ status: 'published', changes: 0 });
  await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  expect(received).toHaveLength(1);
});
