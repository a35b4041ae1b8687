/** The folder of the calendar files the build writes (scripts/post-build/calendar-files.ts). */
export const CALENDAR_DIR = 'kalender';

/**
 * The site path of one event's calendar file (`.ics`, RFC 5545): `/kalender/e-100101.ics`.
 * The ticket list links it ('Legg til i kalender'); the post-build step writes it.
 * CAREFUL: both sides build the path here, so a link and its file cannot drift apart.
 */
export function calendarPath(eventId: string): string {
  if (!/^e-\d+$/.test(eventId)) throw new RangeError(`expected an event id "e-{number}", received "${eventId}"`);
  return `/${CALENDAR_DIR}/${eventId}.ics`;
}
