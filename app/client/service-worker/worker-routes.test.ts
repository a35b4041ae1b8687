import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  answerPrefetchedPayload,
  holdPrefetchedPayload,
  isPageRequest,
  isPayloadRequest,
  isPersonalImage,
  isPersonalPage,
  isPrefetchedPayload,
  isRedirectTable,
  isSearchIndexFile,
  isSearchManifest,
  isSearchPage,
  isSiteImage,
} from './worker-routes.ts';

afterEach(() => {
  globalThis.foajePrefetched = undefined;
  vi.useRealTimers();
});

const facts = (href: string, mode: RequestMode = 'cors', sameOrigin = true) => ({
  url: new URL(href),
  request: { mode },
  sameOrigin,
});

test('pages and payloads of the site are told apart from everything else', () => {
  expect(isPageRequest(facts('https://www.fjordheim.example/kinoprogram', 'navigate'))).toBe(true);
  expect(isPageRequest(facts('https://www.fjordheim.example/kinoprogram.data'))).toBe(false);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/kinoprogram.data'))).toBe(true);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/_.data'))).toBe(true);
  expect(isPayloadRequest(facts('https://www.fjordheim.example/kinoprogram'))).toBe(false);
  expect(isSiteImage(facts('https://www.fjordheim.example/images/posters/x.jpg'))).toBe(true);
});

test('a member’s own pages and the images they show are told apart, for the cache logging out deletes', () => {
  const site = 'https://www.fjordheim.example';
  for (const path of ['/mine-billetter', '/min-liste', '/mine-billetter/', '/mine-billetter.data', '/min-liste.data'])
    expect(isPersonalPage(facts(`${site}${path}`, path.endsWith('.data') ? 'cors' : 'navigate')), path).toBe(true);
  for (const path of ['/kinoprogram', '/logg-inn', '/mine-billetter-gammel'])
    expect(isPersonalPage(facts(`${site}${path}`, 'navigate')), path).toBe(false);
  expect(isPersonalPage(facts('https://other.example/mine-billetter', 'navigate', false))).toBe(false);

  const image = (referrer: string, href = `${site}/images/posters/dune.jpg`, sameOrigin = true) => ({
    request: { referrer },
    url: new URL(href),
    sameOrigin,
  });
  expect(isPersonalImage(image(`${site}/mine-billetter`))).toBe(true);
  expect(isPersonalImage(image(`${site}/min-liste?x=1`))).toBe(true);
  // The same poster on a public page, or with no referrer, is a public image.
  expect(isPersonalImage(image(`${site}/dune`))).toBe(false);
  expect(isPersonalImage(image(''))).toBe(false);
  expect(isPersonalImage(image('https://other.example/mine-billetter'))).toBe(false);
  expect(isPersonalImage(image(`${site}/mine-billetter`, 'https://images.example/x.jpg', false))).toBe(false);
});

test('the search manifest and the hashed search files are told apart from the search page', () => {
  expect(isSearchPage(facts('https://www.fjordheim.example/search?q=nord', 'navigate'))).toBe(true);
  expect(isSearchPage(facts('https://www.fjordheim.example/search.data'))).toBe(false);
  expect(isSearchManifest(facts('https://www.fjordheim.example/search/manifest.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/index-0123abcd4567.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/docs-0123abcd4567-3.json'))).toBe(true);
  expect(isSearchIndexFile(facts('https://www.fjordheim.example/search/manifest.json'))).toBe(false);
  expect(isSearchManifest(facts('https://www.fjordheim.example/search?q=nord', 'navigate'))).toBe(false);
  expect(isSearchIndexFile(facts('https://other.example/search/index-0123abcd4567.json', 'cors', false))).toBe(false);
});

test('the redirect table is its own file, not a page or payload, and only this site’s', () => {
  expect(isRedirectTable(facts('https://www.fjordheim.example/redirects.json'))).toBe(true);
  expect(
    isPageRequest(facts('https://www.fjordheim.example/redirects.json')) ||
      isPayloadRequest(facts('https://www.fjordheim.example/redirects.json')),
  ).toBe(false);
  expect(isRedirectTable(facts('https://www.fjordheim.example/_redirects.json'))).toBe(false);
  expect(isRedirectTable(facts('https://other.example/redirects.json', 'cors', false))).toBe(false);
});

test('the live APIs and other hosts are never cached', () => {
  const runtimeApi = facts('http://127.0.0.1:4100/sites/site118a/basic_events?keys=e-1', 'cors', false);
  expect(isPageRequest(runtimeApi) || isPayloadRequest(runtimeApi) || isSiteImage(runtimeApi)).toBe(false);
  expect(isSiteImage(facts('https://images.example/x.jpg?w=180', 'no-cors', false))).toBe(false);
  expect(isPageRequest(facts('https://billett.example/118/events/1/purchase', 'navigate', false))).toBe(false);
});

describe('a prefetched payload', () => {
  const href = 'https://www.fjordheim.example/kinoprogram.data';
  const prefetch = () => new Request(href, { headers: { 'Sec-Purpose': 'prefetch' } });
  const click = () => new Request(href);
  const clickFacts = () => ({ request: click(), url: new URL(href), sameOrigin: true });

  test('answers the click once, with the prefetched body, without the network', async () => {
    await holdPrefetchedPayload.fetchDidSucceed({
      request: prefetch(),
      response: new Response('[1]', { status: 200 }),
    });
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

    await holdPrefetchedPayload.fetchDidSucceed({
      request: prefetch(),
      response: new Response('gone', { status: 404 }),
    });
    expect(isPrefetchedPayload(clickFacts())).toBe(false);
    await holdPrefetchedPayload.fetchDidSucceed({ request: click(), response: new Response('[2]') });
    expect(isPrefetchedPayload(clickFacts())).toBe(false);
  });

  test('is held under the redirect target too, which is what the router fetches', async () => {
    const redirected = new Response('[3]');
    Object.defineProperties(redirected, {
      redirected: { value: true },
      url: { value: 'https://www.fjordheim.example/kulturprogram.data' },
    });
    await holdPrefetchedPayload.fetchDidSucceed({
      request: new Request('https://www.fjordheim.example/Kulturprogram.data', {
        headers: { 'Sec-Purpose': 'prefetch' },
      }),
      response: redirected,
    });
    const target = new URL('https://www.fjordheim.example/kulturprogram.data');
    expect(isPrefetchedPayload({ request: new Request(target), url: target, sameOrigin: true })).toBe(true);
  });
});
