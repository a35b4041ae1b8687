import { createContext, useContext } from 'react';

/** Where a site path leads when it is in the content's redirect table (spec §2.1), or undefined. */
export type RedirectTarget = (path: string) => string | undefined;

/**
 * The redirect table's lookup for links. A link to an old path never prefetches the old path:
 * its payload lives at the target, and the navigation middleware redirects the click. Provided
 * by the client runtime, null while the table is loading (decision 149); without a provider (the
 * never-hydrated 404 page, unit tests) no path is redirected.
 */
export const RedirectTargetContext = createContext<RedirectTarget | null>(() => undefined);

export function useRedirectTarget(): RedirectTarget | null {
  return useContext(RedirectTargetContext);
}

/**
 * The page a link to an old path prefetches in its place: the redirect's target when that is a
 * path of this site (without its hash), none when the redirect leaves the site.
 */
export function prefetchPageFor(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  return target.split('#')[0];
}
