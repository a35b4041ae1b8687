/**
 * Compact keys of Oslo wall-clock times that the page's clock style compares as text
 * (app/site/clock/clock-script.ts): `YYYYMMDDHHmm` for an instant, `YYYYMMDD` for a day. Equal
 * lengths and leading zeros make text order the same as time order, so a CSS attribute prefix
 * can stand for "before".
 */
import { addDays, capitalise, datePart, formatDay, formatShortDay, parseWallClock, utcDate } from './dates.ts';
import { labels } from './labels.ts';

/** `2026-11-28` (or `2026-11-28 18:30:00`) → `20261128`. */
export function dayKey(date: string): string {
  return datePart(date).replaceAll('-', '');
}

/**
 * A day as every programme names it, in each form the page's clock may pick: 'I dag' and
 * 'I morgen' relative to the visitor's day, the weekday and date otherwise. `relation` is the
 * build day's choice, shown until the clock has run (and without JavaScript).
 */
export interface DayName {
  /** `YYYYMMDD`: what the clock compares with the visitor's today and tomorrow. */
  key: string;
  relation: 'today' | 'tomorrow' | 'other';
  /** 'Lørdag 28. november' */
  long: string;
  /** 'Lør. 28. nov.' */
  short: string;
}

/** The names of `date` (`YYYY-MM-DD`), with its relation to the build's `today`. */
export function dayName(date: string, today: string): DayName {
  const day = datePart(date);
  return {
    key: dayKey(day),
    relation: day === datePart(today) ? 'today' : day === addDays(datePart(today), 1) ? 'tomorrow' : 'other',
    long: capitalise(formatDay(day)),
    short: capitalise(formatShortDay(utcDate(day))),
  };
}

/** The build day's text of a day name ('I dag', 'I morgen', or the long or short date). */
export function dayNameText(name: DayName, form: 'long' | 'short'): string {
  if (name.relation === 'today') return labels.today;
  if (name.relation === 'tomorrow') return labels.tomorrow;
  return name[form];
}

/**
 * When a screening's online sale ends, as a minute key: its start plus the venue's
 * `minutesAfterStart` (0: at the start). Wall-clock arithmetic, as the start is wall time.
 */
export function saleEndKey(startDate: string, minutesAfterStart: number): string {
  const { year, month, day, hour = 0, minute = 0 } = parseWallClock(startDate);
  const end = new Date(Date.UTC(year, month - 1, day, hour, minute + minutesAfterStart));
  return end.toISOString().replace(/\D/g, '').slice(0, 12);
}

/**
 * The Oslo wall clock at UTC milliseconds `t`, `YYYY-MM-DD HH:mm:ss`, by the page's clock
 * script's arithmetic (UTC+1, +2 from the last Sunday of March to the last Sunday of October,
 * 01:00 UTC) rather than `Intl`: its time-zone data costs a long task on a phone's first call.
 */
export function osloWallClock(t: number): string {
  const year = new Date(t).getUTCFullYear();
  const lastSunday = (month: number) => {
    const end = new Date(Date.UTC(year, month + 1, 0, 1));
    return end.getTime() - end.getUTCDay() * 86_400_000;
  };
  const offset = t >= lastSunday(2) && t < lastSunday(9) ? 7_200_000 : 3_600_000;
  return new Date(t + offset).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Oslo wall clock at UTC milliseconds `t` as a minute key (`202611281015`), as the clock script writes them. */
export function osloMinuteKey(t: number): string {
  return osloWallClock(t).replace(/\D/g, '').slice(0, 12);
}

/** The latest of some minute keys, or null for none. */
export function latestKey(keys: Iterable<string>): string | null {
  let latest: string | null = null;
  for (const key of keys) if (latest === null || key > latest) latest = key;
  return latest;
}
