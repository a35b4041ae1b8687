import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaticServer } from './static-server.ts';

const NOT_FOUND_HTML = '<!DOCTYPE html><html lang="nb"><body><h1>Siden finnes ikke</h1></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

let base: string;
let server: Server;
let port: number;

async function put(file: string, content: string | Buffer): Promise<void> {
  const path = join(base, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-serve-'));
  await put('secret.txt', 'outside the site');
  await put('client/index.html', '<h1>Forside</h1>');
  await put('client/_.data', '[{"forside":1}]');
  await put('client/kinoprogram/index.html', '<h1>Kinoprogram</h1>');
  await put('client/kinoprogram.data', '[{"kinoprogram":1}]');
  await put('client/kulturprogram/index.html', '<h1>Kulturprogram</h1>');
  await put('client/blåbær/index.html', '<h1>Blåbær</h1>');
  await put('client/assets/root-abc123.js', SCRIPT);
  await put('client/images/plakat.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await put('client/tom/bare-en-fil.txt', 'ingen liste');
  await put('client/404.html', NOT_FOUND_HTML);
  await put('client/sitemap.xml', '<urlset/>');
  await put('client/search/manifest.json', '{"index":"/search/index-3f2a9c01b7de.json"}');
  await put('client/search/index-3f2a9c01b7de.json', '{}');
  await put('client/_headers', '/*\n  X-Frame-Options: DENY\n');
  await put('client/_redirects.json', JSON.stringify([{ fromPath: '/Kulturprogram', toPath: '/kulturprogram' }]));
  server = createStaticServer(join(base, 'client'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(base, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A raw request: the path goes on the wire exactly as written (no URL normalisation). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', to = port): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: to, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

test('the home page and a page path are served from their index.html', async () => {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.text).toBe('<h1>Forside</h1>');
  expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  const page = await get('/kinoprogram');
  expect(page.status).toBe(200);
  expect(page.text).toBe('<h1>Kinoprogram</h1>');
});

test('a page with Norwegian letters in its path is served', async () => {
  const page = await get('/bl%C3%A5b%C3%A6r');
  expect(page.status).toBe(200);
  expect(page.text).toBe('<h1>Blåbær</h1>');
});

test('a payload is served as it is, as text/x-script, whatever its query', async () => {
  const data = await get('/kinoprogram.data?_routes=routes%2Fpage');
  expect(data.status).toBe(200);
  expect(data.text).toBe('[{"kinoprogram":1}]');
  expect(data.headers['content-type']).toBe('text/x-script; charset=utf-8');
  expect(data.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect((await get('/_.data')).text).toBe('[{"forside":1}]');
});

test('a missing payload is a bare 404, never a page', async () => {
  const data = await get('/finnes-ikke.data');
  expect(data.status).toBe(404);
  expect(data.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(data.text).not.toContain('<h1>');
});

test('an unknown path answers 404 with the body of 404.html', async () => {
  for (const path of ['/finnes-ikke', '/404', '/assets/borte.js', '/kinoprogram/ekstra']) {
    const reply = await get(path);
    expect(reply.status, path).toBe(404);
    expect(reply.text, path).toBe(NOT_FOUND_HTML);
    expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
  }
});

test('/Kulturprogram is a 301 to /kulturprogram with the query kept', async () => {
  const reply = await get('/Kulturprogram?utm_source=meny');
  expect(reply.status).toBe(301);
  expect(reply.headers.location).toBe('/kulturprogram?utm_source=meny');
  const data = await get('/Kulturprogram.data');
  expect(data.status).toBe(301);
  expect(data.headers.location).toBe('/kulturprogram.data');
});

test('as a host that ignores the redirect files, /Kulturprogram answers 404 with 404.html', async () => {
  const plain = createStaticServer(join(base, 'client'), { ignoreRedirects: true });
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  try {
    const reply = await get('/Kulturprogram', {}, 'GET', (plain.address() as AddressInfo).port);
    expect(reply.status).toBe(404);
    expect(reply.text).toBe(NOT_FOUND_HTML);
  } finally {
    await new Promise((resolve) => plain.close(resolve));
  }
});

test('a trailing slash is a 301 to the path without it', async () => {
  const reply = await get('/kinoprogram/?a=1');
  expect(reply.status).toBe(301);
  expect(reply.headers.location).toBe('/kinoprogram?a=1');
});

test('a folder without index.html is not listed', async () => {
  const reply = await get('/tom');
  expect(reply.status).toBe(404);
  expect(reply.text).not.toContain('bare-en-fil');
});

test('no path reaches a file outside the site', async () => {
  for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
    const reply = await get(path);
    expect([400, 404], path).toContain(reply.status);
    expect(reply.text, path).not.toContain('outside the site');
  }
});

test('the redirect table itself is not served', async () => {
  const reply = await get('/_redirects.json');
  expect(reply.status).toBe(404);
  expect(reply.text).not.toContain('fromPath');
});

test('hashed assets are immutable, images are kept a day', async () => {
  expect((await get('/assets/root-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const image = await get('/images/plakat.png');
  expect(image.headers['cache-control']).toBe('public, max-age=86400');
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.headers.vary).toBeUndefined();
});

test('the hashed search index is immutable, its manifest revalidated', async () => {
  expect((await get('/search/index-3f2a9c01b7de.json')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await get('/search/manifest.json')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('text is sent with brotli or gzip as the client accepts', async () => {
  const br = await get('/assets/root-abc123.js', { 'accept-encoding': 'gzip, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
  expect(brotliDecompressSync(br.body).toString('utf8')).toBe(SCRIPT);

  const gzip = await get('/assets/root-abc123.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);

  const plain = await get('/assets/root-abc123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.text).toBe(SCRIPT);
});

test('HEAD sends the headers of GET without a body', async () => {
  const reply = await get('/kinoprogram', {}, 'HEAD');
  expect(reply.status).toBe(200);
  expect(reply.headers['content-length']).toBe(String(Buffer.byteLength('<h1>Kinoprogram</h1>')));
  expect(reply.body.length).toBe(0);
});

test('a request with the current ETag is answered 304 without a body', async () => {
  const first = await get('/kinoprogram');
  const etag = first.headers.etag;
  expect(etag).toBeDefined();
  const second = await get('/kinoprogram', { 'if-none-match': etag ?? '' });
  expect(second.status).toBe(304);
  expect(second.body.length).toBe(0);
});

test('a changed file gets a new ETag', async () => {
  const before = (await get('/sitemap.xml')).headers.etag;
  await put('client/sitemap.xml', '<urlset><url/></urlset>');
  await utimes(join(base, 'client/sitemap.xml'), new Date(), new Date(Date.now() + 5000));
  const after = await get('/sitemap.xml', { 'if-none-match': before ?? '' });
  expect(after.status).toBe(200);
  expect(after.text).toBe('<urlset><url/></urlset>');
});

test('a method other than GET or HEAD is refused', async () => {
  const reply = await get('/', {}, 'POST');
  expect(reply.status).toBe(405);
  expect(reply.headers.allow).toBe('GET, HEAD');
});

test('every answer carries the browser policy headers: pages, files, redirects and errors', async () => {
  for (const path of ['/', '/assets/root-abc123.js', '/Kulturprogram', '/finnes-ikke', '/kinoprogram/']) {
    const reply = await get(path);
    expect(reply.headers['content-security-policy'], path).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(reply.headers['x-frame-options'], path).toBe('DENY');
    expect(reply.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(reply.headers['permissions-policy'], path).toContain('geolocation=()');
    expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test('the headers file for a CDN is not served', async () => {
  expect((await get('/_headers')).status).toBe(404);
});
