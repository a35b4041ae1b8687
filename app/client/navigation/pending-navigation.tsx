import { useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { labels } from '../../locale/labels.ts';
import type { SiteLayout } from '../../model/page-bundle.ts';
import { SiteFrame } from '../../site/site-frame.tsx';

/** Spec §2.1, §9: how long a navigation waits for the next page before showing it is loading. */
const NAVIGATION_WAIT_MS = 1000;

/**
 * The page, or, when a navigation has waited longer than 1000 ms for the next page, the shared
 * layout with a loading state in place of the page (spec §2.1, §9), announced to screen readers.
 */
export function PendingNavigation({ layout, children }: { layout: SiteLayout; children: ReactNode }) {
  const navigation = useNavigation();
  // The navigation the timer last fired for; slow while that navigation is still pending.
  const [slowKey, setSlowKey] = useState<string>();
  const pendingKey = navigation.state === 'idle' ? undefined : navigation.location?.key;
  useEffect(() => {
    if (pendingKey === undefined) return;
    const timer = window.setTimeout(() => setSlowKey(pendingKey), NAVIGATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);
  const slow = pendingKey !== undefined && slowKey === pendingKey;

  return (
    <>
      {slow ? (
        <SiteFrame layout={layout} currentPath={navigation.location?.pathname}>
          <div className="container page-pending" aria-busy="true">
            <span className="page-pending-spinner" aria-hidden="true" />
          </div>
        </SiteFrame>
      ) : (
        children
      )}
      {/* Always present, so screen readers announce the text when it appears. */}
      <p className="navigation-status" role="status">
        {slow ? labels.loadingPage : ''}
      </p>
    </>
  );
}
