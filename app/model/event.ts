import { z } from 'zod';
import { DateTimeText, Feature } from './common.ts';

/**
 * The part of a production an event carries, so events can be filtered by
 * `production.parentSlug`, `production.pageReference` and `object` (spec §3.2).
 */
export const EventProduction = z.object({
  id: z.string(),
  parentSlug: z.string(),
  pageReference: z.string(),
  title: z.string(),
  object: z.enum(['movie', 'culture']),
});
export type EventProduction = z.infer<typeof EventProduction>;

/**
 * A screening or performance (spec §3.2; its full fields are not shown there, so this is
 * the union of what the schedule, ticket list and culture programme need: §3.3, §3.6).
 */
export const Event = z.object({
  /** `e-` followed by the event number (spec §3.3). */
  id: z.string().regex(/^e-\d+$/, 'expected "e-" followed by a number'),
  /** The ticketing provider's event number, used in the purchase link (spec §7.4). */
  eventNumber: z.number().int().positive(),
  object: z.enum(['movie', 'culture']),
  production: EventProduction,
  title: z.string(),
  startDate: DateTimeText,
  endDate: DateTimeText,
  /** The screen or hall, e.g. 'Sal 1'. */
  location: z.string(),
  /** Tickets left at build time; live counts come from `basic_events` in the browser. */
  ticketCount: z.number().int().nonnegative(),
  club: z.boolean().default(false),
  featured: z.boolean().default(false),
  ticketSaleType: z.enum(['normal']).nullable().default('normal'),
  highlightHeading: z.string().nullable().default(null),
  highlightBody: z.string().nullable().default(null),
  features: z.array(Feature).default([]),
  /** Advertisement flags, e.g. `national_premiere` (spec §4.5). */
  adFlags: z.array(z.string()).default([]),
  /**
   * The ordinary ticket's price in NOK, as the checkout charges it; null: the venue's film
   * price for a film (`site.ticketing.filmTicketPrice`), else none is given (ticket-price.ts).
   */
  price: z.number().min(0).nullable().default(null),
  /** A member's price in NOK; null: the venue's film member price for a film, else none. */
  memberPrice: z.number().min(0).nullable().default(null),
});
export type Event = z.infer<typeof Event>;

/** The summary of a production an event carries (the fields events are filtered by, §3.2). */
export function eventProductionOf(production: EventProduction): EventProduction {
  const { id, parentSlug, pageReference, title, object } = production;
  return { id, parentSlug, pageReference, title, object };
}
