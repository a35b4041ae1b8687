import { startTransition, useEffect, useState } from 'react';

// Set by the first component whose hydration has committed (the header has one): a component
// mounted later (a client navigation) starts hydrated, with nothing to switch.
let hydratedOnce = false;

/** Whether the page has hydrated: false in the prerender and while hydrating, true in a component a client navigation mounts. */
export function hasHydrated(): boolean {
  return hydratedOnce;
}

/**
 * False in the prerendered HTML and during hydration, true afterwards. Markup that only tells
 * the truth once our scripts run (an `aria-expanded` kept by React) waits for it; the 404 page
 * never hydrates and must not carry such attributes.
 *
 * The switch is a transition, not `useSyncExternalStore`'s server snapshot: React re-renders a
 * store whose server and client snapshots differ synchronously right after hydration, one
 * task for every such component and all it renders (on `/kinoprogram` the whole programme: a
 * 100 ms task at 4× CPU throttling, Lighthouse's Total Blocking Time, decision 126). A
 * transition renders in slices the browser can interrupt.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
