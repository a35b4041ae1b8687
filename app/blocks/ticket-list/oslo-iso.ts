const osloHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', hour: '2-digit', hourCycle: 'h23' });

/**
 * An Oslo wall-clock time (`YYYY-MM-DD HH:mm:ss`) as ISO 8601 with its offset
 * (`2026-11-24T18:30:00+01:00`; `+02:00` in summer), whatever the machine's zone: the offset
 * is the one (of +1 and +2) under which that UTC instant shows the same hour in Oslo.
 */
export function osloIso(wallClock: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallClock);
  if (!match) throw new Error(`expected "YYYY-MM-DD HH:mm:ss", got "${wallClock}"`);
  const [, y, mo, d, h, mi, s = '00'] = match;
  const wallUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset =
    [2, 1].find((hours) => Number(osloHour.format(new Date(wallUtc - hours * 3_600_000))) === Number(h)) ?? 1;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}+0${offset}:00`;
}
