import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { currentPageData } from '../site/page-payload.ts';
import { NO_LIVE_COUNTS, type LiveTicketCountSource } from '../blocks/parts/ticket/live-ticket-counts.ts';
import { getBasicEvents, type EventsSource } from './live-ticket-counts/basic-events.ts';
import { ticketCountsOf, type EventsState } from './live-ticket-counts/events-state.ts';
import { createEventsStore, type EventsStore } from './live-ticket-counts/events-store.ts';

// One events state per visit (spec §3.17), shared by every page, like the router's own state.
let shared: { key: string; store: EventsStore; counts: LiveTicketCountSource } | undefined;

/** The counts of a store by event id, worked out again only when its events change. */
function countSourceOf(store: EventsStore): LiveTicketCountSource {
  let items: EventsState['items'] | undefined;
  let counts: ReadonlyMap<string, number> = new Map();
  return {
    subscribe: store.subscribe,
    countOf(id) {
      const now = store.getState().items;
      if (now !== items) {
        items = now;
        counts = ticketCountsOf(now);
      }
      return counts.get(id);
    },
    request: (ids) => void store.request(ids),
  };
}

function sharedStore(source: EventsSource): { store: EventsStore; counts: LiveTicketCountSource } {
  const key = `${source.runtimeApi} ${source.partnerId}`;
  if (shared?.key !== key) {
    const store = createEventsStore((ids) => getBasicEvents(source, ids));
    shared = { key, store, counts: countSourceOf(store) };
  }
  return shared;
}

/**
 * The live ticket counts of the page being shown (spec §4.3): asks for the page's events in an
 * effect, so only in the browser and never while prerendering, and returns where each ticket
 * line reads its count (none until they arrive, so the built counts show first).
 */
export function useLiveTicketCounts(source: EventsSource | undefined): LiveTicketCountSource {
  const ids = currentPageData(useMatches())?.bundle.liveEventIds;
  const live = source === undefined ? undefined : sharedStore(source);
  const store = live?.store;
  useEffect(() => {
    if (store === undefined || ids === undefined || ids.length === 0) return undefined;
    // In a task of its own: a first load runs every effect of the page in one task, and the
    // request's fetch is a long one's largest part on a slow phone.
    const ask = setTimeout(() => void store.request(ids), 0);
    // A visitor back from the checkout sees the counts of now: the page restored from the
    // back-forward cache, or its tab brought to the front, asks for them again.
    let hidden = document.visibilityState === 'hidden';
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void store.refresh(ids);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else if (hidden) {
        hidden = false;
        void store.refresh(ids);
      }
    };
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(ask);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store, ids]);
  return live?.counts ?? NO_LIVE_COUNTS;
}
