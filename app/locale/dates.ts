/**
 * Bokmål date texts for the platform's Oslo wall-clock values (`YYYY-MM-DD HH:mm:ss` and
 * `YYYY-MM-DD`, spec §3.3).
 *
 * CAREFUL: the values already are Europe/Oslo wall time. They are never turned into an
 * instant: the parts are placed on a UTC date and formatted with `timeZone: 'UTC'`, so the
 * build machine's time zone cannot shift a screening to another day or hour.
 */
import { labels } from './labels.ts';

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The parts of a wall-clock text. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** `undefined` for a date without a time. */
  hour: number | undefined;
  minute: number | undefined;
}

/** Reads `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`; throws a RangeError naming the bad value. */
export function parseWallClock(text: string): WallClock {
  const match = WALL_CLOCK.exec(text);
  if (!match) throw new RangeError(`expected "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss", received "${text}"`);
  const [, year, month, day, hour, minute] = match;
  const parts: WallClock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: hour === undefined ? undefined : Number(hour),
    minute: minute === undefined ? undefined : Number(minute),
  };
  const check = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (check.getUTCMonth() !== parts.month - 1 || check.getUTCDate() !== parts.day) {
    throw new RangeError(`no such calendar date: "${text}"`);
  }
  return parts;
}

/** The calendar date of a wall-clock text: `2026-11-21 18:30:00` → `2026-11-21`. */
export function datePart(text: string): string {
  parseWallClock(text);
  return text.slice(0, 10);
}

/** The calendar date of a wall-clock text as a UTC midnight, for the formatters here. */
export function utcDate(text: string): Date {
  const { year, month, day } = parseWallClock(text);
  return new Date(Date.UTC(year, month - 1, day));
}

// Bokmål month and weekday names as `Intl.DateTimeFormat('nb-NO')` writes them (dates.test.ts
// compares every day of four years). Not Intl: making a format loads locale data, 65–90 ms of one
// main-thread task at Lighthouse's 4 × CPU slowdown in every page's first load and again when a
// film page's reviews render (decision 109); and the prerender's Node and the visitor's browser
// could not disagree on a name the page is hydrated with.
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];
const SHORT_MONTHS = ['jan.', 'feb.', 'mars', 'apr.', 'mai', 'juni', 'juli', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'];
const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const SHORT_WEEKDAYS = ['søn.', 'man.', 'tir.', 'ons.', 'tor.', 'fre.', 'lør.'];

function nameOf(names: readonly string[], index: number): string {
  return names[index] ?? '';
}

/** Weekday and date: `2026-11-21` → 'lørdag 21. november'. */
export function formatDay(text: string): string {
  const date = utcDate(text);
  return `${nameOf(WEEKDAYS, date.getUTCDay())} ${date.getUTCDate()}. ${nameOf(MONTHS, date.getUTCMonth())}`;
}

/** Short date: `2026-11-21` → '21. nov.' */
export function formatShortDate(text: string): string {
  const date = utcDate(text);
  return `${date.getUTCDate()}. ${nameOf(SHORT_MONTHS, date.getUTCMonth())}`;
}

/** Full date: `2026-11-21` → '21. november 2026'. */
export function formatDate(text: string): string {
  const date = utcDate(text);
  return `${date.getUTCDate()}. ${nameOf(MONTHS, date.getUTCMonth())} ${date.getUTCFullYear()}`;
}

/** Short weekday and date: `2026-11-29` → 'søn. 29. nov.' */
export function formatShortDay(date: Date): string {
  return `${nameOf(SHORT_WEEKDAYS, date.getUTCDay())} ${date.getUTCDate()}. ${nameOf(SHORT_MONTHS, date.getUTCMonth())}`;
}

/** The clock time of a date-time text: `2026-11-21 18:30:00` → '18:30'. */
export function formatTime(text: string): string {
  const { hour, minute } = parseWallClock(text);
  if (hour === undefined || minute === undefined) throw new RangeError(`expected a time in "${text}"`);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The clock time `minutes` after a date-time text: `2026-11-21 23:50:00`, 15 → '00:05'. */
export function formatTimeAfter(text: string, minutes: number): string {
  const { year, month, day, hour, minute } = parseWallClock(text);
  if (hour === undefined || minute === undefined) throw new RangeError(`expected a time in "${text}"`);
  const later = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  return later.toISOString().slice(11, 16);
}

/** The calendar date `n` days after `date` (both `YYYY-MM-DD`; `n` may be negative). */
export function addDays(date: string, n: number): string {
  const { year, month, day } = parseWallClock(date);
  return new Date(Date.UTC(year, month - 1, day + n)).toISOString().slice(0, 10);
}

/** The text with a capital first letter, as it starts a heading or a label. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('nb-NO') + text.slice(1);
}

/**
 * A day heading relative to `today` (`YYYY-MM-DD`): 'I dag', 'I morgen', otherwise the weekday
 * and date with a capital first letter ('Lørdag 21. november'), as it starts a heading.
 */
export function dayLabel(date: string, today: string): string {
  const day = datePart(date);
  if (day === datePart(today)) return labels.today;
  if (day === addDays(datePart(today), 1)) return labels.tomorrow;
  return capitalise(formatDay(day));
}

/** The short form of `dayLabel`, for tight rows and day links: 'I dag', 'I morgen', 'Søn. 29. nov.' */
export function shortDayLabel(date: string, today: string): string {
  const label = dayLabel(date, today);
  if (label === labels.today || label === labels.tomorrow) return label;
  return capitalise(formatShortDay(utcDate(date)));
}

/** A running time in minutes as Bokmål text: 106 → '1 t 46 min', 45 → '45 min', 120 → '2 t'. */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0)
    throw new RangeError(`expected a positive whole number of minutes, received ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} ${labels.minutes}`;
  if (rest === 0) return `${hours} ${labels.hours}`;
  return `${hours} ${labels.hours} ${rest} ${labels.minutes}`;
}
