import { useEffect, useState } from 'react';
import { useNavigation, type Location } from 'react-router';
import { labels } from '../../locale/labels.ts';

/** Spec §2.1, §9: how long a navigation waits for the next page before showing it is loading. */
const NAVIGATION_WAIT_MS = 1000;

/**
 * The location a navigation is taking the visitor to, once it has waited longer than 1000 ms
 * for the next page (spec §2.1, §9); undefined while no navigation is that slow.
 */
export function useSlowNavigation(): Location | undefined {
  const navigation = useNavigation();
  // The navigation the timer last fired for; slow while that navigation is still pending.
  const [slowKey, setSlowKey] = useState<string>();
  const pendingKey = navigation.state === 'idle' ? undefined : navigation.location?.key;
  useEffect(() => {
    if (pendingKey === undefined) return;
    const timer = window.setTimeout(() => setSlowKey(pendingKey), NAVIGATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [pendingKey]);
  return pendingKey !== undefined && slowKey === pendingKey ? navigation.location : undefined;
}

/** The loading state in place of the page, inside the shared layout, while a navigation is slow. */
export function PagePending() {
  return (
    <div className="container page-pending" aria-busy="true">
      <span className="page-pending-spinner" aria-hidden="true" />
    </div>
  );
}

/** Says a slow navigation is loading; always present, so screen readers announce the text when it appears. */
export function NavigationStatus({ slow }: { slow: boolean }) {
  return (
    <p className="navigation-status" role="status">
      {slow ? labels.loadingPage : ''}
    </p>
  );
}
