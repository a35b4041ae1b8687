import { z } from 'zod';
import { Feature } from '../model/common.ts';
import { eventProductionOf, type Event } from '../model/event.ts';
import type { Production } from '../model/production.ts';
import { addDays } from '../locale/dates.ts';

/**
 * An event as an editor writes it in `content/events.json`: a day offset from the build date
 * and a wall-clock time in Europe/Oslo, instead of absolute dates, so the sample programme is
 * always "the next two weeks". The loader turns it into an `Event` (app/model/event.ts).
 * Strict: a misspelt optional field is an error, not silently ignored.
 */
export const EventEntry = z
  .strictObject({
    id: z.string().regex(/^e-\d+$/, 'expected "e-" followed by a number'),
    eventNumber: z.number().int().positive(),
    /** The `id` of a production in `content/productions/`. */
    production: z.string().min(1),
    /** Days after the build date: 0 is today. */
    day: z.number().int().min(0),
    /** Start time in Europe/Oslo, `HH:mm`. */
    time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'expected a time "HH:mm"'),
    location: z.string().min(1),
    ticketCount: z.number().int().nonnegative(),
    club: z.boolean().optional(),
    featured: z.boolean().optional(),
    /** Defaults to the production's features. */
    features: z.array(Feature).optional(),
    adFlags: z.array(z.string().min(1)).optional(),
    highlightHeading: z.string().nullable().optional(),
    highlightBody: z.string().nullable().optional(),
    ticketSaleType: z.enum(['normal']).nullable().optional(),
    /** NOK per ordinary ticket; left out: the venue's film price for a film, else none. */
    price: z.number().min(0).optional(),
    /** NOK per member's ticket; left out: the venue's film member price for a film, else none. */
    memberPrice: z.number().min(0).optional(),
  })
  .refine((entry) => entry.id === `e-${entry.eventNumber}`, {
    message: 'expected "e-" followed by the eventNumber',
    path: ['id'],
  });
export type EventEntry = z.infer<typeof EventEntry>;

/** The running time assumed for an event whose production has no `duration` property. */
const DEFAULT_DURATION_MINUTES = 120;

/** A production's `duration` property in minutes, or `null` when it is missing. */
function productionDuration(production: Production): number | null {
  const value = production.properties.find((property) => property.property === 'duration')?.value;
  return value === undefined ? null : Number(value);
}

/**
 * Makes an event of an entry: absolute `startDate`/`endDate` (Oslo wall time, end = start +
 * the production's duration) and the production's title, object and identifying fields.
 */
export function toEvent(entry: EventEntry, production: Production, today: string): Event {
  const startDate = `${addDays(today, entry.day)} ${entry.time}:00`;
  return {
    id: entry.id,
    eventNumber: entry.eventNumber,
    object: production.object,
    production: eventProductionOf(production),
    title: production.title,
    startDate,
    endDate: addMinutes(startDate, productionDuration(production) ?? DEFAULT_DURATION_MINUTES),
    location: entry.location,
    ticketCount: entry.ticketCount,
    club: entry.club ?? false,
    featured: entry.featured ?? false,
    ticketSaleType: entry.ticketSaleType === undefined ? 'normal' : entry.ticketSaleType,
    highlightHeading: entry.highlightHeading ?? null,
    highlightBody: entry.highlightBody ?? null,
    features: entry.features ?? production.features,
    adFlags: entry.adFlags ?? [],
    price: entry.price ?? null,
    memberPrice: entry.memberPrice ?? null,
  };
}

/**
 * Adds minutes to a wall-clock `YYYY-MM-DD HH:mm:ss`. Plain clock arithmetic: a screening
 * that runs across a daylight-saving change ends at start + duration on the printed clock.
 */
export function addMinutes(dateTime: string, minutes: number): string {
  const [date = '', time = ''] = dateTime.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hours, mins, secs] = time.split(':').map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, (mins ?? 0) + minutes, secs ?? 0));
  return utc.toISOString().slice(0, 19).replace('T', ' ');
}

/** Orders events by start, then id, so the output never depends on file order. */
export function compareEvents(a: Event, b: Event): number {
  if (a.startDate !== b.startDate) return a.startDate < b.startDate ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
