/**
 * The ticketing provider's side of each partner's member database (the partner API's SQLite
 * file, local-services/partner-api/database.ts), opened with the partner API's own `openDatabase`:
 * the same WAL file, written by two processes, each waiting on the other's lock (busy_timeout).
 * The provider reads members (its login checks their password) and writes a member's ticket into
 * `tickets`, where the partner API's `GetTicketsDx` finds it ("Mine billetter").
 */
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../partner-api/database.ts';
import { seatsByRow, seatsText, type Seat } from './seat-rules.ts';

/** A member as the partner database holds them. */
export interface PartnerMember {
  email: string;
  userName: string;
  passwordHash: string;
}

/** What a member's ticket says, besides the order. */
export interface TicketFacts {
  partnerId: number;
  memberEmail: string;
  orderId: string;
  eventNumber: number;
  /** The film's EDI number, by which the partner knows it; null for what is no film there. */
  edi: string | null;
  /** The start, epoch ms. */
  startsAt: number;
  screen: string;
  seats: readonly Seat[];
  /** The order's page on the checkout, where the ticket's QR code leads. */
  orderUrl: string;
}

const OSLO_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the partner API writes times: Oslo wall time, `YYYY-MM-DDTHH:mm:ss`. */
function osloApiTime(epochMs: number): string {
  const part = Object.fromEntries(OSLO_PARTS.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return `${part['year'] ?? ''}-${part['month'] ?? ''}-${part['day'] ?? ''}T${part['hour'] ?? ''}:${part['minute'] ?? ''}:${part['second'] ?? ''}`;
}

/** How long after its start a ticket stays valid, as the partner's seeded tickets do. */
const TICKET_VALID_MS = 3 * 3_600_000;

/**
 * The partner databases of `files` (partner id → file), each opened on first use: a partner API
 * started after the provider with a reset (the browser suite) has made its file anew by then.
 */
export function createPartnerLink(files: Readonly<Record<number, string>>) {
  const opened = new Map<number, DatabaseSync>();

  function database(partnerId: number): DatabaseSync | undefined {
    const file = files[partnerId];
    if (file === undefined) return undefined;
    let db = opened.get(partnerId);
    if (db === undefined) {
      db = openDatabase(file).db;
      opened.set(partnerId, db);
    }
    return db;
  }

  return {
    /** The partner ids the provider serves. */
    partners: new Set(Object.keys(files).map(Number)),

    member(partnerId: number, email: string): PartnerMember | undefined {
      const row = database(partnerId)
        ?.prepare('SELECT email, user_name, password_hash FROM members WHERE email = ?')
        .get(email) as { email: string; user_name: string; password_hash: string } | undefined;
      return row && { email: row.email, userName: row.user_name, passwordHash: row.password_hash };
    },

    /**
     * Writes a member's ticket into the partner's `tickets`, once: its QR code is the order's, so
     * a second delivery of one order (a retry after a crash) adds nothing. False when the partner
     * knows no such film (a culture event, a film without EDI): there is nothing to list.
     */
    deliverTicket(ticket: TicketFacts): boolean {
      const db = database(ticket.partnerId);
      if (db === undefined || ticket.edi === null) return false;
      const movie = db.prepare('SELECT movie_id FROM movies WHERE edi = ?').get(ticket.edi) as
        { movie_id: number } | undefined;
      if (movie === undefined) return false;
      const qrCode = `FJ${String(ticket.partnerId)}-${String(ticket.eventNumber)}-${ticket.orderId}`;
      db.prepare(
        `INSERT INTO tickets (email, movie_id, start_time, expiration_date, screen, seats_json, seats_text, qr_code, qr_url, notes)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, '' WHERE NOT EXISTS (SELECT 1 FROM tickets WHERE qr_code = ?)`,
      ).run(
        ticket.memberEmail,
        movie.movie_id,
        osloApiTime(ticket.startsAt),
        osloApiTime(ticket.startsAt + TICKET_VALID_MS),
        ticket.screen,
        JSON.stringify(seatsByRow(ticket.seats).map(({ row, seats }) => ({ Row: row, Seats: seats }))),
        seatsText(ticket.seats),
        qrCode,
        ticket.orderUrl,
        qrCode,
      );
      return true;
    },

    close(): void {
      for (const db of opened.values()) db.close();
      opened.clear();
    },
  };
}

export type PartnerLink = ReturnType<typeof createPartnerLink>;
