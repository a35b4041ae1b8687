import { addDays } from '../locale/dates.ts';

const RELATIVE = /^([+-])(\d{1,4})d$/;

/** True for a day offset from the build date: `+3d`, `-10d`, `+0d`. */
export function isRelativeDate(value: string): boolean {
  return RELATIVE.test(value);
}

/**
 * Makes a relative date absolute: `+3d` is three days after `today` (`YYYY-MM-DD`).
 * Any other text is returned unchanged, so absolute dates pass through.
 */
export function resolveRelativeDate(value: string, today: string): string {
  const match = RELATIVE.exec(value);
  if (!match) return value;
  const days = Number(match[2]);
  return addDays(today, match[1] === '-' ? -days : days);
}

/**
 * Resolves every relative date among the string values of a JSON value, at any depth, and
 * returns a copy. Used for a block's own fields (e.g. a programme's `filter.from: "+0d"`),
 * where the loader cannot know which fields are dates; a text of exactly `+Nd` is nothing else.
 */
export function resolveRelativeDatesDeep(value: unknown, today: string): unknown {
  if (typeof value === 'string') return resolveRelativeDate(value, today);
  if (Array.isArray(value)) return value.map((item) => resolveRelativeDatesDeep(item, today));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveRelativeDatesDeep(item, today)]));
  }
  return value;
}
