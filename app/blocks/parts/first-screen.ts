import { useContext, useDeferredValue, useState } from 'react';
import { NavigationType, UNSAFE_LocationContext as LocationContext } from 'react-router';
import { hasHydrated } from './use-hydrated.ts';

/** A client navigation to an address without an anchor: nothing below the first screen is aimed at. */
const clientMountWithoutAnchor = () => hasHydrated() && window.location.hash === '';

/**
 * How many of a block's `total` items to render (decisions 103 and 122): `first`
 * in the commit that mounts the block in a client navigation, so a click shows the page's top
 * without waiting for the rest, and `total` in a background render right after that frame
 * (`useDeferredValue` with an initial value). The prerendered HTML and its hydration always have
 * every item, and so does a client navigation to an address with an anchor (`/x#tickets`, a
 * programme day), whose target must be in the document when the router scrolls to it, and Back
 * or Forward, whose place the router's scroll restoration finds again only in the whole page
 * (decision 211).
 */
export function useFirstScreenCount(total: number, first: number): number {
  // The router's location, or none (a block rendered alone, as the markup tests do): its type
  // claims a router always.
  const router: { navigationType: NavigationType } | null = useContext(LocationContext);
  const back = router?.navigationType === NavigationType.Pop;
  // True only when mounted by a client navigation: false in the prerender and in hydration. Read
  // once at mount: a store whose server snapshot (false) differs from the client's made React
  // re-render the whole programme in one blocking task right after hydration (decision 126).
  const [clientMount] = useState(() => clientMountWithoutAnchor() && !back);
  return useDeferredValue(total, clientMount ? Math.min(first, total) : total);
}

/**
 * The first `shown` items of a list grouped by day (a programme's films, a ticket list's
 * screenings), in order: whole groups, then the last group shown cut short.
 */
export function firstInGroups<Key extends string, Group extends { [K in Key]: readonly unknown[] }>(
  groups: readonly Group[],
  key: Key,
  shown: number,
): Group[] {
  const first: Group[] = [];
  let left = shown;
  for (const group of groups) {
    if (left <= 0) break;
    const items = group[key];
    first.push(items.length <= left ? group : { ...group, [key]: items.slice(0, left) });
    left -= items.length;
  }
  return first;
}
