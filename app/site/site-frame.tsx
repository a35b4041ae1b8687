import { memo, type ReactNode } from 'react';
import { labels } from '../locale/labels.ts';
import type { MenuNode, SiteLayout } from '../model/page-bundle.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { isCurrentPath } from './links.ts';

export interface SiteFrameProps {
  layout: SiteLayout;
  /** The page being shown, to mark it in the menus; none on the not-found page. */
  currentPath?: string | undefined;
  children: ReactNode;
}

/** What a route module's `handle` asks of the shared frame, which the root route renders around every page. */
export interface FrameHandle {
  /**
   * Rendered after the frame, last in the page: the consent banner of the pages that count
   * visits. Before the page it was painted with the header but shifted (decision 102).
   */
  afterFrame?: ReactNode;
}

/** The `afterFrame` of the deepest route that names one. */
export function afterFrameOf(handles: readonly unknown[]): ReactNode {
  for (const handle of [...handles].reverse()) {
    const after = (handle as FrameHandle | undefined)?.afterFrame;
    if (after !== undefined) return after;
  }
  return null;
}

/**
 * The one shared layout of every page (spec §2.1 page-with-header-and-footer): a skip link,
 * the header, `<main id="main">` with the page, and the footer. The root route renders it once
 * around every route's page, so a navigation keeps it (decision 189); the root's error boundary,
 * which takes the root's place, renders its own.
 */
export function SiteFrame({ layout, currentPath, children }: SiteFrameProps) {
  const marked = markedPath(layout, currentPath);
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.skipToMain}
      </a>
      <FrameHeader layout={layout} currentPath={marked} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FrameFooter layout={layout} currentPath={marked} />
    </>
  );
}

// A client navigation renders the header and footer again only when what they show changes:
// the layout (the same object for the whole visit, the root's data) or the link they mark as
// current (decision 121). Their router links still follow the new location themselves.
const FrameHeader = memo(Header);
const FrameFooter = memo(Footer);

/**
 * The page the frame marks as current: `currentPath` when the logo, a header-menu entry or a
 * footer-menu entry leads to it, else undefined (the frame then marks nothing, as for any
 * other page). Between two pages the frame does not link to, its props stay the same.
 */
export function markedPath(
  layout: Pick<SiteLayout, 'headerMenu' | 'footerMenu'>,
  currentPath: string | undefined,
): string | undefined {
  if (currentPath === undefined || isCurrentPath('/', currentPath)) return currentPath;
  const leadsThere = (nodes: MenuNode[]): boolean =>
    nodes.some((node) => (!node.external && isCurrentPath(node.href, currentPath)) || leadsThere(node.children));
  return leadsThere(layout.headerMenu) || leadsThere(layout.footerMenu) ? currentPath : undefined;
}
