/**
 * Where a page and its page bundle (spec §2.1: "each static page has its own pre-built JSON page
 * bundle") live, named once. React Router's client fetches `/x.data` for `/x` and `/_.data` for
 * `/` (and `/x/_.data` for `/x/`); the build writes those files, the static server, the redirect
 * files and the deploy check answer them, the prefetch plan and the service worker recognise
 * them. CAREFUL: the suffix and the `_` are React Router's; an upgrade that changes them changes
 * only this file.
 */

/** The suffix of every page bundle's address. */
const PAYLOAD_SUFFIX = '.data';

/** The page bundle's address of a site path (no query): `/` → `/_.data`, `/x` → `/x.data`, `/x/` → `/x/_.data`. */
export function payloadPath(path: string): string {
  return path.endsWith('/') ? `${path}_${PAYLOAD_SUFFIX}` : `${path}${PAYLOAD_SUFFIX}`;
}

/** The site path a page bundle's address belongs to, or undefined for any other address. */
export function pageOfPayload(pathname: string): string | undefined {
  if (!isPayloadPath(pathname)) return undefined;
  const page = pathname.slice(0, -PAYLOAD_SUFFIX.length);
  return page.endsWith('/_') ? page.slice(0, -1) : page;
}

/** Whether an address (a URL's pathname) is a page bundle's. */
export function isPayloadPath(pathname: string): boolean {
  return pathname.endsWith(PAYLOAD_SUFFIX);
}

/** The client-folder file of a plain page path's HTML: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function documentFileOf(path: string): string {
  return `${`${path}/`.replace(/\/\/+/g, '/').slice(1)}index.html`;
}

/** The client-folder file of a plain page path's bundle: `/` → `_.data`, `/a/b` → `a/b.data`. */
export function payloadFileOf(path: string): string {
  return payloadPath(path).replace(/\/\/+/g, '/').slice(1);
}
