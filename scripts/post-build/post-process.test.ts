import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { notFoundPageHtml } from './not-found-page.ts';
import { postProcess, type PostProcessInput } from './post-process.ts';
import { expectedPageFiles, findMissingPageFiles } from './verify-output.ts';

let base: string;
const NOT_FOUND_BODY = '<body><h1>Siden finnes ikke</h1></body>';

async function put(file: string, content: string): Promise<void> {
  await mkdir(dirname(join(base, file)), { recursive: true });
  await writeFile(join(base, file), content);
}

/** A build folder as React Router leaves it, for the home page and /kinoprogram. */
async function reactRouterOutput(): Promise<void> {
  await put('out/client/index.html', '<h1>Forside</h1><script src="/assets/a.js"></script>');
  await put('out/client/_.data', '[]');
  await put('out/client/kinoprogram/index.html', '<h1>Kinoprogram</h1>');
  await put('out/client/kinoprogram.data', '[]');
  await put('out/client/404/index.html', `<head></head>${NOT_FOUND_BODY}<script>hydrate()</script>`);
  await put('out/client/__spa-fallback.html', '<div></div>');
  await put('content/images/plakat.jpg', 'jpeg');
}

function input(overrides: Partial<PostProcessInput> = {}): PostProcessInput {
  return {
    outDir: join(base, 'out'),
    imagesDir: join(base, 'content/images'),
    host: 'https://www.fjordheim.no',
    pages: [
      { path: '/', noindex: false },
      { path: '/kinoprogram', noindex: false },
    ],
    redirects: new Map([['/Kulturprogram', '/kulturprogram']]),
    ...overrides,
  };
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-post-'));
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

test('post-processing leaves what a static host serves', async () => {
  await reactRouterOutput();
  await postProcess(input());
  const client = join(base, 'out/client');
  expect(await readFile(join(client, '404.html'), 'utf8')).toBe(notFoundPageHtml(`<head></head>${NOT_FOUND_BODY}`));
  expect(existsSync(join(client, '404'))).toBe(false);
  expect(existsSync(join(client, '__spa-fallback.html'))).toBe(false);
  expect(await readFile(join(client, 'images/plakat.jpg'), 'utf8')).toBe('jpeg');
  expect(await readFile(join(client, 'sitemap.xml'), 'utf8')).toContain(
    '<loc>https://www.fjordheim.no/kinoprogram</loc>',
  );
  expect(await readFile(join(client, 'robots.txt'), 'utf8')).toContain('Sitemap: https://www.fjordheim.no/sitemap.xml');
  expect(JSON.parse(await readFile(join(client, '_redirects.json'), 'utf8'))).toEqual([
    { fromPath: '/Kulturprogram', toPath: '/kulturprogram' },
  ]);
  // The browser's copy, which the pages' payloads no longer carry (decision 149).
  expect(JSON.parse(await readFile(join(client, 'redirects.json'), 'utf8'))).toEqual([
    ['/Kulturprogram', '/kulturprogram'],
  ]);
  expect(await readFile(join(client, '_redirects'), 'utf8')).toContain('/Kulturprogram /kulturprogram 301');
  expect(await readFile(join(base, 'out/redirects.nginx.conf'), 'utf8')).toContain(
    '"~^/Kulturprogram$" "/kulturprogram";',
  );
  // Pages are left as React Router wrote them.
  expect(await readFile(join(client, 'index.html'), 'utf8')).toContain('<script src="/assets/a.js">');
});

test('a content folder without images is fine', async () => {
  await reactRouterOutput();
  await rm(join(base, 'content'), { recursive: true });
  await postProcess(input());
  expect(existsSync(join(base, 'out/client/images'))).toBe(false);
});

test('a page of the route table without its payload fails the build, naming the file', async () => {
  await reactRouterOutput();
  await rm(join(base, 'out/client/kinoprogram.data'));
  await expect(postProcess(input())).rejects.toThrow('client/kinoprogram.data');
});

test('a page of the route table that was not prerendered fails the build', async () => {
  await reactRouterOutput();
  await expect(postProcess(input({ pages: [{ path: '/filmer', noindex: false }] }))).rejects.toThrow(
    /missing 2 page file\(s\):\n {2}client\/filmer\.data\n {2}client\/filmer\/index\.html/,
  );
});

test('each page needs its index.html and its payload; the home page’s payload is _.data', async () => {
  expect(expectedPageFiles('/')).toEqual(['index.html', '_.data']);
  expect(expectedPageFiles('/article/info-om-cookies')).toEqual([
    'article/info-om-cookies/index.html',
    'article/info-om-cookies.data',
  ]);
  await reactRouterOutput();
  expect(findMissingPageFiles(join(base, 'out/client'), ['/', '/kinoprogram'])).toEqual([]);
  expect(findMissingPageFiles(join(base, 'out/client'), ['/404'])).toEqual(['404.data']);
});
