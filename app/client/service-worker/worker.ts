/**
 * The service worker (spec §2.1: `/sw.js`, offline content), bundled and given its precache list
 * by the post-build step (scripts/post-build/service-worker.ts), built so a deploy is seen on the
 * next visit (the platform's old offline worker served stale and blank pages after deploys):
 *  - pages and payloads network-first, the cached copy only when the network fails, and no
 *    network timeout: online, a visitor never gets a page older than the last deploy; a
 *    prefetched payload answers the click once, within 30 s of its fetch (worker-routes.ts);
 *  - only 200s are cached (never a 404, a redirect or an error page);
 *  - hashed assets (`/assets/*`, content-addressed) and the offline page are precached:
 *    cache-first, and a visited page's scripts work offline;
 *  - a new worker takes over at once (`skipWaiting`, `clientsClaim`); the page reloads once
 *    when that happens (register-service-worker.ts).
 * The order of the routes matters: the first that matches answers.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  PrecacheFallbackPlugin,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
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
  OFFLINE_PAGE,
  PAGES_CACHE,
  PAYLOADS_CACHE,
  PERSONAL_CACHE,
  SEARCH_CACHE,
} from './worker-routes.ts';

// The worker's global, as far as this file uses it (the app's type library is the DOM's).
declare const self: { skipWaiting: () => Promise<void>; __WB_MANIFEST: PrecacheEntry[] };

const ok = () => new CacheableResponsePlugin({ statuses: [200] });

void self.skipWaiting();
clientsClaim();
// The post-build step writes the list in place of `self.__WB_MANIFEST`, once the files are final.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// First: a member's own pages, and the images they show, in a cache of their own that logging
// out deletes whole (forget-personal-caches.ts); no expiration plugin, so no address of theirs
// is written to Workbox's IndexedDB either. The tickets page is kept by the page's own fetch
// (keep-page-offline.ts), whose request carries none of the headers a navigation does (Accept,
// Accept-Language, User-Agent, client hints): on a host whose pages vary on one of them, that
// copy would never match the offline reload, so the match ignores `Vary` (decision 175).
registerRoute(
  isPersonalPage,
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [ok(), new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })],
  }),
);
registerRoute(isPersonalImage, new CacheFirst({ cacheName: PERSONAL_CACHE, plugins: [ok()] }));
// Before the pages rule: offline, /search?q=anything opens from the copy of any query.
registerRoute(
  isSearchPage,
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    matchOptions: { ignoreSearch: true },
    plugins: [ok(), new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE })],
  }),
);
registerRoute(
  isPageRequest,
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    // A page is the same for everyone: a copy kept by a page's own fetch (keep-page-offline.ts),
    // or taken under another browser version or language, is still the page (decision 175).
    matchOptions: { ignoreVary: true },
    plugins: [
      ok(),
      new ExpirationPlugin({ maxEntries: 300 }),
      new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE }),
    ],
  }),
);
// Before the payloads rule: the click after a prefetch gets the prefetched copy.
registerRoute(isPrefetchedPayload, answerPrefetchedPayload);
registerRoute(
  isPayloadRequest,
  new NetworkFirst({
    cacheName: PAYLOADS_CACHE,
    plugins: [ok(), new ExpirationPlugin({ maxEntries: 300 }), holdPrefetchedPayload],
  }),
);
// Search works offline after one search online: the manifest network-first (it must name the
// current deploy's files), the hashed files cache-first. The browser deletes the previous
// deploys' files when it reads a new manifest (app/search/search-client.ts).
registerRoute(isSearchManifest, new NetworkFirst({ cacheName: SEARCH_CACHE, plugins: [ok()] }));
registerRoute(isSearchIndexFile, new CacheFirst({ cacheName: SEARCH_CACHE, plugins: [ok()] }));
// Offline, the redirect table of the last visit: links to old paths still land in the page.
registerRoute(isRedirectTable, new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [ok()] }));
registerRoute(
  isSiteImage,
  new CacheFirst({
    cacheName: 'foaje-images',
    plugins: [ok(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);
