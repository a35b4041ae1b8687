import type { ReactNode } from 'react';
import { LiveTicketCounts } from '../blocks/parts/ticket/live-ticket-counts.ts';
import type { EventsSource } from './live-ticket-counts/basic-events.ts';
import { useLiveTicketCounts } from './live-ticket-counts-effect.ts';
import { useBlurFollowedLink } from './navigation/blur-followed-link.ts';
import { ContentLinkNavigation } from './navigation/content-link-navigation.tsx';
import { useFirstLoadRedirect } from './navigation/first-load-redirect.ts';
import { useFocusAfterNavigation } from './navigation/focus-after-navigation.ts';
import { useSaleGuard } from './sale-guard.ts';
import './browser-side.css';

export interface BrowserSideProps {
  /** Where live ticket counts come from; undefined when the site has no partner. */
  events: EventsSource | undefined;
  /** The page in its frame (app/root.tsx). */
  children: ReactNode;
}

/**
 * The browser side of spec §2.1 around every page, one file per job: the redirect table
 * (navigation/first-load-redirect.ts), links inside content navigated by the router
 * (navigation/content-link-navigation.tsx) and prefetched on intent, a followed link in the page
 * blurred before the next page replaces it (navigation/blur-followed-link.ts) and focus on the
 * new page's heading after (navigation/focus-after-navigation.ts), the live ticket counts of the page
 * (live-ticket-counts-effect.ts), and no purchase of a screening whose sale has just ended
 * (sale-guard.ts). Renders the page as built until its effects run.
 */
export function BrowserSide({ events, children }: BrowserSideProps) {
  useFirstLoadRedirect();
  useBlurFollowedLink();
  useFocusAfterNavigation();
  useSaleGuard();
  const counts = useLiveTicketCounts(events);
  return (
    <LiveTicketCounts.Provider value={counts}>
      {children}
      <ContentLinkNavigation />
    </LiveTicketCounts.Provider>
  );
}
