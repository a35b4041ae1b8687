import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { currentPageData } from '../site/page-payload.ts';
import { getBasicEvents, type EventsSource } from './live-ticket-counts/basic-events.ts';
import { initialEventsState, ticketCountsOf } from './live-ticket-counts/events-state.ts';
import { createEventsStore, type EventsStore } from './live-ticket-counts/events-store.ts';

// One events state per visit (spec §3.17), shared by every page, like the router's own state.
let shared: { key: string; store: EventsStore } | undefined;

function eventsStoreFor(source: EventsSource): EventsStore {
  const key = `${source.runtimeApi} ${source.partnerId}`;
  if (shared?.key !== key) shared = { key, store: createEventsStore((ids) => getBasicEvents(source, ids)) };
  return shared.store;
}

/**
 * The live ticket counts of the page being shown (spec §4.3): asks for the page's events in an
 * effect, so only in the browser and never while prerendering, and returns the counts received
 * so far (empty until they arrive, so the built counts show first).
 */
export function useLiveTicketCounts(source: EventsSource | undefined): ReadonlyMap<string, number> {
  const matches = useMatches();
  const bundle = currentPageData(matches)?.bundle;
  const ids = bundle?.liveEventIds;
  const store = source === undefined ? undefined : eventsStoreFor(source);
  const state = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.getState() ?? initialEventsState,
    () => initialEventsState,
  );
  useEffect(() => {
    if (store !== undefined && ids !== undefined && ids.length > 0) void store.request(ids);
  }, [store, ids]);
  return useMemo(() => ticketCountsOf(state.items), [state.items]);
}
