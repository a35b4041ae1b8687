import fc from 'fast-check';
import { expect, test } from 'vitest';
import { osloToday } from '../../app/content/today.ts';
import { createClock, nextDay, nextOsloMidnight } from './oslo-clock.ts';

test('the next midnight in Oslo is 00:00 local time, in winter and in summer', () => {
  expect(nextOsloMidnight(new Date('2026-11-28T22:00:00+01:00')).toISOString()).toBe('2026-11-28T23:00:00.000Z');
  expect(nextOsloMidnight(new Date('2026-06-15T08:00:00+02:00')).toISOString()).toBe('2026-06-15T22:00:00.000Z');
  // At midnight itself, the next one: a day later.
  expect(nextOsloMidnight(new Date('2026-11-29T00:00:00+01:00')).toISOString()).toBe('2026-11-29T23:00:00.000Z');
});

test('the nights the clocks change are 23 and 25 hours from midnight to midnight', () => {
  // Summer time starts on 29 March 2026 at 02:00 (+01:00 → +02:00).
  const spring = nextOsloMidnight(new Date('2026-03-28T12:00:00+01:00'));
  expect(spring.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  const afterSpring = nextOsloMidnight(spring);
  expect(afterSpring.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  expect((afterSpring.getTime() - spring.getTime()) / 3_600_000).toBe(23);
  // It ends on 25 October 2026 at 03:00 (+02:00 → +01:00).
  const autumn = nextOsloMidnight(new Date('2026-10-24T12:00:00+02:00'));
  expect(autumn.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  const afterAutumn = nextOsloMidnight(autumn);
  expect(afterAutumn.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  expect((afterAutumn.getTime() - autumn.getTime()) / 3_600_000).toBe(25);
});

test('whatever the instant, the next midnight is the first instant of the next Oslo day', () => {
  fc.assert(
    fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }), (now) => {
      const midnight = nextOsloMidnight(now);
      expect(midnight.getTime()).toBeGreaterThan(now.getTime());
      expect(osloToday(midnight)).toBe(nextDay(osloToday(now)));
      expect(osloToday(new Date(midnight.getTime() - 1))).toBe(osloToday(now));
    }),
    { numRuns: 2000 },
  );
});

test('the day after the last of a month or a year', () => {
  expect(nextDay('2026-02-28')).toBe('2026-03-01');
  expect(nextDay('2028-02-28')).toBe('2028-02-29');
  expect(nextDay('2026-12-31')).toBe('2027-01-01');
});

test('a clock set to a start instant runs on at the machine’s pace', () => {
  let machine = Date.parse('2030-01-01T00:00:00Z');
  const clock = createClock(new Date('2026-11-28T23:59:50+01:00'), () => machine);
  expect(osloToday(clock())).toBe('2026-11-28');
  machine += 10_000;
  expect(clock().toISOString()).toBe('2026-11-28T23:00:00.000Z');
  expect(osloToday(clock())).toBe('2026-11-29');
  expect(createClock(undefined, () => machine)().getTime()).toBe(machine);
});
