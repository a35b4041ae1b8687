import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaticServer } from '../static-server/static-server.ts';
import { runDeployChecks } from './deploy-checks.ts';

const HOME = `<html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"/><link rel="modulepreload" href="/assets/entry.client-abc.js"/></head><body><h1>Forside</h1><script type="module" src="/assets/entry.client-abc.js"></script></body></html>`;
const redirects = [{ fromPath: '/Kulturprogram', toPath: '/kulturprogram' }];

let base: string;
const servers: Server[] = [];

async function put(file: string, content: string): Promise<void> {
  await mkdir(dirname(join(base, file)), { recursive: true });
  await writeFile(join(base, file), content);
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-deploy-'));
  await put('client/index.html', HOME);
  await put('client/_.data', '[1]');
  await put('client/kinoprogram/index.html', '<h1>Kinoprogram</h1>');
  await put('client/kinoprogram.data', '[2]');
  await put('client/kulturprogram/index.html', '<h1>Kulturprogram</h1>');
  await put('client/assets/entry.client-abc.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  await put('client/404.html', '<h1>Siden finnes ikke</h1>');
  await put('client/robots.txt', 'User-agent: *\nAllow: /\n\nSitemap: https://www.fjordheim.no/sitemap.xml\n');
  await put('client/sitemap.xml', '<urlset><url><loc>https://www.fjordheim.no/</loc></url></urlset>');
  await put('client/_redirects.json', JSON.stringify(redirects));
  await put('client/redirects.json', JSON.stringify(redirects.map(({ fromPath, toPath }) => [fromPath, toPath])));
  await put(
    'client/search/manifest.json',
    JSON.stringify({ version: '3f2a9c01b7de', index: '/search/index-3f2a9c01b7de.json' }),
  );
  await put('client/search/index-3f2a9c01b7de.json', '{}');
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(base, { recursive: true, force: true });
});

test('our own static server passes every deploy check', async () => {
  const url = await listen(createStaticServer(join(base, 'client')));
  const checks = await runDeployChecks(url, { redirects, page: '/kinoprogram' });
  expect(checks.filter((check) => !check.ok)).toEqual([]);
  expect(checks.length).toBeGreaterThan(10);
  expect(checks.map((check) => check.name)).toContain('/search/index-3f2a9c01b7de.json is immutable');
});

test('a host that revalidates everything fails the search index check, not the manifest one', async () => {
  const ours = await listen(createStaticServer(join(base, 'client')));
  const revalidating = createServer((req, res) => {
    void fetch(`${ours}${req.url ?? '/'}`, { redirect: 'manual' }).then(async (upstream) => {
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      res
        .writeHead(upstream.status, { ...headers, 'cache-control': 'public, max-age=0, must-revalidate' })
        .end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  const url = await listen(revalidating);
  const failed = (await runDeployChecks(url, { redirects, page: '/kinoprogram' }))
    .filter((check) => !check.ok)
    .map((check) => check.name);
  expect(failed).toContain('/search/index-3f2a9c01b7de.json is immutable');
  expect(failed).not.toContain('/search/manifest.json is revalidated on each visit');
});

test('a host with an SPA fallback fails the 404 checks', async () => {
  const ours = await listen(createStaticServer(join(base, 'client')));
  // In front of our server, answers every 404 with the home page and 200: the classic SPA rewrite.
  const spa = createServer((req, res) => {
    void fetch(`${ours}${req.url ?? '/'}`, { redirect: 'manual' }).then(async (upstream) => {
      if (upstream.status === 404) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOME);
        return;
      }
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  const url = await listen(spa);
  const checks = await runDeployChecks(url, { redirects, page: '/kinoprogram' });
  const failed = checks.filter((check) => !check.ok).map((check) => check.name);
  expect(failed).toContain('an unknown path is a 404 with the not-found page, without scripts');
  expect(failed).toContain('a missing payload is a 404, never a page');
  expect(failed).not.toContain('/kinoprogram is a page');
});

test('a host that drops the policy headers or rewrites the page fails the policy checks', async () => {
  const ours = await listen(createStaticServer(join(base, 'client')));
  // In front of our server: passes the answers on without the policy headers, and strips the meta.
  const bare = createServer((req, res) => {
    void fetch(`${ours}${req.url ?? '/'}`, { redirect: 'manual' }).then(async (upstream) => {
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) =>
            !['content-encoding', 'content-length', 'content-security-policy', 'strict-transport-security'].includes(
              name,
            ),
        ),
      );
      const body = (await upstream.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
      res.writeHead(upstream.status, headers).end(body);
    });
  });
  const url = await listen(bare);
  const failed = (await runDeployChecks(url, { redirects, page: '/kinoprogram' })).filter((check) => !check.ok);
  const names = failed.map((check) => check.name);
  expect(names).toContain('/ carries the browser policy headers (frame-ancestors, HSTS, Referrer-Policy, …)');
  expect(names).toContain("/ has its Content-Security-Policy meta, scripts without 'unsafe-inline' or 'unsafe-eval'");
  expect(names).not.toContain('/ is a page, revalidated on each visit');
  expect(failed.find((check) => check.name.startsWith('/ carries'))?.detail).toBe(
    'missing or different: Content-Security-Policy, Strict-Transport-Security',
  );
});
