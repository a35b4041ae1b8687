import { createContext, useContext, useDeferredValue, useSyncExternalStore } from 'react';
import { labels } from '../../../locale/labels.ts';
import { ticketCountText, type TicketView } from './event-view.ts';

/**
 * Live ticket counts by event id (`e-{eventNumber}`), as the runtime API's `basic_events`
 * reported them (spec §4.3): none in the prerendered page and until the counts arrive, so a
 * ticket line shows its built count first. Provided by the browser side (app/client/), which
 * blocks may not import.
 */
export interface LiveTicketCountSource {
  subscribe(listener: () => void): () => void;
  countOf(id: string): number | undefined;
  /**
   * Asks for the counts of events a block shows beyond its page's own (the programme's days
   * fetched after the page, decision 218); an id already asked for is not asked again.
   */
  request(ids: readonly string[]): void;
}

const noCount = (): undefined => undefined;
/** The source of a site without live counts (no partner), and of the prerender. */
export const NO_LIVE_COUNTS: LiveTicketCountSource = {
  subscribe: () => noCount,
  countOf: noCount,
  request: noCount,
};

/**
 * The source, not the counts: its value never changes, so counts arriving do not make React
 * search the whole page for readers of a changed context (a 60 ms task on `/kinoprogram` at 4×
 * CPU throttling); each ticket line subscribes to its own event's count and renders again only
 * when that count changes.
 */
export const LiveTicketCounts = createContext<LiveTicketCountSource>(NO_LIVE_COUNTS);

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

/**
 * Where a line's parts go, so that nothing on the page moves when the counts arrive: a button a
 * sell-out took away leaves its box, empty (`buttonBox`), and a status stands in the button's
 * place (`statusInButtonPlace`) when the build has no button for it (sold out, not on sale) or
 * showed no status (a block that hides counts) rather than a line of its own.
 * CAREFUL: the place is said in the markup, not found with `:only-child`: while the browser
 * parses a line, its status is the only child until the button arrives, and would jump.
 */
export function liveLineLayout(
  built: TicketLine,
  shown: TicketLine,
): { buttonBox: boolean; statusInButtonPlace: boolean } {
  return {
    buttonBox: built.purchaseUrl !== null && shown.purchaseUrl === null,
    statusInButtonPlace: shown.statusText !== '' && (built.statusText === '' || built.purchaseUrl === null),
  };
}

/** The ticket line with the live count of its event, once the browser side has one. */
export function useLiveTicket<T extends TicketLine>(ticket: T): T {
  const source = useContext(LiveTicketCounts);
  const live = useSyncExternalStore(source.subscribe, () => source.countOf(ticket.id), noCount);
  // A store's change renders synchronously; deferred, the line takes its count in a render the
  // browser can interrupt (decision 126).
  return withLiveCount(ticket, useDeferredValue(live));
}
