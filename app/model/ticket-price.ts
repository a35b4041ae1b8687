import type { Event } from './event.ts';
import type { Site } from './site.ts';

/** What one ticket of a screening or performance costs, in NOK. */
export interface TicketPrice {
  /** The ordinary ticket. */
  amount: number;
  /** A member's ticket; null when the event has no member price. */
  memberAmount: number | null;
}

/**
 * The price of an event's ticket: the event's own `price` and `memberPrice`, else, for a film,
 * the venue's film prices (`site.ticketing`); null when nothing gives an ordinary price. The
 * site's ticket buttons, the JSON-LD offers and the reference checkout all read it here, so
 * what the site says is what the checkout charges.
 */
export function ticketPriceOf(
  event: Pick<Event, 'object' | 'price' | 'memberPrice'>,
  site: Pick<Site, 'ticketing'>,
): TicketPrice | null {
  const film = event.object === 'movie';
  const amount = event.price ?? (film ? (site.ticketing.filmTicketPrice ?? null) : null);
  if (amount === null) return null;
  const memberAmount = event.memberPrice ?? (film ? (site.ticketing.filmMemberPrice ?? null) : null);
  return { amount, memberAmount };
}
