import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { events, productions, site as testSite, TODAY } from '../../app/blocks/block-fixtures.test-support.ts';
import { calendarFiles, writeCalendarFiles, type CalendarInput } from './calendar-files.ts';

const site = {
  ...testSite,
  title: 'Fjordheim kino og kulturhus',
  address: { streetAddress: 'Strandgata 12', postalCode: '6789', addressLocality: 'Fjordheim', addressCountry: 'NO' },
};
const input: CalendarInput = { site, productions, events, today: TODAY };

/** The unfolded lines of one file, as a calendar app reads them. */
function linesOf(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

/** A property's line: of the VEVENT, or of the calendar for PRODID. */
function field(text: string, name: string): string | undefined {
  const lines = linesOf(text);
  const from = name === 'PRODID' ? 0 : lines.indexOf('BEGIN:VEVENT');
  return lines.slice(from).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

test('every event from the build day on gets its own file under kalender/, past ones none', () => {
  const files = calendarFiles(input);
  expect(files.map((file) => file.file)).toEqual([
    'kalender/e-101.ics',
    'kalender/e-102.ics',
    'kalender/e-103.ics',
    'kalender/e-104.ics',
    'kalender/e-200.ics',
    'kalender/e-201.ics',
  ]);
});

test('a screening’s entry: Oslo times, the film, the hall and the venue’s address, its page and the purchase link', () => {
  const text = calendarFiles(input).find((file) => file.file === 'kalender/e-101.ics')?.text ?? '';
  expect(field(text, 'UID')).toBe('UID:e-101@www.fjordheim.no');
  expect(field(text, 'DTSTAMP')).toBe('DTSTAMP:20261121T000000Z');
  expect(field(text, 'DTSTART')).toBe('DTSTART;TZID=Europe/Oslo:20261121T183000');
  expect(field(text, 'DTEND')).toBe('DTEND;TZID=Europe/Oslo:20261121T235900');
  expect(field(text, 'SUMMARY')).toBe('SUMMARY:Fjellet');
  expect(field(text, 'LOCATION')).toBe(
    'LOCATION:Sal 1\\, Fjordheim kino og kulturhus\\, Strandgata 12\\, 6789 Fjordheim',
  );
  expect(field(text, 'URL')).toBe('URL:https://www.fjordheim.no/fjellet-dxm-1042');
  expect(field(text, 'DESCRIPTION')).toBe(
    'DESCRIPTION:Tre søsken går over vidda.\\n12 år\\, Norsk tale\\, 2D\\n' +
      'Kjøp billett: https://billett.example.no/118/events/101/purchase?kanal=web\\n' +
      'Les mer: https://www.fjordheim.no/fjellet-dxm-1042',
  );
  expect(field(text, 'PRODID')).toBe('PRODID:-//Fjordheim kino og kulturhus//Foaje//NB');
});

test('a screening not on sale yet points to the page’s tickets instead of a purchase link', () => {
  const text = calendarFiles(input).find((file) => file.file === 'kalender/e-104.ics')?.text ?? '';
  expect(field(text, 'DESCRIPTION')).toContain('Ikke i salg ennå: https://www.fjordheim.no/fjellet-dxm-1042#tickets');
  expect(text).not.toContain('purchase');
});

test('a culture event links its culture page; a site without an address names the venue only', () => {
  const { address: _address, ...withoutAddress } = site;
  const text =
    calendarFiles({ ...input, site: withoutAddress }).find((file) => file.file === 'kalender/e-200.ics')?.text ?? '';
  expect(field(text, 'URL')).toBe('URL:https://www.fjordheim.no/jazzkveld-med-trio-k7x2q');
  expect(field(text, 'LOCATION')).toBe('LOCATION:Storsalen\\, Fjordheim kino og kulturhus');
});

test('with the venue’s trailer minutes, a screening’s entry says when the film starts; a culture event’s does not', () => {
  const withTrailers = { ...input, site: { ...site, ticketing: { ...site.ticketing, trailerMinutes: 15 } } };
  const files = calendarFiles(withTrailers);
  const screening = files.find((file) => file.file === 'kalender/e-101.ics')?.text ?? '';
  // The entry still starts when the screening does: the trailers are part of it.
  expect(field(screening, 'DTSTART')).toBe('DTSTART;TZID=Europe/Oslo:20261121T183000');
  expect(field(screening, 'DESCRIPTION')).toMatch(/^DESCRIPTION:Filmen starter ca\. 18:45\\nTre søsken/);
  const concert = files.find((file) => file.file === 'kalender/e-200.ics')?.text ?? '';
  expect(concert).not.toContain('Filmen starter');
});

test('the files are written as UTF-8 with CRLF line endings', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'foaje-calendar-'));
  try {
    expect(await writeCalendarFiles(dir, input)).toBe(6);
    expect((await readdir(join(dir, 'kalender'))).sort()).toHaveLength(6);
    const text = await readFile(join(dir, 'kalender/e-201.ics'), 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
