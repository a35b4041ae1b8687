import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation, useNavigate } from 'react-router';
import { contentLinkPath } from './content-links.ts';

/** React Router's wait between a pointer resting on a link and its prefetch (`<Link prefetch="intent">`). */
const HOVER_INTENT_MS = 100;

/** The site path a plain `<a>` leads to, when the router should follow it (content-links.ts). */
function anchorPath(target: EventTarget | null, modified: boolean): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const link = {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    rel: anchor.rel,
    modified,
  };
  return contentLinkPath(link, window.location);
}

/**
 * Links inside content (markdown, article HTML) and the blocks' links are plain `<a>`: the
 * router follows them, so they get the redirect table and the loading state like menu links
 * (spec §2.1). Router `<Link>`s have already called preventDefault by the time a click reaches
 * the document.
 *
 * They also prefetch like `<Link prefetch="intent">` (decision 103): a pointer resting on
 * one for 100 ms, a touch or keyboard focus renders React Router's prefetch links for its page
 * (payload and route code), which the service worker keeps for the click. The focus a mouse
 * press gives a link is not intent: the click follows at once and fetches the page itself.
 * The build writes no link to an old path of the redirect table (decision 165), so the page
 * prefetched is the one linked.
 */
export function ContentLinkNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The page of the link last shown intent (its path without the in-page anchor).
  const [intended, setIntended] = useState<string>();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      const path = anchorPath(event.target, modified);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);

  useEffect(() => {
    let hoverTimer: number | undefined;
    // A press on a link focuses it on its way to the click, which fetches the page itself: that
    // focus is not intent, and a prefetch it started would race the click's own fetch of the
    // same payload through the worker (decision 123). Set for the press's own task only.
    let pressing = false;
    const onPointerDown = () => {
      window.clearTimeout(hoverTimer);
      pressing = true;
      window.setTimeout(() => {
        pressing = false;
      });
    };
    const intend = (target: EventTarget | null) => {
      const path = anchorPath(target, false);
      if (path !== undefined) setIntended(path.split('#')[0]);
    };
    const onPointerOver = (event: PointerEvent) => {
      window.clearTimeout(hoverTimer);
      if (event.pointerType === 'mouse') hoverTimer = window.setTimeout(intend, HOVER_INTENT_MS, event.target);
    };
    const onIntent = (event: Event) => intend(event.target);
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing) intend(event.target);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      window.clearTimeout(hoverTimer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('touchstart', onIntent);
    };
  }, []);

  // Once that page is open, React Router would prefetch its data again: nothing is left to prepare.
  return intended === undefined || intended === pathname ? null : <PrefetchPageLinks page={intended} />;
}
