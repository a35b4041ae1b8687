import { writeIcs } from '../../engine/calendar/ics.ts';
import type { MyTicket } from '../api/mappers.ts';
import { memberLabels } from '../labels.ts';
import { MEMBER_PATHS } from '../member-paths.ts';
import { ticketEnd, wallClock } from './door-order.ts';
import { seatLines } from './ticket-texts.ts';

/** Where and for whom the calendar entry is written. */
export interface TicketCalendarContext {
  /** The site's origin, `https://www.fjordheim.no`: the entry links "Mine billetter". */
  origin: string;
  /** The venue's name, for the entry's place and the file's maker. */
  venue: string;
  /** When the file is made (epoch ms). */
  now: number;
}

/**
 * The `.ics` text of one ticket (RFC 5545, the same writer as the screenings' calendar files),
 * made in the browser: film, time, screen and seats, and a link to "Mine billetter", where the
 * QR code is. The QR payload itself never goes into a calendar. Null for a ticket whose time
 * cannot be read.
 */
export function ticketIcs(ticket: MyTicket, context: TicketCalendarContext): string | null {
  const start = wallClock(ticket.startTime);
  const end = ticketEnd(ticket);
  if (start === null || end === null) return null;
  const page = `${context.origin}${MEMBER_PATHS.myTickets}`;
  const seats = seatLines(ticket);
  const description = [...seats, ticket.notes, `${memberLabels.ticketPage}: ${page}`].filter((line) => line !== '');
  const seatKey = ticket.seatsInfo.seats.map((row) => `${row.row}-${row.seats.join('-')}`).join('-');
  return writeIcs({
    prodId: `-//${context.venue}//Foaje//NB`,
    stamp: new Date(context.now),
    events: [
      {
        uid: `billett-${start.replace(/\D/g, '')}-${String(ticket.movieId)}-${seatKey}@${new URL(context.origin).hostname}`,
        start,
        end,
        summary: ticket.movieTitle,
        location: [ticket.sal, context.venue].filter((part) => part !== '').join(', '),
        url: page,
        description: description.join('\n'),
      },
    ],
  });
}

/** The file name a download gets: `billett-2026-11-21-1915.ics`. */
export function ticketIcsFileName(ticket: MyTicket): string {
  const start = wallClock(ticket.startTime) ?? '';
  return `billett-${start.slice(0, 10)}-${start.slice(11, 16).replace(':', '')}.ics`;
}
