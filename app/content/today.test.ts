import { expect, test } from 'vitest';
import { addDays, osloToday } from './today.ts';

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

test('addDays moves across month and year ends in both directions', () => {
  expect(addDays('2026-11-21', 13)).toBe('2026-12-04');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
});

test('addDays counts calendar days across a daylight-saving change', () => {
  expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
});

test('addDays rejects a date that is not YYYY-MM-DD', () => {
  expect(() => addDays('21.11.2026', 1)).toThrow('expected "YYYY-MM-DD"');
});
