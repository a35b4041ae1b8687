import { useContext, useEffect, useState } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext } from 'react-router';
import { hasHydrated } from '../parts/use-hydrated.ts';

/** What a programme had when the visitor left its page, by path: this tab's visit only. */
const memory = new Map<string, unknown>();

/** The router's location, or none (a block rendered alone, as the markup tests do): its type claims a router always. */
type RouterLocation = { navigationType: NavigationType; location: { pathname: string } } | null;

/**
 * What the programme fetched and was scrolled to when the visitor left its page, given back on
 * Back or Forward to it: rendered whole in the first commit, so the router's scroll restoration
 * finds the visitor's place (decision 211). Undefined on a first load and a new visit.
 */
export function useRestoredProgram<T>(): T | undefined {
  const router: RouterLocation = useContext(LocationContext);
  const [restored] = useState(() =>
    router?.navigationType === NavigationType.Pop && hasHydrated()
      ? (memory.get(router.location.pathname) as T | undefined)
      : undefined,
  );
  return restored;
}

/** Keeps what the programme has now for {@link useRestoredProgram}. */
export function useRememberProgram(value: unknown): void {
  const router: RouterLocation = useContext(LocationContext);
  const path = router?.location.pathname;
  useEffect(() => {
    if (path !== undefined) memory.set(path, value);
  }, [path, value]);
}
