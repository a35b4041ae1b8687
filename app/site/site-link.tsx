import type { ReactNode } from 'react';
import { Link, PrefetchPageLinks, type PrefetchBehavior } from 'react-router';
import { labels } from '../locale/labels.ts';
import { prefetchPageFor, useRedirectTarget } from './redirected-path.ts';

export interface SiteLinkProps {
  href: string;
  /** Leaves the site: a plain `<a>` with `rel="noopener noreferrer"`. */
  external: boolean;
  /** Opens in a new tab (`target="_blank"`), announced to screen readers. */
  openInNewWindow?: boolean;
  /** The link leads to the page being shown: `aria-current="page"`. */
  current?: boolean;
  className?: string;
  /**
   * When the router fetches the page's payload and route code ahead of a click (decision
   * 103): on intent (hover, focus, touch) by default; `render` once the header's menu is idle.
   */
  prefetch?: PrefetchBehavior;
  children: ReactNode;
}

/**
 * A link of the shared layout. Site paths go through the router (client navigation, and a
 * plain link in the never-hydrated 404.html); external links and new-tab links are plain
 * anchors, so a new tab never carries our window to the other site.
 */
export function SiteLink({
  href,
  external,
  openInNewWindow = false,
  current = false,
  className,
  prefetch = 'intent',
  children,
}: SiteLinkProps) {
  const ariaCurrent = current ? 'page' : undefined;
  const redirectTarget = useRedirectTarget();
  if (!external && !openInNewWindow) {
    const target = redirectTarget?.(href);
    if (target === undefined) {
      // Until the redirect table is in, the router's own prefetch could be of an old path (and an
      // intent prefetch fires 100 ms after a hover, while a click's navigation still waits for the
      // table): none, and an intent shown meanwhile is prefetched, redirected, once the table is
      // in (app/client/navigation/content-link-navigation.tsx).
      const until = redirectTarget === null ? 'none' : prefetch;
      return (
        <Link to={href} className={className} aria-current={ariaCurrent} prefetch={until}>
          {children}
        </Link>
      );
    }
    // A link to an old path (the menu's /Kulturprogram): the router would prefetch the old
    // path, which has no payload, so it prefetches none and the page it leads to is prefetched
    // here instead, as the idle menu prefetches its other pages. On intent alone it is not.
    const page = prefetch === 'render' ? prefetchPageFor(target) : undefined;
    return (
      <>
        <Link to={href} className={className} aria-current={ariaCurrent} prefetch="none">
          {children}
        </Link>
        {page !== undefined && <PrefetchPageLinks page={page} />}
      </>
    );
  }
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
      rel={external ? 'noopener noreferrer' : undefined}
      target={openInNewWindow ? '_blank' : undefined}
    >
      {children}
      {openInNewWindow && <span className="visually-hidden"> {labels.opensInNewTab}</span>}
    </a>
  );
}
