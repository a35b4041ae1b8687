/**
 * A small iCalendar (RFC 5545) writer for the "add to calendar" files: one VCALENDAR with the
 * Europe/Oslo VTIMEZONE and its VEVENTs. Pure: text in, text out.
 *
 * CAREFUL: RFC 5545 wants CRLF line endings, lines of at most 75 octets (longer ones folded:
 * CRLF + one space, never inside a UTF-8 character), and `\`, `;`, `,` and newlines escaped in
 * TEXT values. Calendar apps differ in what else they forgive; these they all agree on.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** The venue's time zone: every start and end is local time there (`TZID=Europe/Oslo`). */
const TIME_ZONE = 'Europe/Oslo';

/**
 * Europe/Oslo as a VTIMEZONE: CET (+01:00) in winter, CEST (+02:00) from the last Sunday of
 * March at 02:00 to the last Sunday of October at 03:00 (EU rules, in force since 1996). An
 * importer needs it to place `DTSTART;TZID=Europe/Oslo` times; ics.test.ts checks the rules
 * against the time zone database.
 */
export const OSLO_VTIMEZONE: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** One screening or performance, as a calendar app shows it. */
export interface IcsEvent {
  /** Globally unique and stable across builds, so a second import updates the first. */
  uid: string;
  /** Oslo wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
  start: string;
  /** Oslo wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
  end: string;
  summary: string;
  location: string;
  /** The absolute URL of the event's page. */
  url: string;
  /** Free text; newlines are kept (escaped as `\n`). */
  description: string;
}

/** A calendar file: who made it, when, and its events. */
export interface IcsCalendar {
  /** `PRODID`, e.g. `-//Fjordheim kino og kulturhus//Foaje//NB`. */
  prodId: string;
  /** `DTSTAMP` of every event: when the file was made. */
  stamp: Date;
  events: readonly IcsEvent[];
}

/** A TEXT value with `\`, `;`, `,` and newlines escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded to lines of at most 75 octets (RFC 5545 §3.1): each continuation
 * starts with a space, which counts; a multi-byte character is never split. Joined by CRLF.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `2026-11-24 18:30:00` → `20261124T183000` (a local DATE-TIME, RFC 5545 §3.3.5 form 3). */
function localDateTime(wallClock: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wallClock);
  if (!match) throw new RangeError(`expected "YYYY-MM-DD HH:mm:ss", received "${wallClock}"`);
  const [, y, mo, d, h, mi, s] = match;
  return `${y}${mo}${d}T${h}${mi}${s}`;
}

/** An instant as a UTC DATE-TIME: `20261121T000000Z`. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TIME_ZONE}:${localDateTime(event.start)}`,
    `DTEND;TZID=${TIME_ZONE}:${localDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    // A URI value is not TEXT: its commas and semicolons stay as they are.
    `URL:${event.url}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole `.ics` file: folded lines, CRLF after each, UTF-8 text. */
export function writeIcs(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...OSLO_VTIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
