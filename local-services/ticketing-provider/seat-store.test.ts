import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import type { Event } from '../../app/model/event.ts';
import { openProviderDatabase, PROVIDER_SCHEMA_VERSION } from './database.ts';
import { seatKey } from './seat-rules.ts';
import { createSeatStore, seatStoreFileFromEnv, type PurchaseRequest } from './seat-store.ts';
import { partnerDbFilesFromEnv } from './start-ticketing-provider.ts';

const dir = mkdtempSync(join(tmpdir(), 'seat-store-'));
const limits = { perOrder: 10, saleAfterStartMs: 0 };
let events: Event[];
let later: Event[];

beforeAll(async () => {
  events = (await loadContentFromDir('content', { today: '2026-11-20', blockSchemas })).events;
  later = (await loadContentFromDir('content', { today: '2026-11-22', blockSchemas })).events;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
function freshStore() {
  const file = join(dir, `store-${String((files += 1))}.sqlite`);
  const db = openProviderDatabase(file);
  const store = createSeatStore(db);
  store.seed(events);
  return { file, db, store };
}

const before = Date.parse('2026-11-20T08:00:00+01:00');
const onSale = () => {
  const event = events.find((e) => e.ticketCount >= 20 && e.location === 'Sal 1');
  if (!event) throw new Error('the sample venue needs a screening in Sal 1 with 20 tickets left');
  return event;
};
const request = (eventId: string, quantity: number, extra: Partial<PurchaseRequest> = {}): PurchaseRequest => ({
  eventId,
  quantity,
  buyerEmail: 'gjest@example.no',
  partnerId: 118,
  memberEmail: null,
  channel: 'web',
  unitPrice: 150,
  ...extra,
});

function counts(db: DatabaseSync, eventId: string) {
  return {
    event: db.prepare('SELECT capacity, remaining FROM events WHERE id = ?').get(eventId),
    seats: db.prepare('SELECT COUNT(*) AS n FROM seats WHERE event_id = ?').get(eventId),
    orders: db.prepare('SELECT COUNT(*) AS n FROM orders').get(),
    mails: db.prepare('SELECT COUNT(*) AS n FROM outbox').get(),
  };
}

test('the seed holds every event of the content, its count left and the rest of its seats taken', () => {
  const { db, store } = freshStore();
  for (const event of events) {
    const stored = store.event(event.id);
    expect(stored?.remaining, event.id).toBe(event.ticketCount);
    expect(stored?.capacity).toBeGreaterThanOrEqual(event.ticketCount);
    expect(stored?.eventNumber).toBe(event.eventNumber);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM seats WHERE event_id = ?').get(event.id) as { n: number };
    expect(n + event.ticketCount, event.id).toBe(stored?.capacity);
  }
  expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
  expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
  expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: PROVIDER_SCHEMA_VERSION });
  db.close();
});

test('a purchase lowers the count by its quantity, gives it free seats side by side, and stores it with a mail', () => {
  const { db, store } = freshStore();
  const event = onSale();
  const result = store.purchase(request(event.id, 3), before, limits);
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason}`);
  expect(store.remaining([event.id]).get(event.id)).toBe(event.ticketCount - 3);
  expect(result.order.seats).toHaveLength(3);
  expect(new Set(result.order.seats.map((seat) => seat.row)).size).toBe(1);
  expect(result.order.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(store.order(result.order.id)).toEqual(result.order);
  const seats = db
    .prepare('SELECT seat_row AS row, seat FROM seats WHERE order_id = ? ORDER BY seat')
    .all(result.order.id);
  expect(seats.map((seat) => ({ ...seat }))).toEqual(result.order.seats);
  expect(db.prepare('SELECT email, kind, order_id FROM outbox').get()).toEqual({
    email: 'gjest@example.no',
    kind: 'order-confirmation',
    order_id: result.order.id,
  });
  db.close();
});

test('a refused purchase changes nothing', () => {
  const { db, store } = freshStore();
  const event = onSale();
  const soldOut = events.find((e) => e.ticketCount === 0);
  const was = counts(db, event.id);
  expect(store.purchase(request(event.id, 0), before, limits)).toEqual({
    ok: false,
    refusal: { reason: 'badQuantity', limit: 10 },
  });
  expect(store.purchase(request(event.id, 11), before, limits).ok).toBe(false);
  expect(store.purchase(request('e-999999', 1), before, limits)).toEqual({ ok: false, refusal: { reason: 'unknown' } });
  expect(store.purchase(request(soldOut?.id ?? '', 1), before, limits)).toEqual({
    ok: false,
    refusal: { reason: 'soldOut' },
  });
  expect(store.purchase(request(event.id, 1), Date.parse('2026-12-31T00:00:00Z'), limits)).toEqual({
    ok: false,
    refusal: { reason: 'started' },
  });
  expect(counts(db, event.id)).toEqual(was);
  db.close();
});

test('the last tickets sell exactly once, from two connections taking turns, and never a seat twice', () => {
  const { file, db, store } = freshStore();
  const other = createSeatStore(openProviderDatabase(file));
  const event = events.find((e) => e.ticketCount > 0 && e.ticketCount <= 30) ?? onSale();
  let sold = 0;
  for (let i = 0; ; i++) {
    const result = (i % 2 === 0 ? store : other).purchase(request(event.id, 1 + (i % 4)), before, limits);
    if (result.ok) sold += result.order.quantity;
    else if (result.refusal.reason === 'soldOut') break;
    else expect(result.refusal.reason).toBe('notEnough');
  }
  expect(sold).toBe(event.ticketCount);
  expect(store.remaining([event.id]).get(event.id)).toBe(0);
  const taken = db.prepare('SELECT seat_row AS row, seat FROM seats WHERE event_id = ?').all(event.id) as Array<{
    row: number;
    seat: number;
  }>;
  expect(new Set(taken.map(seatKey)).size).toBe(taken.length);
  expect(taken.length).toBe(store.event(event.id)?.capacity);
  db.close();
});

test('the database itself refuses a count below 0 and a seat sold twice', () => {
  const { db, store } = freshStore();
  const event = onSale();
  expect(() => db.prepare('UPDATE events SET remaining = -1 WHERE id = ?').run(event.id)).toThrow(/CHECK/);
  const result = store.purchase(request(event.id, 1), before, limits);
  if (!result.ok) throw new Error('refused');
  const [seat] = result.order.seats;
  expect(() =>
    db
      .prepare('INSERT INTO seats (event_id, seat_row, seat, order_id) VALUES (?, ?, ?, NULL)')
      .run(event.id, seat?.row ?? 0, seat?.seat ?? 0),
  ).toThrow(/UNIQUE/);
  db.close();
});

test('sales survive a restart and a seed again; the start follows the content', () => {
  const { file, db, store } = freshStore();
  const event = onSale();
  expect(store.purchase(request(event.id, 4), before, limits).ok).toBe(true);
  db.close();
  const reopened = openProviderDatabase(file);
  const again = createSeatStore(reopened);
  expect(again.seed(later)).toEqual({ added: 0 });
  expect(again.remaining([event.id, 'e-999999'])).toEqual(new Map([[event.id, event.ticketCount - 4]]));
  const moved = later.find((e) => e.id === event.id);
  expect(again.event(event.id)?.startsAt).toBe(Date.parse(`${moved?.startDate.replace(' ', 'T') ?? ''}+01:00`));
  reopened.close();
});

test('the store file is TICKETING_PROVIDER_DB, else the one beside the provider', () => {
  expect(seatStoreFileFromEnv({ TICKETING_PROVIDER_DB: '/tmp/x.sqlite' })).toBe('/tmp/x.sqlite');
  expect(seatStoreFileFromEnv({})).toMatch(/local-services\/ticketing-provider\/data\/provider\.sqlite$/);
});

test("each partner's member database is PARTNER_API_DB_{id}, else the partner API's own file for the port it listens on", () => {
  const files = partnerDbFilesFromEnv({
    PARTNER_API_DB_118: '/tmp/p118.sqlite',
    FOAJE_PARTNER_API_178: 'http://127.0.0.1:14178/',
  });
  expect(files[118]).toBe('/tmp/p118.sqlite');
  expect(files[178]).toMatch(/local-services\/partner-api\/data\/partner-178-14178\.sqlite$/);
  expect(partnerDbFilesFromEnv({})[118]).toMatch(/partner-118-4118\.sqlite$/);
});
