const OSLO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar date in Europe/Oslo at the instant `now`, as `YYYY-MM-DD`, whatever the
 * machine's time zone: the build date that relative content dates count from.
 */
export function osloToday(now: Date): string {
  const parts = Object.fromEntries(OSLO_DATE.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar date `n` days after `date` (`n` may be negative), both `YYYY-MM-DD`.
 * Counts calendar days, so daylight-saving changes cannot shift the result.
 */
export function addDays(date: string, n: number): string {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`addDays: expected "YYYY-MM-DD", received "${date}"`);
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + n));
  return utc.toISOString().slice(0, 10);
}
