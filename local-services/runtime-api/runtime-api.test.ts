import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningService } from '../running-service.ts';
import { openProviderDatabase } from '../ticketing-provider/database.ts';
import { createSeatStore } from '../ticketing-provider/seat-store.ts';
import { parseKeys } from './live-counts.ts';
import { startRuntimeApi } from './start-runtime-api.ts';

interface ContentEvent {
  id: string;
  ticketCount: number;
}

let service: RunningService;
let built: ContentEvent[];
let dir: string;
let seatStoreFile: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'runtime-api-'));
  seatStoreFile = join(dir, 'provider.sqlite');
  service = await startRuntimeApi({ contentDir: 'content', port: 0, today: '2026-03-02', seatStoreFile });
  built = JSON.parse(await readFile('content/events.json', 'utf8')) as ContentEvent[];
});

afterAll(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(new URL(path, service.url), init);

async function counts(ids: readonly string[]): Promise<ContentEvent[]> {
  const response = await get(`sites/site118a/basic_events?keys=${ids.join(',')}`);
  return (await response.json()) as ContentEvent[];
}

test('basic_events answers the asked events of the sample venue with the counts of the seat store, across origins', async () => {
  const [first, second] = built.filter((event) => event.ticketCount > 20);
  if (!first || !second) throw new Error('the sample venue needs two events with tickets left');
  const response = await get(`sites/site118a/basic_events?keys=${first.id},e-999999,${second.id}`, {
    headers: { Origin: 'http://127.0.0.1:3000' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const events = (await response.json()) as ContentEvent[];
  expect(events.map((event) => event.id)).toEqual([first.id, second.id]);
  // Nothing sold yet: the store starts from the content's counts.
  expect(events.map((event) => event.ticketCount)).toEqual([first.ticketCount, second.ticketCount]);
});

test('a purchase in the seat store (another connection, as the ticketing provider has) shows in the next answer', async () => {
  const event = built.find((e) => e.ticketCount > 20);
  if (!event) throw new Error('the sample venue needs an event with tickets left');
  const db = openProviderDatabase(seatStoreFile);
  const result = createSeatStore(db).purchase(
    {
      eventId: event.id,
      quantity: 3,
      buyerEmail: 'gjest@example.no',
      partnerId: 118,
      memberEmail: null,
      channel: 'web',
      unitPrice: null,
    },
    Date.parse('2026-03-02T06:00:00Z'),
    { perOrder: 10, saleAfterStartMs: 0 },
  );
  db.close();
  expect(result.ok).toBe(true);
  expect(await counts([event.id])).toMatchObject([{ id: event.id, ticketCount: event.ticketCount - 3 }]);
});

test('an event the seat store does not hold answers the content count', async () => {
  const event = built.find((e) => e.ticketCount > 0 && e.ticketCount <= 20);
  if (!event) throw new Error('the sample venue needs an event with a few tickets left');
  const db = openProviderDatabase(seatStoreFile);
  db.prepare('DELETE FROM seats WHERE event_id = ?').run(event.id);
  db.prepare('DELETE FROM events WHERE id = ?').run(event.id);
  db.close();
  expect(await counts([event.id])).toMatchObject([{ id: event.id, ticketCount: event.ticketCount }]);
});

test('a site other than site{partnerId}a is unknown', async () => {
  expect((await get('sites/site178a/basic_events?keys=e-100101')).status).toBe(404);
  expect((await get('sites/118/basic_events?keys=e-100101')).status).toBe(404);
});

test('no keys, no events', async () => {
  const response = await get('sites/site118a/basic_events');
  expect(await response.json()).toEqual([]);
});

test('a browser may ask from any origin (preflight)', async () => {
  const response = await get('sites/site118a/basic_events?keys=e-1', {
    method: 'OPTIONS',
    headers: { Origin: 'https://www.fjordheim.example', 'Access-Control-Request-Method': 'GET' },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
});

test('keys are read once each, blanks dropped, up to a limit', () => {
  expect(parseKeys(' e-1,e-2,,e-1 ')).toEqual(['e-1', 'e-2']);
  expect(parseKeys(undefined)).toEqual([]);
  expect(parseKeys('e-1,e-2,e-3', 2)).toEqual(['e-1', 'e-2']);
});
