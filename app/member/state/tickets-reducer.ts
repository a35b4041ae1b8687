import type { MyTicket } from '../api/mappers.ts';
import type { ListAction } from './list-reducer.ts';
import type { MemberError } from './member-error.ts';

/**
 * The tickets' state (§4.4: the three-way pattern of reviews), which may start from the copy
 * kept on the device: then `savedAt` says when the API gave it, until the API answers again.
 */
export interface TicketsState {
  items: MyTicket[];
  loading: boolean;
  error: MemberError | null;
  /** Epoch ms of the kept copy being shown; null once the items came from the API now. */
  savedAt: number | null;
}

/** The first state: the kept copy, if the device holds one for this member. */
export function initialTickets(kept: { tickets: MyTicket[]; savedAt: number } | null): TicketsState {
  return { items: kept?.tickets ?? [], loading: false, error: null, savedAt: kept?.savedAt ?? null };
}

/** As `listReducer`, except that a failure keeps what the device gave (offline, the API unreachable). */
export function ticketsReducer(state: TicketsState, action: ListAction<MyTicket>): TicketsState {
  switch (action.type) {
    case 'requested':
      return { ...state, loading: true };
    case 'received':
      return { items: action.items, loading: false, error: null, savedAt: null };
    case 'failed':
      return { ...state, loading: false, error: action.error };
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
