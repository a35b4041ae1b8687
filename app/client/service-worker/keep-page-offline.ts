import { isPersonalPath, PAGES_CACHE, PERSONAL_CACHE } from './worker-routes.ts';

/**
 * Puts a page the visitor reached by a client navigation into the worker's page cache (a
 * personal page into the personal cache, which logging out deletes), as if it had been loaded as
 * a document, so it opens offline after a reload too. Only for pages whose
 * HTML is the same for everyone (a prerendered shell): what a member sees there is drawn by the
 * page's scripts from the device, never from this cache. Its request carries no header (a
 * navigation's carries Accept, User-Agent and more), so the worker matches it whatever the
 * page's `Vary` (decision 175). Waits for the worker to be active (the
 * page cache is its); without a worker or the Cache API it does nothing, and a failure only
 * means the page is not kept.
 */
export function keepPageOffline(path: string): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  navigator.serviceWorker.ready
    .then(() => caches.open(isPersonalPath(path) ? PERSONAL_CACHE : PAGES_CACHE))
    .then((cache) => cache.add(path))
    .catch((error: unknown) => console.error('Keeping the page for offline failed', path, error));
}
