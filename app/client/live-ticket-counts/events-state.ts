import type { BasicEvent } from './basic-events.ts';

/** The events state of spec §3.17: ids already asked for, and the events received. */
export interface EventsState {
  requested: readonly string[];
  items: readonly BasicEvent[];
}

export type EventsAction =
  /** New ids are being fetched (§4.3 step 3). */
  | { type: 'requested'; ids: readonly string[] }
  /** Events came back (§4.3 step 4). */
  | { type: 'received'; events: readonly BasicEvent[] }
  /**
   * The counts may have changed since they were asked for: the visitor comes back to the page
   * (from the checkout, a restored page, a tab brought to the front). Every id may be asked for
   * again; the counts received stay shown until newer ones arrive.
   */
  | { type: 'stale' };

export const initialEventsState: EventsState = { requested: [], items: [] };

/** §4.3 steps 1–2: the ids not yet in `requested`, each once, in the order asked. */
export function idsToRequest(state: EventsState, ids: readonly string[]): string[] {
  const seen = new Set(state.requested);
  const fresh: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    fresh.push(id);
  }
  return fresh;
}

/** The events state as a pure reducer (spec §4.3). */
export function eventsReducer(state: EventsState, action: EventsAction): EventsState {
  switch (action.type) {
    case 'requested': {
      const fresh = idsToRequest(state, action.ids);
      return fresh.length === 0 ? state : { ...state, requested: [...state.requested, ...fresh] };
    }
    case 'received': {
      if (action.events.length === 0) return state;
      // An event asked for again replaces its earlier item, so `items` stays one per event.
      const fresh = new Set(action.events.map((event) => event.id));
      return { ...state, items: [...state.items.filter((event) => !fresh.has(event.id)), ...action.events] };
    }
    case 'stale':
      return state.requested.length === 0 ? state : { ...state, requested: [] };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/** Live ticket counts by event id; a later item for the same id wins. */
export function ticketCountsOf(items: readonly BasicEvent[]): ReadonlyMap<string, number> {
  return new Map(items.map((event) => [event.id, event.ticketCount]));
}
