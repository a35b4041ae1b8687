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

/**
 * The one shared layout of every page (spec §2.1 page-with-header-and-footer): a skip link,
 * the header, `<main id="main">` with the page, and the footer.
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
