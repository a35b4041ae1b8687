import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RunningService } from '../running-service.ts';
import { liveTicketCount, parseKeys, SALES_HEAD_START_MS } from './live-counts.ts';
import { startRuntimeApi } from './start-runtime-api.ts';

interface ContentEvent {
  id: string;
  ticketCount: number;
}

let service: RunningService;
let built: ContentEvent[];

beforeAll(async () => {
  service = await startRuntimeApi({ contentDir: 'content', port: 0, today: '2026-03-02' });
  built = JSON.parse(await readFile('content/events.json', 'utf8')) as ContentEvent[];
});

afterAll(async () => {
  await service.close();
});

const get = (path: string, init?: RequestInit) => fetch(new URL(path, service.url), init);

test('basic_events answers the asked events of the sample venue with their live counts, across origins', async () => {
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
  for (const event of events) {
    const base = built.find((b) => b.id === event.id)?.ticketCount ?? 0;
    // Sales started before the service did, so the live count is already below the built one.
    expect(event.ticketCount).toBeLessThan(base);
    expect(event.ticketCount).toBeGreaterThanOrEqual(0);
  }
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

test('counts go down over time at a pace of their own, never below 0, starting from the built count', () => {
  const event = { id: 'e-100101', ticketCount: 64 };
  expect(liveTicketCount(event, 0)).toBe(64);
  const soon = liveTicketCount(event, SALES_HEAD_START_MS);
  const later = liveTicketCount(event, SALES_HEAD_START_MS + 60 * 60_000);
  expect(soon).toBeLessThan(64);
  expect(later).toBeLessThan(soon);
  expect(liveTicketCount(event, 1e12)).toBe(0);
  expect(liveTicketCount({ id: 'e-2', ticketCount: 64 }, SALES_HEAD_START_MS)).not.toBe(soon);
});

test('keys are read once each, blanks dropped, up to a limit', () => {
  expect(parseKeys(' e-1,e-2,,e-1 ')).toEqual(['e-1', 'e-2']);
  expect(parseKeys(undefined)).toEqual([]);
  expect(parseKeys('e-1,e-2,e-3', 2)).toEqual(['e-1', 'e-2']);
});
