import type { ReactNode } from 'react';
import { Link, type PrefetchBehavior } from 'react-router';
import { labels } from '../locale/labels.ts';

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
   * 103): on intent (hover, focus, touch) by default. The header's top-level pages are also
   * prefetched once the page is idle (app/site/idle-prefetch.tsx).
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
  if (!external && !openInNewWindow) {
    // Never an old path of the redirect table: the build wrote its target (decision 165).
    return (
      <Link to={href} className={className} aria-current={ariaCurrent} prefetch={prefetch}>
        {children}
      </Link>
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
