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
