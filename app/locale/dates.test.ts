import { afterEach, expect, test } from 'vitest';
import {
  addDays,
  datePart,
  dayLabel,
  shortDayLabel,
  formatDate,
  formatDay,
  formatDuration,
  formatShortDate,
  formatTime,
  formatTimeAfter,
} from './dates.ts';

const originalZone = process.env['TZ'];
afterEach(() => {
  if (originalZone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalZone;
});

test('a day is written with weekday, date and month in Bokmål', () => {
  expect(formatDay('2026-11-21')).toBe('lørdag 21. november');
  expect(formatDay('2026-11-21 18:30:00')).toBe('lørdag 21. november');
});

test('a short date abbreviates the month', () => {
  expect(formatShortDate('2026-11-21 18:30:00')).toBe('21. nov.');
  expect(formatShortDate('2026-05-03')).toBe('3. mai');
});

test('a full date has the year', () => {
  expect(formatDate('2026-12-04')).toBe('4. desember 2026');
});

test('the time is the wall-clock time as written', () => {
  expect(formatTime('2026-11-21 18:30:00')).toBe('18:30');
  expect(formatTime('2026-11-21 00:05:00')).toBe('00:05');
});

test('a time some minutes later is wall-clock arithmetic, past the hour and past midnight', () => {
  expect(formatTimeAfter('2026-11-21 18:30:00', 15)).toBe('18:45');
  expect(formatTimeAfter('2026-11-21 18:50:00', 20)).toBe('19:10');
  expect(formatTimeAfter('2026-11-21 23:50:00', 15)).toBe('00:05');
});

test('a late screening stays on its day in any machine time zone', () => {
  for (const zone of ['America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC']) {
    process.env['TZ'] = zone;
    expect(formatDay('2026-03-29 23:45:00'), zone).toBe('søndag 29. mars');
    expect(formatTime('2026-03-29 23:45:00'), zone).toBe('23:45');
    expect(formatShortDate('2026-03-29 00:15:00'), zone).toBe('29. mars');
    expect(dayLabel('2026-03-30 00:15:00', '2026-03-29'), zone).toBe('I morgen');
  }
});

test('the machine time zone really changes in the zone test', () => {
  process.env['TZ'] = 'America/New_York';
  const newYork = new Date(2026, 0, 1).getTimezoneOffset();
  process.env['TZ'] = 'Asia/Tokyo';
  const tokyo = new Date(2026, 0, 1).getTimezoneOffset();
  expect(newYork).toBe(300);
  expect(tokyo).toBe(-540);
});

test('today and tomorrow are named, other days get weekday and date', () => {
  expect(dayLabel('2026-11-21 18:30:00', '2026-11-21')).toBe('I dag');
  expect(dayLabel('2026-11-22', '2026-11-21')).toBe('I morgen');
  expect(dayLabel('2026-11-23 12:00:00', '2026-11-21')).toBe('Mandag 23. november');
  expect(dayLabel('2026-11-20', '2026-11-21')).toBe('Fredag 20. november');
});

test('the short day label abbreviates weekday and month', () => {
  expect(shortDayLabel('2026-11-29 12:00:00', '2026-11-21')).toBe('Søn. 29. nov.');
  expect(shortDayLabel('2026-11-21 12:00:00', '2026-11-21')).toBe('I dag');
  expect(shortDayLabel('2026-11-22', '2026-11-21')).toBe('I morgen');
});

test('tomorrow is found across a month and a year end', () => {
  expect(dayLabel('2027-01-01', '2026-12-31')).toBe('I morgen');
  expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
});

test('a date part is cut from a date-time', () => {
  expect(datePart('2026-11-21 18:30:00')).toBe('2026-11-21');
});

test('malformed or impossible dates are refused with the value in the message', () => {
  expect(() => formatDay('21.11.2026')).toThrow('21.11.2026');
  expect(() => formatDay('2026-02-30')).toThrow('2026-02-30');
  expect(() => formatTime('2026-11-21')).toThrow('expected a time');
});

test('a running time is written in hours and minutes', () => {
  expect(formatDuration(106)).toBe('1 t 46 min');
  expect(formatDuration(45)).toBe('45 min');
  expect(formatDuration(120)).toBe('2 t');
  expect(() => formatDuration(0)).toThrow(RangeError);
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

test('the Bokmål names are the ones Intl.DateTimeFormat writes, every day of four years', () => {
  const intl = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('nb-NO', { timeZone: 'UTC', ...options });
  const day = intl({ weekday: 'long', day: 'numeric', month: 'long' });
  const short = intl({ day: 'numeric', month: 'short' });
  const shortDay = intl({ weekday: 'short', day: 'numeric', month: 'short' });
  const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
  for (let n = 0; n < 4 * 366; n++) {
    const text = addDays('2025-01-01', n);
    const date = new Date(`${text}T00:00:00Z`);
    expect(formatDay(text)).toBe(day.format(date));
    expect(formatShortDate(text)).toBe(short.format(date));
    expect(formatDate(text)).toBe(long.format(date));
    const label = shortDayLabel(text, '2000-01-01');
    const expected = shortDay.format(date);
    expect(label).toBe(expected.charAt(0).toLocaleUpperCase('nb-NO') + expected.slice(1));
  }
});
