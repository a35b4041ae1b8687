import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. Markup that only tells
 * the truth once our scripts run (an `aria-expanded` kept by React) waits for it; the 404 page
 * never hydrates and must not carry such attributes.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
