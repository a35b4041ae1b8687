import type { BasicEvent } from './basic-events.ts';
import { eventsReducer, idsToRequest, initialEventsState, type EventsState } from './events-state.ts';

/** The events state with its fetch effect (spec §4.3), shared by every page of one visit. */
export interface EventsStore {
  getState(): EventsState;
  subscribe(listener: () => void): () => void;
  /** Asks for events by ids; resolves when the fetch (if any) has settled. Never rejects. */
  request(ids: readonly string[]): Promise<void>;
  /** Asks for `ids` again, whether or not they were asked for before (their counts may be old). */
  refresh(ids: readonly string[]): Promise<void>;
}

/**
 * Makes the store over `load` (the `basic_events` call). Ids already requested are dropped;
 * when none remain nothing happens; otherwise they are added to `requested`, fetched, and the
 * events appended to `items`. A failed fetch logs "Failed to fetch" (spec §8) and changes
 * nothing else: its ids stay requested, so a broken API is not asked again on every page.
 */
export function createEventsStore(load: (ids: readonly string[]) => Promise<BasicEvent[]>): EventsStore {
  let state = initialEventsState;
  const listeners = new Set<() => void>();
  const set = (next: EventsState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const store: EventsStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async request(ids) {
      const fresh = idsToRequest(state, ids);
      if (fresh.length === 0) return;
      set(eventsReducer(state, { type: 'requested', ids: fresh }));
      try {
        const events = await load(fresh);
        set(eventsReducer(state, { type: 'received', events }));
      } catch (error) {
        console.error('Failed to fetch', error instanceof Error ? error.message : String(error));
      }
    },
    refresh(ids) {
      set(eventsReducer(state, { type: 'stale' }));
      return store.request(ids);
    },
  };
  return store;
}
