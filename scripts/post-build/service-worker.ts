import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
// Workbox's manifest alone: its package entry loads the worker's bundler too (0.7 s), which only
// a worker that cannot be kept needs (imported there).
import { getManifest } from 'workbox-build/build/get-manifest.js';
import { buildOfflinePage } from './offline-page.ts';

/** The worker's cache of the search files; the browser cleans it of older deploys' files. */
export const SEARCH_CACHE = 'foaje-search';

/** The page the worker answers with for a page it has never seen while offline. */
export const OFFLINE_PAGE = 'offline.html';

/** What Workbox tells a route's match callback about a request (a subset). */
export interface RequestFacts {
  request: Pick<Request, 'mode'>;
  url: URL;
  /** Whether the request goes to the site's own origin. */
  sameOrigin: boolean;
}

// CAREFUL: workbox-build copies these three functions into sw.js as source text. They must not
// use anything from this module's scope; parameter types are stripped before they are copied.

/** A visitor opening a page of this site (address bar, link, reload). */
export const isPageRequest = ({ request, sameOrigin }: Pick<RequestFacts, 'request' | 'sameOrigin'>): boolean =>
  sameOrigin && request.mode === 'navigate';

/** A page's payload, fetched by a client navigation (`/x.data`, `/_.data`). */
export const isPayloadRequest = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname.endsWith('.data');

/**
 * Prefetched payloads (issue 11 item 5). A link prefetches its page's payload on intent
 * (`<link rel="prefetch">`, which Chromium marks `Sec-Purpose: prefetch`); the worker keeps that
 * response in its memory and answers the click's fetch of the same payload with it, once, within
 * 30 s, instead of fetching it again. Memory, not a cache: it dies with the worker (a new deploy's
 * worker starts empty, and the browser stops an idle worker after about 30 s), so a payload is
 * never older than the 30 s since it came from the network.
 * CAREFUL: copied into sw.js as source like the matchers below; the 30 000 and the global's
 * name are written out in each function.
 */
export interface PrefetchedPayload {
  /** `Date.now()` when the network answered the prefetch. */
  at: number;
  response: Response;
}
type PrefetchMemory = Map<string, PrefetchedPayload>;
declare global {
  var foajePrefetched: PrefetchMemory | undefined;
}

/** A fetch of a payload the worker holds a prefetched copy of, fetched from the network ≤ 30 s ago. */
export const isPrefetchedPayload = ({ request, url, sameOrigin }: { request: Pick<Request, 'headers'>; url: URL; sameOrigin: boolean }): boolean => {
  if (!sameOrigin || !url.pathname.endsWith('.data') || request.headers.get('Sec-Purpose') === 'prefetch') return false;
  const held = globalThis.foajePrefetched?.get(url.href);
  return held !== undefined && Date.now() - held.at < 30_000;
};

/** Answers with the held copy and forgets it (once); the network if it went meanwhile. */
export const answerPrefetchedPayload = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  const held = globalThis.foajePrefetched?.get(url.href);
  globalThis.foajePrefetched?.delete(url.href);
  return held !== undefined && Date.now() - held.at < 30_000 ? held.response : fetch(request);
};

/** A Workbox plugin on the payloads route: holds a 200 answer to a prefetch (also under a redirect's target). */
export const holdPrefetchedPayload = {
  fetchDidSucceed: ({ request, response }: { request: Request; response: Response }): Promise<Response> => {
    if (request.headers.get('Sec-Purpose') !== 'prefetch' || response.status !== 200) return Promise.resolve(response);
    const memory = (globalThis.foajePrefetched ??= new Map<string, PrefetchedPayload>());
    const held = { at: Date.now(), response: response.clone() };
    memory.set(request.url, held);
    if (response.redirected && response.url !== '') memory.set(response.url, { at: held.at, response: response.clone() });
    for (const [href, entry] of memory) if (Date.now() - entry.at >= 30_000) memory.delete(href);
    return Promise.resolve(response);
  },
};

/** The site's own images (`/images/…`); the image CDN and the live APIs are never cached. */
export const isSiteImage = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname.startsWith('/images/');

/** The search page as a document, whatever its `?q=` (issue 15). */
export const isSearchPage = ({ request, url, sameOrigin }: RequestFacts): boolean =>
  sameOrigin && request.mode === 'navigate' && url.pathname === '/search';

/** `/search/manifest.json` (issue 15): rewritten in place by each deploy; names the files below. */
export const isSearchManifest = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname === '/search/manifest.json';

/** The search index and display data, `/search/*-{content hash}*.json`: never change once written. */
export const isSearchIndexFile = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && /^\/search\/(?:index|docs)-[a-f0-9]+(?:-\d+)?\.json$/.test(url.pathname);

/**
 * The worker (spec §2.1: `/sw.js`, offline content), built so a deploy is seen on the next
 * visit (STACK-NOTES, lessons from the platform's offline plugin):
 *  - pages and payloads network-first, the cached copy only when the network fails, and no
 *    network timeout: online, a visitor never gets a page older than the last deploy; a
 *    prefetched payload answers the click once, within 30 s of its fetch (see above);
 *  - only 200s are cached (never a 404, a redirect or an error page);
 *  - hashed assets (`/assets/*`, content-addressed) and the offline page are precached:
 *    cache-first, and a visited page's scripts work offline;
 *  - a new worker takes over at once (`skipWaiting`, `clientsClaim`); the page reloads once
 *    when that happens (app/client/service-worker/register-service-worker.ts).
 */
export function serviceWorkerOptions(clientDir: string): GenerateSWOptions {
  return {
    globDirectory: clientDir,
    // One pattern: Workbox warns about a pattern that matches nothing (a site without a logo).
    globPatterns: [`{assets/**/*.{js,css},${OFFLINE_PAGE},images/{favicon,logo}.svg}`],
    // Asset names carry their content hash: no revision query is needed to tell versions apart.
    dontCacheBustURLsMatching: /^assets\//,
    swDest: join(clientDir, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Before the pages rule: offline, /search?q=anything opens from the copy of any query.
        urlPattern: isSearchPage,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'foaje-pages',
          cacheableResponse: { statuses: [200] },
          matchOptions: { ignoreSearch: true },
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      {
        urlPattern: isPageRequest,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'foaje-pages',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300 },
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      // Before the payloads rule: the click after a prefetch gets the prefetched copy.
      { urlPattern: isPrefetchedPayload, handler: answerPrefetchedPayload },
      {
        urlPattern: isPayloadRequest,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'foaje-payloads',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300 },
          plugins: [holdPrefetchedPayload],
        },
      },
      // Search works offline after one search online: the manifest network-first (it must name
      // the current deploy's files), the hashed files cache-first. The browser deletes the
      // previous deploys' files when it reads a new manifest (app/search/search-client.ts).
      {
        urlPattern: isSearchManifest,
        handler: 'NetworkFirst',
        options: { cacheName: SEARCH_CACHE, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: isSearchIndexFile,
        handler: 'CacheFirst',
        options: { cacheName: SEARCH_CACHE, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: isSiteImage,
        handler: 'CacheFirst',
        options: {
          cacheName: 'foaje-images',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 },
        },
      },
    ],
  };
}

/** The precache list Workbox makes for a client folder: each URL with its revision (null for a hashed asset). */
async function precacheList(clientDir: string): Promise<Array<{ url: string; revision: string | null }> | null> {
  const { globPatterns, dontCacheBustURLsMatching } = serviceWorkerOptions(clientDir);
  const { manifestEntries, warnings } = await getManifest({ globDirectory: clientDir, globPatterns, dontCacheBustURLsMatching });
  if (warnings.length > 0 || manifestEntries === undefined) return null;
  return manifestEntries.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : { url: entry.url, revision: entry.revision ?? null }));
}

/**
 * The previous build's `sw.js` with this build's precache revisions, or null when it cannot be
 * that (decision 78). Workbox's `generateSW` bundles and minifies the worker (about 1.5 s, the
 * same at any size); with the same code (the caller's condition) and the same precache URLs in
 * the same order, its output differs only in the revision strings of files whose bytes changed
 * (offline.html, the favicon, the logo), each an MD5 that occurs once in the worker.
 */
export async function reusedServiceWorker(clientDir: string, previousClientDir: string): Promise<string | null> {
  let worker: string;
  try {
    worker = await readFile(join(previousClientDir, 'sw.js'), 'utf8');
  } catch {
    return null;
  }
  const [now, before] = await Promise.all([precacheList(clientDir), precacheList(previousClientDir)]);
  if (now === null || before === null || now.length !== before.length) return null;
  for (const [index, entry] of now.entries()) {
    const old = before[index];
    if (old === undefined || old.url !== entry.url) return null;
    if (old.revision === entry.revision) continue;
    if (old.revision === null || entry.revision === null) return null;
    const quoted = `revision:"${old.revision}"`;
    if (worker.split(quoted).length !== 2) return null;
    worker = worker.replace(quoted, `revision:"${entry.revision}"`);
  }
  return worker;
}

/**
 * Writes `offline.html` (from `404.html`) and `sw.js` into the finished client folder. Runs
 * after everything else is in place, so the precache lists the files actually deployed. With
 * `previousClientDir` (a build whose code is this one's), its worker is kept when it can be.
 */
export async function writeServiceWorker(clientDir: string, previousClientDir: string | null = null): Promise<{ precached: number | null }> {
  const notFound = await readFile(join(clientDir, '404.html'), 'utf8');
  await writeFile(join(clientDir, OFFLINE_PAGE), buildOfflinePage(notFound));
  const reused = previousClientDir === null ? null : await reusedServiceWorker(clientDir, previousClientDir);
  if (reused !== null) {
    await writeFile(join(clientDir, 'sw.js'), reused);
    return { precached: null };
  }
  // Terser names the worker's variables by how often each character occurs in the whole file,
  // revision strings included: a worker built with other revisions can differ in every name. So
  // the worker is minified with fixed placeholders and the revisions are put in afterwards; a
  // kept worker (above) and a new one are then the same bytes (decision 78).
  const revisions = new Map<string, string>();
  const options = serviceWorkerOptions(clientDir);
  const { generateSW } = await import('workbox-build');
  const { count, warnings } = await generateSW({
    ...options,
    manifestTransforms: [
      (entries) => ({
        warnings: [],
        manifest: entries.map((entry) => {
          if (entry.revision === null) return entry;
          const placeholder = `foaje-revision-${revisions.size}`;
          revisions.set(placeholder, entry.revision);
          return { ...entry, revision: placeholder };
        }),
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`The service worker build warned:\n${warnings.join('\n')}`);
  let worker = await readFile(join(clientDir, 'sw.js'), 'utf8');
  for (const [placeholder, revision] of revisions) {
    const quoted = `revision:"${placeholder}"`;
    if (worker.split(quoted).length !== 2) throw new Error(`The service worker build lost the revision of one precached file (${placeholder}).`);
    worker = worker.replace(quoted, `revision:"${revision}"`);
  }
  await writeFile(join(clientDir, 'sw.js'), worker);
  return { precached: count };
}
