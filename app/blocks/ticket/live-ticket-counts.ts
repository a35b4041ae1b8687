import { createContext, useContext } from 'react';
import { labels } from '../../locale/labels.ts';
import { ticketCountText, type TicketView } from './event-view.ts';

/**
 * Live ticket counts by event id (`e-{eventNumber}`), as the runtime API's `basic_events`
 * reported them (spec §4.3). Empty in the prerendered page and until the counts arrive, so a
 * ticket line shows its built count first. Provided by the browser side (app/client/), which
 * blocks may not import.
 */
export const LiveTicketCounts = createContext<ReadonlyMap<string, number>>(new Map());

type TicketLine = Pick<TicketView, 'id' | 'status' | 'statusText' | 'purchaseUrl'>;

/**
 * A built ticket line with a live count applied. Only a line on sale changes: a count of 0 makes
 * it sold out (no purchase link: a link that cannot sell misleads); otherwise a shown count is
 * replaced. A line built sold out or not on sale stays so: the build has no purchase link for it.
 * CAREFUL: a line on sale shows its count exactly when its `statusText` is not empty
 * (`toTicketView` in event-view.ts writes the count only with `showTicketCount`).
 */
export function withLiveCount<T extends TicketLine>(ticket: T, live: number | undefined): T {
  if (live === undefined || ticket.status !== 'available') return ticket;
  if (live === 0) return { ...ticket, status: 'sold_out', statusText: labels.soldOut, purchaseUrl: null };
  return ticket.statusText === '' ? ticket : { ...ticket, statusText: ticketCountText(live) };
}

/** The ticket line with the live count of its event, once the browser side has one. */
export function useLiveTicket<T extends TicketLine>(ticket: T): T {
  return withLiveCount(ticket, useContext(LiveTicketCounts).get(ticket.id));
}
