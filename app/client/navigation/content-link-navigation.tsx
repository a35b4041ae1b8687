import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { contentLinkPath } from './content-links.ts';

/**
 * Links inside content (markdown, article HTML) are plain `<a>`: the router follows them, so
 * they get the redirect table and the loading state like menu links (spec §2.1). Router
 * `<Link>`s have already called preventDefault by the time a click reaches the document.
 */
export function ContentLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = contentLinkPath(
        {
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          rel: anchor.rel,
          modified: event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        },
        window.location,
      );
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
