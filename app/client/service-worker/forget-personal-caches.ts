import { payloadPath } from '../../engine/urls/page-bundle-address.ts';
import { PAGES_CACHE, PAYLOADS_CACHE, PERSONAL_CACHE, PERSONAL_PAGES } from './worker-routes.ts';

/**
 * What the worker kept of a member's own pages goes when the member logs out (or the API ends
 * the login): the personal cache whole (the tickets and list pages, the posters they showed), and
 * those pages in the general caches, where a worker from before the personal cache put them.
 * Called by the member area when it forgets the profile (app/root.tsx wires it); without the
 * Cache API it does nothing, and a failure is logged, never shown.
 */
export function forgetPersonalCaches(): void {
  if (typeof caches === 'undefined') return;
  const older = async (name: string, paths: readonly string[]) => {
    if (!(await caches.has(name))) return;
    const cache = await caches.open(name);
    await Promise.all(paths.map((path) => cache.delete(path, { ignoreSearch: true, ignoreVary: true })));
  };
  Promise.all([
    caches.delete(PERSONAL_CACHE),
    older(PAGES_CACHE, PERSONAL_PAGES),
    older(PAYLOADS_CACHE, PERSONAL_PAGES.map(payloadPath)),
  ]).catch((error: unknown) => console.error('Forgetting the personal pages kept for offline failed', error));
}
