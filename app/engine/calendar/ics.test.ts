import fc from 'fast-check';
import { expect, test } from 'vitest';
import { escapeText, foldLine, OSLO_VTIMEZONE, writeIcs, type IcsEvent } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

const screening: IcsEvent = {
  uid: 'e-100101@www.fjordheim.example',
  start: '2026-11-24 18:30:00',
  end: '2026-11-24 20:16:00',
  summary: 'Fjellet',
  location: 'Sal 1, Fjordheim kino og kulturhus, Strandgata 12, 6789 Fjordheim',
  url: 'https://www.fjordheim.example/fjellet-dxm-1042',
  description:
    'Tre søsken går over vidda; én av dem kommer ikke hjem.\nKjøp billett: https://billett.example/118/events/100101/purchase?kanal=web',
};

test('a long line is folded at 75 octets, each continuation starting with a space', () => {
  const line = `DESCRIPTION:${'a'.repeat(200)}`;
  const folded = foldLine(line).split('\r\n');
  // 212 octets: 75, then 74 + the leading space, then the rest.
  expect(folded.map(octets)).toEqual([75, 75, 64]);
  expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  expect(unfold(foldLine(line))).toBe(line);
  expect(foldLine('SUMMARY:Fjellet')).toBe('SUMMARY:Fjellet');
});

test('folding never splits a character: Norwegian letters and emoji stay whole', () => {
  // 'ø' is 2 octets: the 75th octet would be its first half, so the fold comes before it.
  const line = `${'x'.repeat(74)}ø${'y'.repeat(10)}`;
  const [first, second] = foldLine(line).split('\r\n');
  expect(first).toBe('x'.repeat(74));
  expect(second).toBe(` ø${'y'.repeat(10)}`);
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
      const lines = foldLine(`DESCRIPTION:${text}`).split('\r\n');
      const decoder = new TextDecoder('utf-8', { fatal: true });
      for (const part of lines) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        // Each physical line is valid UTF-8 on its own.
        expect(decoder.decode(new TextEncoder().encode(part))).toBe(part);
      }
      expect(unfold(lines.join('\r\n'))).toBe(`DESCRIPTION:${text}`);
    }),
  );
});

test('text values escape backslashes, semicolons, commas and newlines', () => {
  expect(escapeText('Sal 1, Fjordheim; "Kino" \\ bar\nny linje\r\nog en til')).toBe(
    'Sal 1\\, Fjordheim\\; "Kino" \\\\ bar\\nny linje\\nog en til',
  );
});

test('the file is CRLF throughout, no line over 75 octets, one VEVENT with the fields calendar apps read', () => {
  const text = writeIcs({
    prodId: '-//Fjordheim//Foaje//NB',
    stamp: new Date('2026-11-20T23:00:00Z'),
    events: [screening],
  });
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  const lines = unfold(text).split('\r\n');
  expect(lines.slice(0, 5)).toEqual([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fjordheim//Foaje//NB',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ]);
  expect(lines).toEqual(
    expect.arrayContaining([
      'BEGIN:VEVENT',
      'UID:e-100101@www.fjordheim.example',
      'DTSTAMP:20261120T230000Z',
      'DTSTART;TZID=Europe/Oslo:20261124T183000',
      'DTEND;TZID=Europe/Oslo:20261124T201600',
      'SUMMARY:Fjellet',
      'LOCATION:Sal 1\\, Fjordheim kino og kulturhus\\, Strandgata 12\\, 6789 Fjordheim',
      'URL:https://www.fjordheim.example/fjellet-dxm-1042',
      'DESCRIPTION:Tre søsken går over vidda\\; én av dem kommer ikke hjem.\\nKjøp billett: https://billett.example/118/events/100101/purchase?kanal=web',
      'END:VEVENT',
    ]),
  );
  // The time zone is defined in the file before any event uses it.
  expect(lines.indexOf('BEGIN:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  expect(lines).toContain('TZID:Europe/Oslo');
});

test('a time that is not Oslo wall-clock text fails loudly', () => {
  expect(() =>
    writeIcs({ prodId: 'x', stamp: new Date(0), events: [{ ...screening, start: '2026-11-24T18:30' }] }),
  ).toThrow('YYYY-MM-DD HH:mm:ss');
});

/** Oslo's UTC offset in minutes at an instant, from the time zone database. */
function osloOffset(instant: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

test('the VTIMEZONE rules agree with the time zone database for Europe/Oslo, 2024–2040', () => {
  const minutes = (offset: string) =>
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  const rules = ['DAYLIGHT', 'STANDARD'].map((kind) => {
    const block = OSLO_VTIMEZONE.slice(OSLO_VTIMEZONE.indexOf(`BEGIN:${kind}`), OSLO_VTIMEZONE.indexOf(`END:${kind}`));
    const value = (name: string) => block.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1) ?? '';
    expect(value('RRULE')).toMatch(/^FREQ=YEARLY;BYMONTH=\d+;BYDAY=-1SU$/);
    return {
      month: Number(/BYMONTH=(\d+)/.exec(value('RRULE'))?.[1]),
      hour: Number(value('DTSTART').slice(9, 11)),
      from: minutes(value('TZOFFSETFROM')),
      to: minutes(value('TZOFFSETTO')),
    };
  });
  for (let year = 2024; year <= 2040; year += 1) {
    for (const rule of rules) {
      // The last Sunday of the month, at the rule's local hour in the offset it leaves.
      const lastDay = new Date(Date.UTC(year, rule.month, 0));
      const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
      const change = Date.UTC(year, rule.month - 1, sunday, rule.hour) - rule.from * 60_000;
      expect(osloOffset(change - 1000), `${year}-${rule.month} before`).toBe(rule.from);
      expect(osloOffset(change), `${year}-${rule.month} after`).toBe(rule.to);
    }
  }
});
