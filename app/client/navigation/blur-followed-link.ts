import { useEffect } from 'react';

/** What the window's click listener knows when deciding to blur (a pure check, tested without a DOM). */
export interface FollowedClick {
  /** The router (a `<Link>`, or the content-link listener) took the click: `defaultPrevented`. */
  followed: boolean;
  /** A pointer made the click (`detail > 0`); a keyboard's Enter gives 0. */
  byPointer: boolean;
  /** The focused element is the clicked link (or inside it), and the link is inside `<main>`. */
  focusedLinkInMain: boolean;
}

/** Whether the clicked link should give up focus before the next page replaces it. */
export function shouldBlurFollowedLink(click: FollowedClick): boolean {
  return click.followed && click.byPointer && click.focusedLinkInMain;
}

/**
 * A pointer click on a link inside `<main>` that the router follows blurs that link once every
 * handler has seen the click (decision 120). Chromium focuses a link on mousedown; when React's
 * commit then removes the focused link with the page being left, Chromium fixes up focus and
 * recalculates the whole document's style inside the commit (5–17 ms a click, decision 110).
 * Focus lands on the body either way; blurred first, the commit only removes nodes.
 *
 * CAREFUL: a window listener in the bubble phase, never the capture phase. A blur before React
 * has seen the click lets focus-aware parts (the header search's results) close and remove the
 * link being clicked (decision 110, cut 1 taken out). Links outside `<main>` (the header, the
 * footer) stay: the commit does not remove them. A keyboard's Enter keeps focus on the link
 * until the next page is in, as before.
 */
export function useBlurFollowedLink(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const focusedLinkInMain =
        focused !== null && anchor !== null && anchor.contains(focused) && anchor.closest('main') !== null;
      if (
        focused &&
        shouldBlurFollowedLink({ followed: event.defaultPrevented, byPointer: event.detail > 0, focusedLinkInMain })
      )
        focused.blur();
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);
}
