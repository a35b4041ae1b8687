/**
 * The seats of every screening, in one SQLite file (database.ts): what the checkout sells and
 * what the runtime API answers as live counts (spec §4.3), so the two never disagree. Seeded
 * from the venue's content; a purchase is one `BEGIN IMMEDIATE` transaction that applies the
 * rules of seat-rules.ts.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { osloIso } from '../../app/blocks/ticket-list/oslo-iso.ts';
import type { Event } from '../../app/model/event.ts';
import {
  assignSeats,
  hallLayout,
  refusalOf,
  seatKey,
  type HallLayout,
  type PurchaseLimits,
  type Refusal,
  type Seat,
} from './seat-rules.ts';
import { seededRandom } from '../seeded-random.ts';
import { inTransaction } from '../durable-sqlite.ts';

/** The store's file when none is given: beside this module, kept across starts (not in git). */
const DEFAULT_SEAT_STORE_FILE = join(import.meta.dirname, 'data', 'provider.sqlite');

/** The store's file of an environment: `TICKETING_PROVIDER_DB`, else {@link DEFAULT_SEAT_STORE_FILE}. */
export function seatStoreFileFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const file = env['TICKETING_PROVIDER_DB']?.trim();
  return file ? file : DEFAULT_SEAT_STORE_FILE;
}

/** An event as the store keeps it. */
export interface StoredEvent {
  id: string;
  eventNumber: number;
  productionId: string;
  screen: string;
  /** The start, epoch ms. */
  startsAt: number;
  capacity: number;
  remaining: number;
  layout: HallLayout;
}

/** An order as the store keeps it. */
export interface Order {
  id: string;
  eventId: string;
  quantity: number;
  seats: Seat[];
  buyerEmail: string;
  partnerId: number;
  /** The member who bought it, or null for a guest. */
  memberEmail: string | null;
  channel: string;
  /** NOK per ticket; null when the content gives no price. */
  unitPrice: number | null;
  createdAt: number;
  /** When a member's ticket was written into the partner's member database; null: not yet (or a guest's). */
  ticketDeliveredAt: number | null;
}

/** What a purchase asks for. */
export interface PurchaseRequest {
  eventId: string;
  quantity: number;
  buyerEmail: string;
  partnerId: number;
  memberEmail: string | null;
  channel: string;
  unitPrice: number | null;
}

export type PurchaseResult = { ok: true; order: Order } | { ok: false; refusal: Refusal };

interface EventRow {
  id: string;
  event_number: number;
  production_id: string;
  screen: string;
  starts_at: number;
  capacity: number;
  remaining: number;
  seat_rows: number;
  seats_per_row: number;
}

interface OrderRow {
  id: string;
  event_id: string;
  quantity: number;
  seats_json: string;
  buyer_email: string;
  partner_id: number;
  member_email: string | null;
  channel: string;
  unit_price: number | null;
  created_at: number;
  ticket_delivered_at: number | null;
}

function eventOf(row: EventRow): StoredEvent {
  return {
    id: row.id,
    eventNumber: row.event_number,
    productionId: row.production_id,
    screen: row.screen,
    startsAt: row.starts_at,
    capacity: row.capacity,
    remaining: row.remaining,
    layout: { rows: row.seat_rows, seatsPerRow: row.seats_per_row, capacity: row.capacity },
  };
}

function orderOf(row: OrderRow): Order {
  return {
    id: row.id,
    eventId: row.event_id,
    quantity: row.quantity,
    seats: JSON.parse(row.seats_json) as Seat[],
    buyerEmail: row.buyer_email,
    partnerId: row.partner_id,
    memberEmail: row.member_email,
    channel: row.channel,
    unitPrice: row.unit_price,
    createdAt: row.created_at,
    ticketDeliveredAt: row.ticket_delivered_at,
  };
}

/**
 * The seats already sold of a new event (its capacity less the content's count), bought as a
 * hall fills: groups of one to four, each given seats by the same rule as a purchase.
 */
function soldBefore(layout: HallLayout, sold: number, seed: number): Seat[] {
  const next = seededRandom(seed);
  const taken = new Set<string>();
  const seats: Seat[] = [];
  while (seats.length < sold) {
    const group = Math.min(sold - seats.length, 1 + Math.floor(next() * 4));
    for (const seat of assignSeats(layout, taken, group) ?? []) {
      taken.add(seatKey(seat));
      seats.push(seat);
    }
  }
  return seats;
}

/** A new order id: 128 random bits, so an order's page cannot be guessed. */
function newOrderId(): string {
  return randomBytes(16).toString('base64url');
}

/** The store over an opened provider database (database.ts). */
export function createSeatStore(db: DatabaseSync) {
  const selectEvent = db.prepare('SELECT * FROM events WHERE id = ?');
  const selectEventByNumber = db.prepare('SELECT * FROM events WHERE event_number = ?');
  const selectRemaining = db.prepare('SELECT id, remaining FROM events WHERE id IN (SELECT value FROM json_each(?))');
  const selectTaken = db.prepare('SELECT seat_row AS row, seat FROM seats WHERE event_id = ?');
  const lowerRemaining = db.prepare('UPDATE events SET remaining = remaining - ? WHERE id = ? AND remaining >= ?');
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, event_id, quantity, seats_json, buyer_email, partner_id, member_email, channel, unit_price, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSeat = db.prepare('INSERT INTO seats (event_id, seat_row, seat, order_id) VALUES (?, ?, ?, ?)');
  const insertMail = db.prepare('INSERT INTO outbox (email, kind, order_id, created_at) VALUES (?, ?, ?, ?)');
  const selectOrder = db.prepare('SELECT * FROM orders WHERE id = ?');

  return {
    /**
     * Adds the content's events the store does not hold yet, each with its capacity, the
     * content's count left and the rest of its seats sold; one transaction. An event it holds
     * keeps its counts and seats (sales survive a restart), and takes the content's start: a
     * sample venue's dates move with the day it is started on.
     */
    seed(events: readonly Event[]): { added: number } {
      const insertEvent = db.prepare(
        `INSERT OR IGNORE INTO events (id, event_number, production_id, screen, starts_at, capacity, remaining, seat_rows, seats_per_row)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const moveStart = db.prepare('UPDATE events SET starts_at = ? WHERE id = ? AND starts_at != ?');
      return inTransaction(db, () => {
        let added = 0;
        for (const event of events) {
          const startsAt = Date.parse(osloIso(event.startDate));
          const layout = hallLayout(event.location, event.ticketCount);
          const inserted = insertEvent.run(
            event.id,
            event.eventNumber,
            event.production.id,
            event.location,
            startsAt,
            layout.capacity,
            event.ticketCount,
            layout.rows,
            layout.seatsPerRow,
          );
          if (inserted.changes === 0) {
            moveStart.run(startsAt, event.id, startsAt);
            continue;
          }
          added += 1;
          for (const seat of soldBefore(layout, layout.capacity - event.ticketCount, event.eventNumber))
            insertSeat.run(event.id, seat.row, seat.seat, null);
        }
        return { added };
      });
    },

    event(id: string): StoredEvent | undefined {
      const row = selectEvent.get(id) as EventRow | undefined;
      return row && eventOf(row);
    },

    eventByNumber(eventNumber: number): StoredEvent | undefined {
      const row = selectEventByNumber.get(eventNumber) as EventRow | undefined;
      return row && eventOf(row);
    },

    /** The tickets left of each id the store holds; ids it does not hold are left out. */
    remaining(ids: readonly string[]): Map<string, number> {
      const rows = selectRemaining.all(JSON.stringify(ids)) as Array<{ id: string; remaining: number }>;
      return new Map(rows.map((row) => [row.id, row.remaining]));
    },

    /**
     * Buys `quantity` tickets in one `BEGIN IMMEDIATE` transaction: checks the rules
     * (seat-rules.ts `refusalOf`), lowers the count, gives the order its seats (the UNIQUE
     * constraint on event, row and seat refuses a seat sold twice) and stores the order with a
     * confirmation mail in the outbox. A refusal changes nothing.
     */
    purchase(request: PurchaseRequest, now: number, limits: PurchaseLimits): PurchaseResult {
      return inTransaction(db, (): PurchaseResult => {
        const row = selectEvent.get(request.eventId) as EventRow | undefined;
        const event = row && eventOf(row);
        const refusal = refusalOf(event, request.quantity, now, limits);
        if (refusal !== null || event === undefined) return { ok: false, refusal: refusal ?? { reason: 'unknown' } };
        const taken = new Set((selectTaken.all(event.id) as unknown as Seat[]).map(seatKey));
        const seats = assignSeats(event.layout, taken, request.quantity);
        // Remaining and seats are kept together (remaining + seats taken = capacity): never apart.
        if (seats === null) throw new Error(`${event.id}: ${String(event.remaining)} left but no free seats`);
        if (lowerRemaining.run(request.quantity, event.id, request.quantity).changes !== 1)
          throw new Error(`${event.id}: the count changed inside its own transaction`);
        const order: Order = {
          id: newOrderId(),
          eventId: event.id,
          quantity: request.quantity,
          seats,
          buyerEmail: request.buyerEmail,
          partnerId: request.partnerId,
          memberEmail: request.memberEmail,
          channel: request.channel,
          unitPrice: request.unitPrice,
          createdAt: now,
          ticketDeliveredAt: null,
        };
        insertOrder.run(
          order.id,
          order.eventId,
          order.quantity,
          JSON.stringify(seats),
          order.buyerEmail,
          order.partnerId,
          order.memberEmail,
          order.channel,
          order.unitPrice,
          order.createdAt,
        );
        for (const seat of seats) insertSeat.run(event.id, seat.row, seat.seat, order.id);
        insertMail.run(order.buyerEmail, 'order-confirmation', order.id, now);
        return { ok: true, order };
      });
    },

    order(id: string): Order | undefined {
      const row = selectOrder.get(id) as OrderRow | undefined;
      return row && orderOf(row);
    },

    /** Members' orders whose ticket is not yet in the partner's member database, oldest first. */
    undeliveredTickets(): Order[] {
      return (
        db
          .prepare(
            'SELECT * FROM orders WHERE member_email IS NOT NULL AND ticket_delivered_at IS NULL ORDER BY created_at',
          )
          .all() as unknown as OrderRow[]
      ).map(orderOf);
    },

    markDelivered(orderId: string, at: number): void {
      db.prepare('UPDATE orders SET ticket_delivered_at = ? WHERE id = ?').run(at, orderId);
    },
  };
}

export type SeatStore = ReturnType<typeof createSeatStore>;
