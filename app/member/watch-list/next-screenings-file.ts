/**
 * The films' next screenings as the watch list reads them: a small static file the build writes
 * (scripts/post-build/next-screenings-file.ts), fetched once by the watch list, so each film on
 * it links to its next screening on sale (decision 205 names the choice). Validated where it
 * enters the browser; pure choosing here, the fetch in use-next-screenings.ts (which loads this
 * module with the file, and names its path: keep the two in step).
 */
import { z } from 'zod';
import { addDays, capitalise, datePart, formatShortDay, formatTime, utcDate } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import { osloMinuteKey, osloWallClock } from '../../locale/clock-keys.ts';

/** Where the file is served. */
export const NEXT_SCREENINGS_PATH = '/visninger/neste.json';

const Screening = z.object({
  /** Oslo wall time, `YYYY-MM-DD HH:mm:ss`. */
  start: z.string(),
  /** When the site stops offering it, `YYYYMMDDHHmm` (app/locale/clock-keys.ts). */
  saleEnds: z.string().regex(/^\d{12}$/),
  /** Its checkout (spec §7.4). */
  buy: z.string(),
});
export type NextScreening = z.infer<typeof Screening>;

const Film = z.object({
  /** The film's page on the site. */
  path: z.string(),
  /** The film's EDI numbers: how the partner API's watch list names it. */
  edis: z.array(z.string()),
  /** Its next screenings on sale at build time, in start order. */
  next: z.array(Screening),
});
export type NextScreeningsFilm = z.infer<typeof Film>;

export const NextScreeningsFile = z.object({ films: z.array(Film) });
export type NextScreeningsFile = z.infer<typeof NextScreeningsFile>;

/** A watch list entry's film in the file: by one of its EDI numbers, else by its page. */
export function filmOf(
  file: NextScreeningsFile,
  movie: { edis: readonly string[]; link: string },
): NextScreeningsFilm | null {
  return (
    file.films.find((film) => film.edis.some((edi) => movie.edis.includes(edi))) ??
    file.films.find((film) => movie.link !== '' && film.path === movie.link) ??
    null
  );
}

/** The first screening whose sale has not ended at the minute key `now` (`YYYYMMDDHHmm`), or null. */
export function nextScreeningAt(film: NextScreeningsFilm | null, now: string): NextScreening | null {
  return film?.next.find((screening) => screening.saleEnds > now) ?? null;
}

/** 'I dag 18:30', 'I morgen 18:30', 'Lør. 12. des. 18:30', from the visitor's Oslo day `today`. */
export function screeningWhen(start: string, today: string): string {
  const day = datePart(start);
  const name =
    day === today
      ? labels.today
      : day === addDays(today, 1)
        ? labels.tomorrow
        : capitalise(formatShortDay(utcDate(day)));
  return `${name} ${formatTime(start)}`;
}

/** A film's next screening on sale at UTC instant `now`, as the watch list shows it; null for none. */
export function nextShown(
  file: NextScreeningsFile,
  movie: { edis: readonly string[]; link: string },
  now: number,
): { when: string; buy: string } | null {
  const screening = nextScreeningAt(filmOf(file, movie), osloMinuteKey(now));
  return screening === null
    ? null
    : { when: screeningWhen(screening.start, osloWallClock(now).slice(0, 10)), buy: screening.buy };
}
