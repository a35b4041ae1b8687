import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { SiteFrame } from '../site/site-frame.tsx';

/**
 * Shown instead of a broken page when a page cannot be loaded offline (spec §2.1). The same
 * words as `offline.html`, which the service worker serves for a page never visited
 * (scripts/post-build/offline-page.ts). 'Prøv igjen' loads the page afresh.
 */
export function OfflineView({ layout, path }: { layout: SiteLayout; path: string }) {
  return (
    <SiteFrame layout={layout} currentPath={path}>
      <div className="container not-found">
        <h1>{labels.offlineTitle}</h1>
        <p>{labels.offlineText}</p>
        <ul className="not-found-links">
          <li>
            <a className="button-primary" href={path}>
              {labels.tryAgain}
            </a>
          </li>
          <li>
            <a className="button-secondary" href="/">
              {labels.toFrontPage}
            </a>
          </li>
        </ul>
      </div>
    </SiteFrame>
  );
}
