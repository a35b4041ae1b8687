import { expect, test } from 'vitest';
import { dayKey, dayName, latestKey, osloWallClock, saleEndKey } from './clock-keys.ts';

test("a screening's sale ends at its start, or the venue's minutes after it, across midnight too", () => {
  expect(saleEndKey('2026-11-28 18:30:00', 0)).toBe('202611281830');
  expect(saleEndKey('2026-11-28 18:30:00', 15)).toBe('202611281845');
  expect(saleEndKey('2026-12-31 23:50:00', 20)).toBe('202701010010');
});

test('keys sort as the times they stand for', () => {
  expect(latestKey(['202611281830', '202611290900', '202611282130'])).toBe('202611290900');
  expect(latestKey([])).toBeNull();
  expect(dayKey('2026-11-28 18:30:00')).toBe('20261128');
});

test("a day's names: the build day's relation and both forms of its date", () => {
  expect(dayName('2026-11-28', '2026-11-28')).toEqual({
    key: '20261128',
    relation: 'today',
    long: 'Lørdag 28. november',
    short: 'Lør. 28. nov.',
  });
  expect(dayName('2026-11-29 12:00:00', '2026-11-28').relation).toBe('tomorrow');
  expect(dayName('2026-12-01', '2026-11-28').relation).toBe('other');
});

test('an instant is read as Oslo wall clock in winter and summer time', () => {
  expect(osloWallClock(Date.parse('2026-11-21T17:15:00Z'))).toBe('2026-11-21 18:15:00');
  expect(osloWallClock(Date.parse('2026-07-01T22:30:05Z'))).toBe('2026-07-02 00:30:05');
});
