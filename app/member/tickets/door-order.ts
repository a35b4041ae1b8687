import type { MyTicket } from '../api/mappers.ts';

/**
 * When a ticket is used, in the venue's time (Europe/Oslo wall clock, `YYYY-MM-DD HH:mm:ss`,
 * compared as text), and the order the tickets screen shows them in. Pure: the caller passes
 * the instant, as Oslo wall-clock text (`osloWallClock`).
 */

/** A ticket with no usable expiration is kept this long after its start (a long film, a late guest). */
const KEPT_AFTER_START_HOURS = 4;

const WALL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/;

/** The API's `2026-11-21T19:15:00` (Oslo wall time) as `2026-11-21 19:15:00`, or null when it is not one. */
export function wallClock(apiTime: string): string | null {
  const match = WALL.exec(apiTime);
  return match ? `${match[1] ?? ''} ${match[2] ?? ''}${match[3] ?? ':00'}` : null;
}

/** `wall` plus whole hours, by arithmetic on the parts (UTC as a calendar only). */
function addHours(wall: string, hours: number): string {
  const date = new Date(`${wall.replace(' ', 'T')}Z`);
  date.setUTCHours(date.getUTCHours() + hours);
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** When the ticket stops being usable: its expiration, else {@link KEPT_AFTER_START_HOURS} after its start. */
export function ticketEnd(ticket: MyTicket): string | null {
  const start = wallClock(ticket.startTime);
  const expiration = wallClock(ticket.expirationDate);
  if (expiration !== null && (start === null || expiration > start)) return expiration;
  return start === null ? null : addHours(start, KEPT_AFTER_START_HOURS);
}

/** A ticket is past once its end has passed; one whose times cannot be read is never past. */
export function isPast(ticket: MyTicket, now: string): boolean {
  const end = ticketEnd(ticket);
  return end !== null && end <= now;
}

/** The tickets in the order a member at the door wants them. */
export interface DoorOrder {
  /** Today's tickets; when there are none, the next ticket. What the member shows at the door. */
  first: MyTicket[];
  /** Today's are `true`: the first group's heading says 'I dag' rather than 'Neste billett'. */
  firstIsToday: boolean;
  /** The coming tickets after those, soonest first. */
  later: MyTicket[];
  /** Used tickets the API still lists, latest first (never kept on the device). */
  past: MyTicket[];
}

const byStart = (a: MyTicket, b: MyTicket) =>
  (wallClock(a.startTime) ?? a.startTime).localeCompare(wallClock(b.startTime) ?? b.startTime);

/** Splits `tickets` at `now` (Oslo wall clock): today's, or else the next, first; past ones last. */
export function doorOrder(tickets: readonly MyTicket[], now: string): DoorOrder {
  const coming = tickets.filter((ticket) => !isPast(ticket, now)).sort(byStart);
  const past = tickets.filter((ticket) => isPast(ticket, now)).sort((a, b) => byStart(b, a));
  const today = now.slice(0, 10);
  // Started today or earlier and still valid (a late screening past midnight): a prefix of `coming`.
  const todays = coming.filter((ticket) => (wallClock(ticket.startTime) ?? '').slice(0, 10) <= today);
  const first = todays.length > 0 ? todays : coming.slice(0, 1);
  return { first, firstIsToday: todays.length > 0, later: coming.slice(first.length), past };
}
