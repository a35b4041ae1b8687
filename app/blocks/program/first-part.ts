/**
 * How the programme is split between its first document and pages of their own (decision 218):
 * the first document holds the screenings a visitor sees first, whole films in order, up to a
 * budget of screenings; every day it does not hold whole gets a page of its own
 * (`/kinoprogram/2026-12-12`), which a link reaches without JavaScript and the client fetches
 * like any page bundle when a filter, a day or a scroll asks for it. Pure.
 */

/**
 * Screenings the first document holds (the film that crosses the budget comes whole): about a
 * phone's first two screens, and a small venue's first two days, the programme's short view
 * (decision 172). The first document's cost then stays the same at 6 screenings a day or 40.
 */
export const FIRST_DOCUMENT_SCREENINGS = 12;

interface Day {
  date: string;
  films: Array<{ screenings: readonly unknown[] }>;
}

/** The days the first document holds; `whole` false for the last one when only its first films fit. */
export function firstPart<D extends Day>(
  days: readonly D[],
  budget = FIRST_DOCUMENT_SCREENINGS,
): Array<{ day: D; whole: boolean }> {
  const part: Array<{ day: D; whole: boolean }> = [];
  let left = budget;
  for (const day of days) {
    if (left <= 0) break;
    const films: D['films'] = [];
    for (const film of day.films) {
      if (left <= 0) break;
      films.push(film);
      left -= film.screenings.length;
    }
    const whole = films.length === day.films.length;
    part.push({ day: whole ? day : { ...day, films }, whole });
    if (!whole) break;
  }
  return part;
}

/** The path of a day's own page below the programme's page: `/kinoprogram` → `/kinoprogram/2026-12-12`. */
export function dayPagePath(pagePath: string, date: string): string {
  return `${pagePath === '/' ? '' : pagePath}/${date}`;
}
