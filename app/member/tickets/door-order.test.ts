import { expect, test } from 'vitest';
import { doorOrder, isPast, ticketEnd, wallClock } from './door-order.ts';
import { ticketAt } from './tickets.test-support.ts';

const titles = (list: ReadonlyArray<{ movieTitle: string }>) => list.map((ticket) => ticket.movieTitle);

test("today's tickets come first, soonest first, then the later ones; used ones last", () => {
  const tickets = [
    ticketAt('2026-11-23T18:30:00'),
    ticketAt('2026-11-21T21:00:00'),
    ticketAt('2026-11-20T19:00:00'),
    ticketAt('2026-11-21T12:00:00'),
  ];
  const order = doorOrder(tickets, '2026-11-21 14:00:00');
  expect(titles(order.first)).toEqual(['Film 2026-11-21T12:00:00', 'Film 2026-11-21T21:00:00']);
  expect(order.firstIsToday).toBe(true);
  expect(titles(order.later)).toEqual(['Film 2026-11-23T18:30:00']);
  expect(titles(order.past)).toEqual(['Film 2026-11-20T19:00:00']);
});

test('with no ticket today, the next one comes first', () => {
  const order = doorOrder([ticketAt('2026-11-25T18:30:00'), ticketAt('2026-11-23T18:30:00')], '2026-11-21 09:00:00');
  expect(titles(order.first)).toEqual(['Film 2026-11-23T18:30:00']);
  expect(order.firstIsToday).toBe(false);
  expect(titles(order.later)).toEqual(['Film 2026-11-25T18:30:00']);
});

test('a late screening still valid after midnight counts as today', () => {
  const order = doorOrder([ticketAt('2026-11-22T18:00:00'), ticketAt('2026-11-20T23:30:00')], '2026-11-21 00:30:00');
  expect(titles(order.first)).toEqual(['Film 2026-11-20T23:30:00']);
  expect(titles(order.later)).toEqual(['Film 2026-11-22T18:00:00']);
});

test('a ticket is past at its expiration, or 4 hours after its start without one', () => {
  const ticket = ticketAt('2026-11-21T19:00:00');
  expect(isPast(ticket, '2026-11-21 21:59:59')).toBe(false);
  expect(isPast(ticket, '2026-11-21 22:00:00')).toBe(true);
  expect(ticketEnd({ ...ticket, expirationDate: '' })).toBe('2026-11-21 23:00:00');
  expect(ticketEnd({ ...ticket, expirationDate: '2026-11-21T18:00:00' })).toBe('2026-11-21 23:00:00');
  expect(isPast({ ...ticket, startTime: 'snart', expirationDate: '' }, '2099-01-01 00:00:00')).toBe(false);
});

test('API times read as Oslo wall clock, with or without seconds', () => {
  expect(wallClock('2026-11-21T19:15:00')).toBe('2026-11-21 19:15:00');
  expect(wallClock('2026-11-21T19:15')).toBe('2026-11-21 19:15:00');
  expect(wallClock('i kveld')).toBeNull();
});
