import type { ReactNode } from 'react';
import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
  return (
    <>
      <a className="skip-link" href="#main">
        {labels.skipToMain}
      </a>
      <Header layout={layout} currentPath={currentPath} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer layout={layout} currentPath={currentPath} />
    </>
  );
}
