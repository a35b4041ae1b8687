import { expect, test } from 'vitest';
import { ticketAt } from '../tickets/tickets.test-support.ts';
import { initialTickets, ticketsReducer } from './tickets-reducer.ts';

const kept = { tickets: [ticketAt('2026-11-21T19:00:00')], savedAt: 1_000 };
const offline = { kind: 'network' as const, status: null, body: undefined };

test('tickets start from the copy on the device and say when it is from', () => {
  expect(initialTickets(kept)).toEqual({ items: kept.tickets, loading: false, error: null, savedAt: 1_000 });
  expect(initialTickets(null)).toEqual({ items: [], loading: false, error: null, savedAt: null });
});

test("the API's answer replaces the device's copy; a failure keeps it and stores the error", () => {
  const loading = ticketsReducer(initialTickets(kept), { type: 'requested' });
  expect(loading).toMatchObject({ loading: true, savedAt: 1_000, items: kept.tickets });
  const failed = ticketsReducer(loading, { type: 'failed', error: offline });
  expect(failed).toEqual({ items: kept.tickets, loading: false, error: offline, savedAt: 1_000 });
  const fresh = [ticketAt('2026-11-22T18:00:00')];
  expect(ticketsReducer(failed, { type: 'received', items: fresh })).toEqual({
    items: fresh,
    loading: false,
    error: null,
    savedAt: null,
  });
});
