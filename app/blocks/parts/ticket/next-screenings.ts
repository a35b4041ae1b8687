import type { Event } from '../../../model/event.ts';
import type { Site } from '../../../model/site.ts';
import { type DayName, dayName, saleEndKey } from '../../../locale/clock-keys.ts';
import { datePart, formatTime } from '../../../locale/dates.ts';
import { type PriceView, toTicketView } from './event-view.ts';

/**
 * One of a production's next screenings on sale, as a 'Kjøp billett' that leads straight to it
 * (the home page's hero, a film page's first screen).
 */
export interface NextTicket {
  id: string;
  /** The checkout of this screening (spec §7.4). */
  purchaseUrl: string;
  /** When the site stops offering it (`YYYYMMDDHHmm`): the page's clock moves on to the next. */
  saleEnds: string;
  /** Oslo wall time, `YYYY-MM-DD HH:mm:ss`. */
  startDate: string;
  day: DayName;
  /** '18:30' */
  time: string;
  location: string;
  price: PriceView | null;
}

/**
 * How many next screenings a page carries for one button: the first whose sale has not ended
 * at the visitor's minute shows (the clock's `data-next-only`, app/site/clock), so a page built
 * days ago still offers a screening ahead; a few are enough between two daily builds.
 */
const NEXT_TICKET_CANDIDATES = 4;

/**
 * A production's next screenings on sale at build time, in start order: from `today` on, not
 * sold out, on sale (`ticketSaleType`), at most `limit`. The clock hides those that have
 * started by the time the visitor looks.
 */
export function nextTickets(
  site: Site,
  events: readonly Event[],
  today: string,
  limit = NEXT_TICKET_CANDIDATES,
): NextTicket[] {
  return events
    .filter((event) => datePart(event.startDate) >= today)
    .toSorted((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id))
    .map((event) => ({ event, view: toTicketView(site, event, false) }))
    .filter(({ view }) => view.purchaseUrl !== null)
    .slice(0, limit)
    .map(({ event, view }) => ({
      id: event.id,
      purchaseUrl: view.purchaseUrl ?? '',
      saleEnds: saleEndKey(event.startDate, site.ticketing.saleMinutesAfterStart),
      startDate: event.startDate,
      day: dayName(event.startDate, today),
      time: formatTime(event.startDate),
      location: event.location,
      price: view.price,
    }));
}
