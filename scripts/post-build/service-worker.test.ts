import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { buildOfflinePage } from './offline-page.ts';
import {
  answerPrefetchedPayload,
  holdPrefetchedPayload,
  isPageRequest,
  isPayloadRequest,
  isPrefetchedPayload,
  isSearchIndexFile,
  isSearchManifest,
  isSiteImage,
  writeServiceWorker,
} from './service-worker.ts';

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
  globalThis.foajePrefetched = undefined;
  vi.useRealTimers();
});

const facts = (href: string, mode: RequestMode = 'cors', sameOrigin = true) => ({ url: new URL(href), request: { mode }, sameOrigin });

test('pages and payloads of the site are told apart from everything else', () => {
  expect(isPageRequest(facts('https://www.fjordheim.example/kinoprogram', 'navigate'))).toBe(true);
  expect(isPageRequest(facts('https://www.fjordheim.example/kinoprogram.data'))).toBe(false);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/kinoprogram.data'))).toBe(true);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/_.data'))).toBe(true);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/kinoprogram'))).toBe(false);
  expect(isSiteImage(facts('https://www.fjordheim.example/images/posters/x.jpg'))).toBe(true);
});

test('the search manifest and the hashed search files are told apart from the search page', () => {
  expect(isSearchManifest(facts('https://www.fjordheim.example/search/manifest.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/index-0123abcd4567.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/docs-0123abcd4567-3.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/manifest.json'))).toBe(false);
  expect(isSearchManifest(facts('https://www.fjordheim.example/search?q=nord', 'navigate'))).toBe(false);
  expect(isSearchIndexFile(facts('https://other.example/search/index-0123abcd4567.json', 'cors', false))).toBe(false);
});

test('the live APIs and other hosts are never cached', () => {
  const runtimeApi = facts('http://127.0.0.1:4100/sites/site118a/basic_events?keys=e-1', 'cors', false);
  expect(isPageRequest(runtimeApi) || isPayloadRequest(runtimeApi) || isSiteImage(runtimeApi)).toBe(false);
  expect(isSiteImage(facts('https://images.example/x.jpg?w=180', 'no-cors', false))).toBe(false);
  expect(isPageRequest(facts('https://billett.example/118/events/1/purchase', 'navigate', false))).toBe(false);
});

test('the worker precaches the hashed assets and the offline page, and caches pages network-first', async () => {
  await put('404.html', '<html><head><title>Fant ikke siden | Fjordheim kino</title></head><body><header>Meny</header><main id="main" tabindex="-1"><h1>Fant ikke siden</h1></main><footer>Bunn</footer></body></html>');
  await put('assets/root-AbC123.js', 'console.log(1)');
  await put('assets/root-AbC123.css', 'body{}');
  await put('index.html', '<h1>Forside</h1>');
  await put('_.data', '[]');
  const { precached } = await writeServiceWorker(client);
  expect(precached).toBe(3);

  const sw = await readFile(join(client, 'sw.js'), 'utf8');
  const precachedUrls = [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]).sort();
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

describe('a prefetched payload', () => {
  const href = 'https://www.fjordheim.example/kinoprogram.data';
  const prefetch = () => new Request(href, { headers: { 'Sec-Purpose': 'prefetch' } });
  const click = () => new Request(href);
  const clickFacts = () => ({ request: click(), url: new URL(href), sameOrigin: true });

  test('answers the click once, with the prefetched body, without the network', async () => {
    await holdPrefetchedPayload.fetchDidSucceed({ request: prefetch(), response: new Response('[1]', { status: 200 }) });
    expect(isPrefetchedPayload({ ...clickFacts(), request: prefetch() })).toBe(false);
    expect(isPrefetchedPayload(clickFacts())).toBe(true);
    const network = vi.spyOn(globalThis, 'fetch');
    expect(await (await answerPrefetchedPayload(clickFacts())).text()).toBe('[1]');
    expect(network).not.toHaveBeenCalled();
    // Once: the next click goes to the network again (network first, as every payload).
    expect(isPrefetchedPayload(clickFacts())).toBe(false);
    network.mockRestore();
  });

  test('is not held past 30 s, nor when it was not a 200, nor when it was a plain fetch', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
    await holdPrefetchedPayload.fetchDidSucceed({ request: prefetch(), response: new Response('[1]') });
    vi.setSystemTime(Date.parse('2026-11-21T12:00:30Z'));
    expect(isPrefetchedPayload(clickFacts())).toBe(false);

    await holdPrefetchedPayload.fetchDidSucceed({ request: prefetch(), response: new Response('gone', { status: 404 }) });
    expect(isPrefetchedPayload(clickFacts())).toBe(false);
    await holdPrefetchedPayload.fetchDidSucceed({ request: click(), response: new Response('[2]') });
    expect(isPrefetchedPayload(clickFacts())).toBe(false);
  });

  test('is held under the redirect target too, which is what the router fetches', async () => {
    const redirected = new Response('[3]');
    Object.defineProperties(redirected, { redirected: { value: true }, url: { value: 'https://www.fjordheim.example/kulturprogram.data' } });
    await holdPrefetchedPayload.fetchDidSucceed({ request: new Request('https://www.fjordheim.example/Kulturprogram.data', { headers: { 'Sec-Purpose': 'prefetch' } }), response: redirected });
    const target = new URL('https://www.fjordheim.example/kulturprogram.data');
    expect(isPrefetchedPayload({ request: new Request(target), url: target, sameOrigin: true })).toBe(true);
  });

  test('the worker checks the held copy before the payloads rule', async () => {
    await put('404.html', '<main id="main"></main>');
    await writeServiceWorker(client);
    const sw = await readFile(join(client, 'sw.js'), 'utf8');
    expect(sw.indexOf('foajePrefetched')).toBeGreaterThan(-1);
    expect(sw.indexOf('foajePrefetched')).toBeLessThan(sw.indexOf('foaje-payloads'));
  });
});

test('a build of the same code keeps the previous worker with new revisions: the bytes Workbox would write (decision 78)', async () => {
  const previous = `${client}-previous`;
  onTestFinished(() => rm(previous, { recursive: true, force: true }));
  const putIn = async (dir: string, file: string, text: string) => {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  };
  await putIn(previous, '404.html', '<header>Om oss</header><main id="main"></main>');
  await putIn(previous, 'assets/a-1.js', '1');
  await putIn(previous, 'images/favicon.svg', '<svg/>');
  await writeServiceWorker(previous);
  // The menu changed: the offline page (a copy of 404.html) has new bytes, the assets do not.
  await put('404.html', '<header>Om huset</header><main id="main"></main>');
  await put('assets/a-1.js', '1');
  await put('images/favicon.svg', '<svg/>');
  const kept = await writeServiceWorker(client, previous);
  expect(kept.precached).toBeNull();
  const keptWorker = await readFile(join(client, 'sw.js'), 'utf8');
  expect(keptWorker).not.toBe(await readFile(join(previous, 'sw.js'), 'utf8'));
  await writeServiceWorker(client);
  expect(keptWorker).toBe(await readFile(join(client, 'sw.js'), 'utf8'));

  // Another list of files (a new asset): generated anew.
  await put('assets/a-2.js', '2');
  expect((await writeServiceWorker(client, previous)).precached).toBe(4);
});
