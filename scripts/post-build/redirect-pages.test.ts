import { request as httpRequest, type Server } from 'node:http';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createStaticServer } from '../static-server/static-server.ts';
import { buildRedirectsJson } from './redirect-files.ts';
import { redirectPageHtml, writeRedirectPages } from './redirect-pages.ts';

const HOST = 'https://www.fjordheim.no';
let base: string;

async function put(file: string, content: string): Promise<void> {
  await mkdir(dirname(join(base, file)), { recursive: true });
  await writeFile(join(base, file), content);
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-redirect-pages-'));
  await put('client/index.html', '<h1>Forside</h1>');
  await put('client/kulturprogram/index.html', '<h1>Kulturprogram</h1>');
  await put('client/kinoprogram/index.html', '<h1>Kinoprogram</h1>');
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

test('each redirect gets a page at its fromPath that refreshes to the target, names it canonical and links to it', async () => {
  const table = new Map([
    ['/program', '/kinoprogram'],
    ['/gamle/sider/billetter', 'https://billett.example.no/118?kanal=web&x="1"'],
  ]);
  const result = await writeRedirectPages(join(base, 'client'), HOST, table);
  expect(result).toEqual({ written: ['/gamle/sider/billetter', '/program'], skipped: [] });

  const program = await readFile(join(base, 'client/program/index.html'), 'utf8');
  expect(program).toContain('<meta http-equiv="refresh" content="0; url=/kinoprogram">');
  expect(program).toContain('<link rel="canonical" href="https://www.fjordheim.no/kinoprogram">');
  expect(program).toContain('<a href="/kinoprogram">/kinoprogram</a>');
  expect(program).toContain('<meta name="robots" content="noindex">');
  expect(program).toContain('<html lang="nb">');

  const outbound = await readFile(join(base, 'client/gamle/sider/billetter/index.html'), 'utf8');
  const escaped = 'https://billett.example.no/118?kanal=web&amp;x=&quot;1&quot;';
  expect(outbound).toContain(`<link rel="canonical" href="${escaped}">`);
  expect(outbound).toContain(`<a href="${escaped}" rel="noopener noreferrer">`);
  // The real pages are as they were.
  expect(await readFile(join(base, 'client/kinoprogram/index.html'), 'utf8')).toBe('<h1>Kinoprogram</h1>');
});

test('a page at the start of a chain of redirects leads to its end', async () => {
  const table = new Map([
    ['/gammel-kino', '/kino'],
    ['/kino', '/kinoprogram'],
  ]);
  await writeRedirectPages(join(base, 'client'), HOST, table);
  for (const fromPath of table.keys()) {
    const page = await readFile(join(base, `client${fromPath}/index.html`), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/kinoprogram">');
    expect(page).toContain('<a href="/kinoprogram">/kinoprogram</a>');
  }
});

test('a fromPath that differs from a page only in case gets no page, so a case-blind host keeps the real page', async () => {
  const table = new Map([
    ['/Kulturprogram', '/kulturprogram'],
    ['/KINOPROGRAM', '/kinoprogram'],
    ['/kino', '/kinoprogram'],
  ]);
  const result = await writeRedirectPages(join(base, 'client'), HOST, table);
  expect(result).toEqual({ written: ['/kino'], skipped: ['/KINOPROGRAM', '/Kulturprogram'] });
  expect((await readdir(join(base, 'client'))).sort()).toEqual(['index.html', 'kino', 'kinoprogram', 'kulturprogram']);
  expect(await readFile(join(base, 'client/kulturprogram/index.html'), 'utf8')).toBe('<h1>Kulturprogram</h1>');
});

test('a path that would leave the client folder gets no page', async () => {
  const result = await writeRedirectPages(
    join(base, 'client'),
    HOST,
    new Map([
      ['/a/../../ute', '/'],
      ['/', '/kinoprogram'],
    ]),
  );
  expect(result.written).toEqual([]);
  expect(await readdir(base)).toEqual(['client']);
});

test('the static server still answers 301 at a fromPath that now has a redirect page', async () => {
  const table = new Map([['/program', '/kinoprogram']]);
  await writeRedirectPages(join(base, 'client'), HOST, table);
  await put('client/_redirects.json', buildRedirectsJson(table));
  await put('client/404.html', '<h1>Siden finnes ikke</h1>');
  const server: Server = createStaticServer(join(base, 'client'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<{ status: number | undefined; location: string | undefined }>(
      (resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/program' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        })
          .on('error', reject)
          .end();
      },
    );
    expect(response).toEqual({ status: 301, location: '/kinoprogram' });
  } finally {
    server.close();
  }
});

test('the page text is Bokmål and valid as a document: title, charset, one h1', () => {
  const html = redirectPageHtml(HOST, '/om-jubileet');
  expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toContain('<title>Siden har flyttet</title>');
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(html).toContain('Du finner den på <a href="/om-jubileet">/om-jubileet</a>.');
});

test('redirects clash with each other and with files the same way: the first in order gets the page', async () => {
  await put('client/robots.txt', 'User-agent: *');
  const table = new Map([
    ['/Gammel/Side', '/kinoprogram'],
    ['/gammel/side', '/kulturprogram'],
    ['/ROBOTS.TXT/x', '/'],
    ['/kulturprogram/eldre', '/kulturprogram'],
  ]);
  const result = await writeRedirectPages(join(base, 'client'), HOST, table);
  expect(result).toEqual({
    written: ['/Gammel/Side', '/kulturprogram/eldre'],
    skipped: ['/ROBOTS.TXT/x', '/gammel/side'],
  });
  expect(await readFile(join(base, 'client/Gammel/Side/index.html'), 'utf8')).toContain('url=/kinoprogram');
  expect(await readFile(join(base, 'client/kulturprogram/eldre/index.html'), 'utf8')).toContain('url=/kulturprogram');
});
