import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** A link the visitor followed, found again in the page rendered anew: its `href`, and which of the links with it. */
export interface FollowedLink {
  href: string;
  /** Its place among the page's links with the same `href` (0 for the first). */
  ordinal: number;
}

/** Where focus goes once a client navigation has shown a page: nowhere, the page's heading, an anchor in it, or a link followed from it. */
export type FocusTarget = null | { heading: true } | { anchor: string } | { link: FollowedLink };

/**
 * Where focus goes after the router has shown `path`, having shown `previousPath` before.
 * The first load (nothing before) and a change within the page (a filter's query, a day's
 * anchor, the door ticket's dialog) leave focus alone. Back or Forward to a page (`returnTo`:
 * the link followed from that page when it was last shown) takes it back to that link, where
 * the visitor left (decision 211). Else a new page takes it to its heading, or to the anchor its
 * address names (`/film#billetter`), as a page load would have.
 */
export function focusTargetAfterNavigation(
  previousPath: string | undefined,
  path: string,
  hash: string,
  returnTo?: FollowedLink,
): FocusTarget {
  if (previousPath === undefined || previousPath === path) return null;
  if (returnTo !== undefined) return { link: returnTo };
  const anchor = hash.startsWith('#') ? safeDecode(hash.slice(1)) : '';
  return anchor === '' ? { heading: true } : { anchor };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The page's links with this `href`, in document order. */
function linksTo(href: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );
}

function followedLinkOf(target: EventTarget | null): FollowedLink | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!link || href == null) return undefined;
  return { href, ordinal: linksTo(href).indexOf(link as HTMLAnchorElement) };
}

function elementOf(target: Exclude<FocusTarget, null>): Element | null {
  return (
    ('link' in target ? linksTo(target.link.href)[target.link.ordinal] : null) ??
    ('anchor' in target ? document.getElementById(target.anchor) : null) ??
    document.querySelector('main h1') ??
    document.querySelector('main')
  );
}

function focusElement(element: Element | null, target: Exclude<FocusTarget, null>): void {
  if (!(element instanceof HTMLElement)) return;
  if (!element.hasAttribute('tabindex') && !(element instanceof HTMLAnchorElement && 'link' in target))
    element.setAttribute('tabindex', '-1');
  // The router's scroll restoration has placed the page: focus must not move it.
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page after a client navigation (WCAG 2.4.3). A full page load starts
 * reading at the top; a client navigation replaces only `<main>` and left focus on the link
 * followed (in the menu) or on the body, so a screen reader said nothing of the new page and the
 * next Tab went on through the menu. Focused, the page's h1 is read out, and the next Tab goes
 * into the page. The heading is made focusable by script only (`tabindex="-1"`): it is never a
 * Tab stop, and the prerendered HTML does not change.
 *
 * Back and Forward return to a page where the visitor was: the router's scroll restoration puts
 * it where it was scrolled (the page renders whole then: app/blocks/parts/first-screen.ts), and
 * focus goes back to the link the visitor followed from it (each history entry's link is
 * remembered by a click listener, for this visit), else to the heading.
 */
export function useFocusAfterNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ path: string; key: string } | undefined>(undefined);
  const followed = useRef<FollowedLink | undefined>(undefined);
  const followedFrom = useRef(new Map<string, FollowedLink>());

  useEffect(() => {
    // Capture: read before anything handles the click (it only reads; blur-followed-link.ts blurs).
    const onClick = (event: MouseEvent) => (followed.current = followedLinkOf(event.target));
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const left = previous.current;
    if (left !== undefined && followed.current !== undefined) followedFrom.current.set(left.key, followed.current);
    followed.current = undefined;
    previous.current = { path: pathname, key };
    const returnTo = navigationType === NavigationType.Pop ? followedFrom.current.get(key) : undefined;
    const target = focusTargetAfterNavigation(left?.path, pathname, hash, returnTo);
    if (target === null) return;
    focusElement(elementOf(target), target);
  }, [pathname, hash, key, navigationType]);
}
