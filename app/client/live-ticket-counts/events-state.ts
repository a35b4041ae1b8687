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
  | { type: 'received'; events: readonly BasicEvent[] };

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
    case 'received':
      return action.events.length === 0 ? state : { ...state, items: [...state.items, ...action.events] };
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
