import { expect, test } from 'vitest';
import { calendarPath } from './calendar-path.ts';

test('an event’s calendar file lives under /kalender by its id', () => {
  expect(calendarPath('e-100101')).toBe('/kalender/e-100101.ics');
});

test('a value that is not an event id never becomes a path', () => {
  expect(() => calendarPath('../e-1')).toThrow('expected an event id');
});
