import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { LiveTicketCounts } from '../blocks/live-ticket-counts.ts';
import { isSitePath } from '../engine/redirects.ts';
import { labels } from '../locale/labels.ts';
import type { SiteLayout } from '../model/page-bundle.ts';
import { SiteFrame } from '../site/site-frame.tsx';
import type { EventsSource } from './events/basic-events.ts';
import { useLiveTicketCounts } from './live-ticket-counts-effect.ts';
import { contentLinkPath } from './navigation/content-links.ts';
import { installRedirectTable, redirectFor, type RedirectEntries } from './navigation/redirect-table.ts';
import './client-runtime.css';

/** Spec §2.1, §9: how long a navigation waits for the next page before showing it is loading. */
export const NAVIGATION_WAIT_MS = 1000;

export interface ClientRuntimeProps {
  layout: SiteLayout;
  /** The content's redirect table, `[fromPath, toPath]`, from the root payload. */
  redirects: RedirectEntries;
  /** Where live ticket counts come from; undefined when the site has no partner. */
  events: EventsSource | undefined;
  /** The page (the router's outlet). */
  children: ReactNode;
}

/**
 * The browser side of spec §2.1 around every page: the redirect table on first load (the
 * navigation middleware applies it on every client navigation), links inside content navigated
 * by the router, the loading state of a navigation that takes longer than 1000 ms, and the live
 * ticket counts of the page. Renders the page as built until its effects run.
 */
export function ClientRuntime({ layout, redirects, events, children }: ClientRuntimeProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const counts = useLiveTicketCounts(events);

  useEffect(() => {
    installRedirectTable(redirects);
  }, [redirects]);

  // First load: a host that served a page at a path of the redirect table (a case-insensitive
  // file system, an SPA rewrite) still lands on the target. Runs once per document.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const target = redirectFor(pathname + search + hash, new Map(redirects));
    if (target === undefined) return;
    if (isSitePath(target)) void navigate(target, { replace: true });
    else window.location.replace(target);
    // Once per document, by design: a later `redirects` or `navigate` is not a new first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Links inside content (markdown, article HTML) are plain <a>: let the router follow them, so
  // they get the redirect table and the loading state like menu links. Router <Link>s have
  // already called preventDefault by the time the click reaches the document.
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
    <LiveTicketCounts.Provider value={counts}>
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
    </LiveTicketCounts.Provider>
  );
}
