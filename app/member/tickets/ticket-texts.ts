import { formatDay, formatShortDate, formatTime } from '../../locale/dates.ts';
import type { MyTicket } from '../api/mappers.ts';
import { memberLabels } from '../labels.ts';
import { osloWallClock } from '../../locale/clock-keys.ts';
import { wallClock } from './door-order.ts';

/** The API's `2026-11-21T19:15:00` (Oslo wall time) as 'lørdag 21. november kl. 19:15'. */
export function startText(startTime: string): string {
  const wall = wallClock(startTime);
  return wall === null ? startTime : `${formatDay(wall)} kl. ${formatTime(wall)}`;
}

/** 'Rad 5, sete 3, 4' for each row of the ticket's seats. */
export function seatLines(ticket: MyTicket): string[] {
  return ticket.seatsInfo.seats.map(
    (row) => `${memberLabels.row} ${row.row}, ${memberLabels.seat} ${row.seats.join(', ')}`,
  );
}

/** The screen without the API's 'Sal ' prefix: 'Sal 2' → '2' (shown under the label 'Sal'). */
export function screenText(ticket: MyTicket): string {
  return ticket.sal.replace(/^Sal\s+/i, '');
}

/** When the kept copy came from the API: 'i dag kl. 14:32', or '20. nov. kl. 14:32' on another day. */
export function savedAtText(savedAt: number, now: number): string {
  const saved = osloWallClock(savedAt);
  const day = saved.slice(0, 10) === osloWallClock(now).slice(0, 10) ? 'i dag' : formatShortDate(saved.slice(0, 10));
  return `${day} kl. ${formatTime(saved)}`;
}

/**
 * A stable key of one ticket that is not its QR payload: the payload opens the door, so it
 * stays out of the address bar's history entry and the calendar.
 */
export function ticketKey(ticket: MyTicket): string {
  const seats = ticket.seatsInfo.seats.map((row) => `${row.row}:${row.seats.join('.')}`).join('_');
  return `${ticket.startTime}~${String(ticket.movieId)}~${seats}`;
}
