import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildOfflinePage } from './offline-page.ts';
import { bundleServiceWorker, writeServiceWorker } from './service-worker.ts';

let client: string;

async function put(file: string, content: string): Promise<void> {
  await mkdir(dirname(join(client, file)), { recursive: true });
  await writeFile(join(client, file), content);
}

beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), 'foaje-sw-'));
});

afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

test('the worker precaches the hashed assets and the offline page, and caches pages network-first', async () => {
  await put(
    '404.html',
    '<html><head><title>Fant ikke siden | Fjordheim kino</title></head><body><header>Meny</header><main id="main" tabindex="-1"><h1>Fant ikke siden</h1></main><footer>Bunn</footer></body></html>',
  );
  await put('assets/root-AbC123.js', 'console.log(1)');
  await put('assets/root-AbC123.css', 'body{}');
  await put('index.html', '<h1>Forside</h1>');
  await put('_.data', '[]');
  const { precached } = await writeServiceWorker(client);
  expect(precached).toBe(3);

  const sw = await readFile(join(client, 'sw.js'), 'utf8');
  const precachedUrls = [...sw.matchAll(/\{"url":"([^"]+)","revision":/g)].map((match) => match[1]).sort();
  // Pages are never precached: a precached page is the stale page of an old deploy.
  expect(precachedUrls).toEqual(['assets/root-AbC123.css', 'assets/root-AbC123.js', 'offline.html']);
  expect(sw).not.toMatch(/importScripts\(/);
  expect(sw).toContain('foaje-pages');
  expect(sw).toContain('foaje-payloads');

  const offline = await readFile(join(client, 'offline.html'), 'utf8');
  expect(offline).toContain('<title>Du er uten nett | Fjordheim kino</title>');
  expect(offline).toContain('<header>Meny</header>');
  expect(offline).toContain('<footer>Bunn</footer>');
  expect(offline).toContain('<h1>Du er uten nett</h1>');
  expect(offline).not.toContain('Fant ikke siden');
});

test('a second deploy whose precached files changed gets a different worker, an unchanged one the same', async () => {
  await put('404.html', '<main id="main"></main>');
  await put('assets/a-1.js', '1');
  await writeServiceWorker(client);
  const first = await readFile(join(client, 'sw.js'), 'utf8');
  await writeServiceWorker(client);
  expect(await readFile(join(client, 'sw.js'), 'utf8')).toBe(first);
  await rm(join(client, 'assets/a-1.js'));
  await put('assets/a-2.js', '2');
  await writeServiceWorker(client);
  expect(await readFile(join(client, 'sw.js'), 'utf8')).not.toBe(first);
});

test('the offline page of a bare 404 page is a document of its own', () => {
  const page = buildOfflinePage('<h1>Siden finnes ikke</h1>');
  expect(page).toContain('<main id="main">');
  expect(page).toContain('Du er uten nett');
});

test('the worker is one classic script whose precache list is written in once', async () => {
  const worker = await bundleServiceWorker();
  expect(worker).not.toMatch(/^\s*(?:import|export)\b/m);
  expect(worker.split('self.__WB_MANIFEST')).toHaveLength(2);
  // The same code, the same bytes: a rebuild's worker equals a clean build's.
  expect(await bundleServiceWorker()).toBe(worker);
  await put('404.html', '<main id="main"></main>');
  await put('assets/a-$&.js', '1');
  await writeServiceWorker(client, worker);
  const sw = await readFile(join(client, 'sw.js'), 'utf8');
  expect(sw).not.toContain('__WB_MANIFEST');
  expect(sw).toContain('{"url":"assets/a-$&.js","revision":null}');
});
