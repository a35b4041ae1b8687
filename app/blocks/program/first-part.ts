/**
 * How the programme is split between its first document and pages of their own (decision 218):
 * the first document holds the screenings a visitor sees first, whole films in order, up to a
 * budget of screenings; every day it does not hold whole gets a page of its own
 * (`/kinoprogram/2026-12-12`), which a link reaches without JavaScript and the client fetches
 * like any page bundle when a filter, a day or a scroll asks for it. Pure.
 */

/**
 * Screenings the first document holds at most in whole days: a small venue's first two days,
 * the programme's short view (decision 172). A day larger than that alone comes in part, its
 * first films up to it (the film that crosses it whole): a phone's first screens. The first
 * document's cost then stays about the same at 6 screenings a day or 40.
 */
const FIRST_DOCUMENT_SCREENINGS = 20;

interface Day {
  date: string;
  films: Array<{ screenings: readonly unknown[] }>;
}

const screeningsOf = (day: Day) => day.films.reduce((sum, film) => sum + film.screenings.length, 0);

/**
 * The days the first document holds: whole days while they fit the budget; when the first day
 * alone does not, its first films (`whole` false).
 */
export function firstPart<D extends Day>(
  days: readonly D[],
  budget = FIRST_DOCUMENT_SCREENINGS,
): Array<{ day: D; whole: boolean }> {
  const part: Array<{ day: D; whole: boolean }> = [];
  let left = budget;
  for (const day of days) {
    const size = screeningsOf(day);
    if (size <= left) {
      part.push({ day, whole: true });
      left -= size;
      continue;
    }
    if (part.length > 0) break;
    const films: D['films'] = [];
    for (const film of day.films) {
      if (left <= 0) break;
      films.push(film);
      left -= film.screenings.length;
    }
    part.push({ day: { ...day, films }, whole: false });
    break;
  }
  return part;
}

/**
 * The days the default view must fetch by the visitor's clock (`cut`, a minute key): the short
 * view shows two days from the visitor's, so when the first document holds fewer than two days
 * with something left (a copy older than its day, a tab left open past midnight), the first two
 * such days of the horizon. None while it holds a day in part: its first films fill the screens.
 */
export function daysForTheView(
  horizon: ReadonlyArray<{ date: string; lastSaleEnds: string | null }>,
  held: ReadonlyArray<{ date: string; rest: string | null }>,
  cut: string,
): string[] {
  const left = horizon.filter((day) => day.lastSaleEnds !== null && day.lastSaleEnds >= cut);
  const heldLeft = held.filter((day) => left.some((open) => open.date === day.date));
  if (heldLeft.some((day) => day.rest !== null) || heldLeft.length >= 2) return [];
  return left.slice(0, 2).map((day) => day.date);
}

/** The path of a day's own page below the programme's page: `/kinoprogram` → `/kinoprogram/2026-12-12`. */
export function dayPagePath(pagePath: string, date: string): string {
  return `${pagePath === '/' ? '' : pagePath}/${date}`;
}
