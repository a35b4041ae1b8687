import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Where focus goes once a client navigation has shown a page: nowhere, the page's heading, or an anchor in it. */
export type FocusTarget = null | { heading: true } | { anchor: string };

/**
 * Where focus goes after the router has shown `path`, having shown `previousPath` before.
 * The first load (nothing before) and a change within the page (a filter's query, a day's
 * anchor, the door ticket's dialog) leave focus alone. A new page takes it to its heading, or to
 * the anchor its address names (`/film#billetter`), as a page load would have.
 */
export function focusTargetAfterNavigation(previousPath: string | undefined, path: string, hash: string): FocusTarget {
  if (previousPath === undefined || previousPath === path) return null;
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

/**
 * Moves focus to the new page after a client navigation (WCAG 2.4.3). A full page load starts
 * reading at the top; a client navigation replaces only `<main>` and left focus on the link
 * followed (in the menu) or on the body, so a screen reader said nothing of the new page and the
 * next Tab went on through the menu. Focused, the page's h1 is read out, and the next Tab goes
 * into the page. The heading is made focusable by script only (`tabindex="-1"`): it is never a
 * Tab stop, and the prerendered HTML does not change.
 */
export function useFocusAfterNavigation(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    const target = focusTargetAfterNavigation(previous.current, pathname, hash);
    previous.current = pathname;
    if (target === null) return;
    const element =
      ('anchor' in target ? document.getElementById(target.anchor) : null) ??
      document.querySelector('main h1') ??
      document.querySelector('main');
    if (!(element instanceof HTMLElement)) return;
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    // The router's scroll restoration has placed the page: focus must not move it.
    element.focus({ preventScroll: true });
  }, [pathname, hash]);
}
