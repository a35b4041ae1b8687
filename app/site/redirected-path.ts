import { createContext, useContext } from 'react';

/**
 * Whether a site path is in the content's redirect table. A link to such a path prefetches
 * nothing: its payload lives at the target, and the old path is never asked for (spec §2.1; the
 * navigation middleware redirects the click). Provided by the client runtime; without it (the
 * never-hydrated 404 page, unit tests) no path is redirected.
 */
export const RedirectedPathContext = createContext<(path: string) => boolean>(() => false);

export function useIsRedirected(): (path: string) => boolean {
  return useContext(RedirectedPathContext);
}
