/**
 * "Add to calendar" (beyond the spec, decision 31): one static `.ics` file per coming screening
 * and performance, `/kalender/{eventId}.ics`, written after prerendering. The ticket list
 * links each one ('Legg til i kalender'); the host serves them as `text/calendar`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CALENDAR_DIR, calendarPath } from '../../app/engine/urls/calendar-path.ts';
import { purchaseUrl } from '../../app/engine/urls/purchase-url.ts';
import { productionPath, TICKETS_ANCHOR } from '../../app/engine/urls/site-paths.ts';
import { datePart, formatTimeAfter } from '../../app/locale/dates.ts';
import { labels } from '../../app/locale/labels.ts';
import type { Event } from '../../app/model/event.ts';
import type { Production } from '../../app/model/production.ts';
import type { Site } from '../../app/model/site.ts';
import { type IcsEvent, writeIcs } from '../../app/engine/calendar/ics.ts';

/** What the calendar files are made of: plain content, so tests can pass any venue. */
export interface CalendarInput {
  site: Site;
  productions: readonly Production[];
  events: readonly Event[];
  /** The build's date (Oslo, `YYYY-MM-DD`): earlier events get no file, as they are not listed. */
  today: string;
}

/** One file to write: its path under `client/` and its text. */
export interface CalendarFile {
  file: string;
  text: string;
}

/** 'Sal 1, Fjordheim kino og kulturhus, Strandgata 12, 6789 Fjordheim'. */
function locationOf(site: Site, event: Event): string {
  const address = site.address
    ? [site.address.streetAddress, `${site.address.postalCode} ${site.address.addressLocality}`]
    : [];
  return [event.location, site.title, ...address].filter((part) => part !== '').join(', ');
}

/**
 * The calendar entry of one event. The description holds what a visitor needs at the door:
 * when the film itself starts (after the trailers), the production's summary, the event's features, the purchase link (or where tickets will
 * appear when sales have not started) and the page.
 */
function calendarEvent(site: Site, event: Event, production: Production | undefined): IcsEvent {
  const page = `${site.host}${productionPath(event.production)}`;
  const features = (event.features.length > 0 ? event.features : (production?.features ?? [])).map(
    (feature) => feature.name,
  );
  // The count at build time is stale within the hour (live counts, spec §4.3): a sold-out
  // screening keeps its link, which shows the provider's current state.
  const tickets =
    event.ticketSaleType === null
      ? `${labels.notOnSale}: ${page}#${TICKETS_ANCHOR}`
      : `${labels.buyTicket}: ${purchaseUrl(site, event.eventNumber)}`;
  // The entry keeps the screening's start (the trailers run from then); the film's own start leads the text.
  const filmStarts =
    event.object === 'movie' && site.ticketing.trailerMinutes > 0
      ? `${labels.filmStartsAbout} ${formatTimeAfter(event.startDate, site.ticketing.trailerMinutes)}`
      : '';
  const description = [
    filmStarts,
    production?.contents[0]?.summary ?? '',
    features.join(', '),
    tickets,
    `${labels.readMore}: ${page}`,
  ].filter((line) => line !== '');
  return {
    uid: `${event.id}@${new URL(site.host).hostname}`,
    start: event.startDate,
    end: event.endDate,
    summary: event.title,
    location: locationOf(site, event),
    url: page,
    description: description.join('\n'),
  };
}

/** The `.ics` file of every event from the build day on, one event per file. */
export function calendarFiles(input: CalendarInput): CalendarFile[] {
  const productions = new Map(input.productions.map((production) => [production.id, production]));
  // The build day at midnight UTC: the same build day writes the same bytes.
  const stamp = new Date(`${input.today}T00:00:00Z`);
  const prodId = `-//${input.site.title}//Foaje//NB`;
  return input.events
    .filter((event) => datePart(event.startDate) >= input.today)
    .map((event) => ({
      file: calendarPath(event.id).slice(1),
      text: writeIcs({
        prodId,
        stamp,
        events: [calendarEvent(input.site, event, productions.get(event.production.id))],
      }),
    }));
}

/** Writes the calendar files into `client/kalender/`; returns how many. */
export async function writeCalendarFiles(clientDir: string, input: CalendarInput): Promise<number> {
  const files = calendarFiles(input);
  await mkdir(join(clientDir, CALENDAR_DIR), { recursive: true });
  // In batches: a platform site may have thousands of events, more than open files allow.
  for (let at = 0; at < files.length; at += 64) {
    await Promise.all(files.slice(at, at + 64).map(({ file, text }) => writeFile(join(clientDir, file), text)));
  }
  return files.length;
}
