/**
 * The preview's server over a real socket: who gets in, what everyone else sees, what every
 * answer says to caches and search engines, and how each page carries the banner.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_SECRET_LIMIT } from '../publishing/publish-endpoint.ts';
import { accessToken, PREVIEW_COOKIE, SIGN_IN_PATH } from './preview-access.ts';
import { createPreviewHandler } from './preview-server.ts';

const SECRET = 'preview-secret-for-the-server-test-0123456789';
const DRAFT = 'Et avsnitt som bare finnes i utkastet.';
let dir: string;
let server: Server;
let base: string;
let published = 0;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'foaje-preview-server-'));
  await mkdir(join(dir, 'om'), { recursive: true });
  await writeFile(
    join(dir, 'om/index.html'),
    `<!DOCTYPE html><html lang="nb"><head><title>Om</title></head><body><main>${DRAFT}</main></body></html>`,
  );
  await writeFile(join(dir, 'om.data'), '[{"draft":true}]');
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  server = createServer(
    createPreviewHandler({
      clientDir: dir,
      secret: SECRET,
      banner: () => ({ changes: [{ path: '/om', kind: 'changed', title: 'Om' }], live: undefined, preview: undefined }),
      publish: (_req, res) => {
        published += 1;
        res.writeHead(202).end();
      },
    }),
  );
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolveClose) => server.close(resolveClose));
  await rm(dir, { recursive: true, force: true });
});

const signIn = (secret: string, next = '/om', headers: Record<string, string> = {}) =>
  fetch(`${base}${SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ secret, next }).toString(),
    redirect: 'manual',
  });

describe('the preview server', () => {
  it('answers everyone without the cookie 401 with the sign-in form, never the draft, kept by no cache', async () => {
    for (const path of ['/om', '/om.data', '/sw.js', '/_forhandsvisning/banner.css']) {
      const answer = await fetch(`${base}${path}`, { headers: { Cookie: `${PREVIEW_COOKIE}=forged` } });
      expect(answer.status, path).toBe(401);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const body = await answer.text();
      expect(body).toContain(`action="${SIGN_IN_PATH}"`);
      expect(body).not.toContain(DRAFT);
    }
  });

  it('lets the secret in with a cookie that holds a digest, not the secret, and goes where it was asked', async () => {
    const answer = await signIn(SECRET, '/om');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/om');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`${PREVIEW_COOKIE}=${accessToken(SECRET)}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(SECRET);
  });

  it('sends nobody off the preview after signing in', async () => {
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      expect((await signIn(SECRET, next)).headers.get('location')).toBe('/');
    }
  });

  it('refuses a sign-in posted from another origin', async () => {
    expect((await signIn(SECRET, '/om', { Origin: 'https://evil.example' })).status).toBe(403);
  });

  it('serves each page with the banner, marked and kept from caches and search engines; no worker', async () => {
    const cookie = `${PREVIEW_COOKIE}=${accessToken(SECRET)}`;
    const page = await fetch(`${base}/om`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('etag')).toBeNull();
    const html = await page.text();
    expect(html).toContain('<html data-foaje-preview=""');
    expect(html).toContain('<a href="/om">Om</a> (endret)');
    expect(html).toContain(DRAFT);
    const payload = await fetch(`${base}/om.data`, { headers: { Cookie: cookie } });
    expect(payload.headers.get('cache-control')).toBe('no-store');
    expect(await payload.text()).toBe('[{"draft":true}]');
    expect((await fetch(`${base}/sw.js`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await fetch(`${base}/_forhandsvisning/banner.css`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('hands the draft webhook to the publish endpoint, cookie or not', async () => {
    const answer = await fetch(`${base}/_publish`, { method: 'POST' });
    expect(answer.status).toBe(202);
    expect(published).toBe(1);
  });

  it('makes a client that keeps guessing wait, and says so in Bokmål', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= WRONG_SECRET_LIMIT; attempt += 1) {
      const answer = await signIn('not-the-secret');
      statuses.push(answer.status);
      if (answer.status === 429) expect(await answer.text()).toContain('For mange feil forsøk');
      else expect(await answer.text()).toContain('Feil nøkkel');
    }
    expect(statuses.slice(0, WRONG_SECRET_LIMIT)).toEqual(Array(WRONG_SECRET_LIMIT).fill(401));
    expect(statuses.at(-1)).toBe(429);
  });
});
