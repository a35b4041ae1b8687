import { expect, test } from 'vitest';
import { memoryStorage } from '../state/memory-storage.test-support.ts';
import { TICKETS_KEY } from '../state/saved-profile.ts';
import { forgetDeviceTickets, readDeviceTickets, writeDeviceTickets } from './device-tickets.ts';
import { ticketAt } from './tickets.test-support.ts';

const NOW = '2026-11-21 14:00:00';
const tickets = [ticketAt('2026-11-21T12:00:00'), ticketAt('2026-11-21T11:00:00'), ticketAt('2026-11-23T18:30:00')];
const kari = { owner: 'Kari@Example.no', savedAt: 1_000, tickets };

test("the member's tickets are kept and read back for that member only, without used ones", () => {
  const storage = memoryStorage();
  expect(writeDeviceTickets(storage, kari, 'kari@example.no', NOW)).toBe(true);
  const read = readDeviceTickets(storage, 'KARI@example.no', NOW);
  expect(read?.savedAt).toBe(1_000);
  // 11:00 ended at 14:00 exactly: dropped on the way in.
  expect(read?.tickets.map((ticket) => ticket.startTime)).toEqual(['2026-11-21T12:00:00', '2026-11-23T18:30:00']);
  expect(readDeviceTickets(storage, 'per@example.no', NOW)).toBeNull();
});

test('tickets that pass while kept are not read back', () => {
  const storage = memoryStorage();
  writeDeviceTickets(storage, kari, 'kari@example.no', NOW);
  expect(readDeviceTickets(storage, 'kari@example.no', '2026-11-22 09:00:00')?.tickets).toHaveLength(1);
});

test('an answer that arrives after a logout or another login is not kept', () => {
  const storage = memoryStorage();
  expect(writeDeviceTickets(storage, kari, null, NOW)).toBe(false);
  expect(writeDeviceTickets(storage, kari, 'per@example.no', NOW)).toBe(false);
  expect(storage.length).toBe(0);
});

test('what cannot be read is removed, and forgetting removes the entry', () => {
  const storage = memoryStorage();
  storage.setItem(TICKETS_KEY, '{"owner":"kari@example.no","tickets":"x"}');
  expect(readDeviceTickets(storage, 'kari@example.no', NOW)).toBeNull();
  expect(storage.getItem(TICKETS_KEY)).toBeNull();
  writeDeviceTickets(storage, kari, 'kari@example.no', NOW);
  forgetDeviceTickets(storage);
  expect(storage.length).toBe(0);
});
