/**
 * When the build's "today" moves: midnight in Europe/Oslo, whatever the machine's time zone.
 * Pure: the instant is given, never read.
 */
import { osloToday } from '../../app/content/today.ts';

const HOUR_MS = 3_600_000;

const OSLO_OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Oslo', timeZoneName: 'longOffset' });

/** Oslo's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
function osloOffsetMs(instant: number): number {
  const name = OSLO_OFFSET.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The day after `day` (`YYYY-MM-DD`), by the calendar. */
export function nextDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The first instant after `now` at which the date in Oslo changes: 00:00 of the next Oslo day.
 * A day is 23 or 25 hours long when the clocks change, so it is never `now` + 24 h. The
 * change happens at 02:00 or 03:00 local time, so midnight itself keeps the previous evening's
 * offset, which the offset three hours before UTC midnight gives.
 */
export function nextOsloMidnight(now: Date): Date {
  const [year = 0, month = 1, date = 1] = nextDay(osloToday(now)).split('-').map(Number);
  const utcMidnight = Date.UTC(year, month - 1, date);
  return new Date(utcMidnight - osloOffsetMs(utcMidnight - 3 * HOUR_MS));
}

/** A clock: the current instant. */
export type Clock = () => Date;

/**
 * The machine's clock, or one that reads `startAt` now and runs on from there at the
 * machine's pace (to see the midnight rebuild without waiting for midnight).
 */
export function createClock(startAt?: Date, machineNow: () => number = Date.now): Clock {
  if (startAt === undefined) return () => new Date(machineNow());
  const shift = startAt.getTime() - machineNow();
  return () => new Date(machineNow() + shift);
}
