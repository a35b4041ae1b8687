/**
 * What the service worker (worker.ts) decides per request, as pure functions of the request's
 * facts: which requests are pages, payloads, images and search files, and the memory of
 * prefetched payloads. Unit-tested in Node (worker-routes.test.ts); bundled into `/sw.js` by
 * the post-build step (scripts/post-build/service-worker.ts).
 */
import { REDIRECT_TABLE_PATH } from '../../engine/redirect-table-file.ts';
import { isPayloadPath, pageOfPayload } from '../../engine/urls/page-bundle-address.ts';

/** The worker's cache of the search files; the browser cleans it of older deploys' files (app/search/search-client.ts). */
export const SEARCH_CACHE = 'foaje-search';

/** The worker's cache of pages (documents, network first). */
export const PAGES_CACHE = 'foaje-pages';
/** The worker's cache of page payloads (network first). */
export const PAYLOADS_CACHE = 'foaje-payloads';

/**
 * The pages that show a member's own data (my tickets, my list: app/member/member-paths.ts, which
 * app/routes/personal-pages.test.ts holds this list to). Their shells are the same for everyone,
 * but that a device kept one, and the posters they showed, say whose device it was.
 */
export const PERSONAL_PAGES: readonly string[] = ['/mine-billetter', '/min-liste'];

/**
 * The worker's cache of what only the personal pages bring: their documents and payloads, and
 * the images they show. Kept apart, without Workbox's expiration (which would list each address
 * in its IndexedDB), so logging out deletes it whole (forget-personal-caches.ts).
 */
export const PERSONAL_CACHE = 'foaje-personal';

/** The page the worker answers with for a page it has never seen while offline. */
export const OFFLINE_PAGE = 'offline.html';

/** What Workbox tells a route's match callback about a request (a subset). */
export interface RequestFacts {
  request: Pick<Request, 'mode'>;
  url: URL;
  /** Whether the request goes to the site's own origin. */
  sameOrigin: boolean;
}

/** A visitor opening a page of this site (address bar, link, reload). */
export const isPageRequest = ({ request, sameOrigin }: Pick<RequestFacts, 'request' | 'sameOrigin'>): boolean =>
  sameOrigin && request.mode === 'navigate';

/** A page's payload, fetched by a client navigation (`/x.data`, `/_.data`). */
export const isPayloadRequest = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && isPayloadPath(url.pathname);

/**
 * Prefetched payloads (decision 103). A link prefetches its page's payload on intent
 * (`<link rel="prefetch">`, which Chromium marks `Sec-Purpose: prefetch`); the worker keeps that
 * response in its memory and answers the click's fetch of the same payload with it, once, within
 * 30 s, instead of fetching it again. Memory, not a cache: it dies with the worker (a new deploy's
 * worker starts empty, and the browser stops an idle worker after about 30 s), so a payload is
 * never older than the 30 s since it came from the network.
 */
export interface PrefetchedPayload {
  /** `Date.now()` when the network answered the prefetch. */
  at: number;
  response: Response;
}
type PrefetchMemory = Map<string, PrefetchedPayload>;
/** How long a prefetched payload answers a click. */
const HELD_FOR_MS = 30_000;
declare global {
  var foajePrefetched: PrefetchMemory | undefined;
}

/** A fetch of a payload the worker holds a prefetched copy of, fetched from the network ≤ 30 s ago. */
export const isPrefetchedPayload = ({
  request,
  url,
  sameOrigin,
}: {
  request: Pick<Request, 'headers'>;
  url: URL;
  sameOrigin: boolean;
}): boolean => {
  if (!sameOrigin || !isPayloadPath(url.pathname) || request.headers.get('Sec-Purpose') === 'prefetch') return false;
  const held = globalThis.foajePrefetched?.get(url.href);
  return held !== undefined && Date.now() - held.at < HELD_FOR_MS;
};

/** Answers with the held copy and forgets it (once); the network if it went meanwhile. */
export const answerPrefetchedPayload = async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
  const held = globalThis.foajePrefetched?.get(url.href);
  globalThis.foajePrefetched?.delete(url.href);
  return held !== undefined && Date.now() - held.at < HELD_FOR_MS ? held.response : fetch(request);
};

/** A Workbox plugin on the payloads route: holds a 200 answer to a prefetch (also under a redirect's target). */
export const holdPrefetchedPayload = {
  fetchDidSucceed: ({ request, response }: { request: Request; response: Response }): Promise<Response> => {
    if (request.headers.get('Sec-Purpose') !== 'prefetch' || response.status !== 200) return Promise.resolve(response);
    const memory = (globalThis.foajePrefetched ??= new Map<string, PrefetchedPayload>());
    const held = { at: Date.now(), response: response.clone() };
    memory.set(request.url, held);
    if (response.redirected && response.url !== '')
      memory.set(response.url, { at: held.at, response: response.clone() });
    for (const [href, entry] of memory) if (Date.now() - entry.at >= HELD_FOR_MS) memory.delete(href);
    return Promise.resolve(response);
  },
};

/** Whether a site path (or a page's payload address) is one of the {@link PERSONAL_PAGES}. */
export function isPersonalPath(pathname: string): boolean {
  const page = pageOfPayload(pathname) ?? pathname;
  return PERSONAL_PAGES.includes(page.length > 1 ? page.replace(/\/+$/, '') : page);
}

/** A personal page opened as a document, or its payload (a client navigation). */
export const isPersonalPage = ({ request, url, sameOrigin }: RequestFacts): boolean =>
  sameOrigin && (request.mode === 'navigate' || isPayloadPath(url.pathname)) && isPersonalPath(url.pathname);

/**
 * A site image a personal page shows (a ticket's or a listed film's poster), told by the page
 * that asked for it: the request's referrer, which the site's `Referrer-Policy`
 * (`strict-origin-when-cross-origin`) gives in full for the site's own requests.
 */
export const isPersonalImage = ({
  request,
  url,
  sameOrigin,
}: {
  request: Pick<Request, 'referrer'>;
  url: URL;
  sameOrigin: boolean;
}): boolean => {
  if (!isSiteImage({ url, sameOrigin }) || request.referrer === '') return false;
  try {
    const page = new URL(request.referrer);
    return page.origin === url.origin && isPersonalPath(page.pathname);
  } catch {
    return false;
  }
};

/** The site's own images (`/images/…`); the image CDN and the live APIs are never cached. */
export const isSiteImage = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname.startsWith('/images/');

/** The search page as a document, whatever its `?q=`. */
export const isSearchPage = ({ request, url, sameOrigin }: RequestFacts): boolean =>
  sameOrigin && request.mode === 'navigate' && url.pathname === '/search';

/** The redirect table (`/redirects.json`, decision 149): rewritten in place by each deploy. */
export const isRedirectTable = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname === REDIRECT_TABLE_PATH;

/** `/search/manifest.json`: rewritten in place by each deploy; names the files below. */
export const isSearchManifest = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && url.pathname === '/search/manifest.json';

/** The search index and display data, `/search/*-{content hash}*.json`: never change once written. */
export const isSearchIndexFile = ({ url, sameOrigin }: Pick<RequestFacts, 'url' | 'sameOrigin'>): boolean =>
  sameOrigin && /^\/search\/(?:index|docs)-[a-f0-9]+(?:-\d+)?\.json$/.test(url.pathname);
