import { expect, test } from 'vitest';
import { osloToday } from './today.ts';

test('osloToday is still the same day one second before midnight in Oslo (winter, UTC+1)', () => {
  expect(osloToday(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
});

test('osloToday turns to the next day at midnight in Oslo while it is still evening in UTC', () => {
  expect(osloToday(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
});

test('osloToday follows summer time (UTC+2) across midnight', () => {
  expect(osloToday(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
  expect(osloToday(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
});

test('osloToday reaches the new year in Oslo an hour before UTC does', () => {
  expect(osloToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
});
