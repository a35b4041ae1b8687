import {
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { labels } from '../../locale/labels.ts';
import { BlockHeading } from '../parts/block-parts.tsx';
import { ClockEmpty, lastSale, shortView } from '../parts/clock-parts.tsx';
import { PROGRAM_PATHS } from '../../engine/urls/site-paths.ts';
import { firstInGroups, useFirstScreenCount } from '../parts/first-screen.ts';
import { useClockCut } from '../parts/use-clock-cut.ts';
import {
  filterProgramDays,
  hasFilters,
  parseProgramFilters,
  type ProgramFilters,
  programFiltersQuery,
} from './program-filter.ts';
import { ProgramFilterForm } from './program-filter-form.tsx';
import { FactLegend } from './program-legend.tsx';
import { useHydrated } from '../parts/use-hydrated.ts';
import { LiveTicketCounts } from '../parts/ticket/live-ticket-counts.ts';
import { type LoadedState, useDaysForTheView, useLoadedDays } from './loaded-days.ts';
import { useRememberProgram, useRestoredProgram } from './program-memory.ts';
import { dayLinksOf, ProgramDayLinks, ProgramDays, ProgramMore, nextToReach } from './program-days.tsx';
import type { ProgramProps } from './resolve.ts';

/**
 * The filters of the URL query, read after hydration (the prerendered page is the same for
 * every query, so it lists everything); changes are written back with `replaceState`, so a
 * filtered view can be shared without a navigation or a new payload. The query is an external
 * store: back/forward ('popstate') and our own writes notify it.
 */
const queryListeners = new Set<() => void>();
function subscribeQuery(listener: () => void) {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const currentQuery = () => window.location.search;
const noQuery = () => null;

function useUrlFilters(enabled: boolean): [ProgramFilters, ((filters: ProgramFilters) => void) | null] {
  // null: not hydrated yet (the prerendered HTML), or a programme without filters. Read once
  // the hydration is done, in its transition: with the query as the store's client snapshot at
  // once, React re-rendered the whole programme in one blocking task right after hydration
  // (decision 126).
  const hydrated = useHydrated();
  const search = useSyncExternalStore(subscribeQuery, enabled && hydrated ? currentQuery : noQuery, noQuery);
  // The same filters while the query is the same: an address without filters reads as the
  // prerender did, so the days below them render nothing again when the page hydrates.
  const query = search ?? '';
  const filters = useMemo(() => parseProgramFilters(query), [query]);
  return [filters, search === null ? null : writeUrlFilters];
}

function writeUrlFilters(next: ProgramFilters) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${programFiltersQuery(next)}${hash}`);
  queryListeners.forEach((listener) => listener());
}

/**
 * Films in the first commit when the programme mounts in a client navigation (decisions 122
 * and 142): a screen's worth and more. The filters and day links come first, so a
 * 1280 × 800 desktop and a 390 × 844 phone show two film rows (each at least 10rem tall with its
 * poster); four reach past a screen up to about 1 400 px tall. The other films and days follow
 * in a background render right after the first frame (app/blocks/parts/first-screen.ts), so the click
 * shows the page's top without waiting for all 14 days; the prerendered HTML, its hydration and a
 * navigation to a day's anchor always have every day.
 */
const FIRST_FILMS = 4;

/** An empty filtered result: only after hydration, so its code is fetched when it is needed (precached for offline). */
const ProgramNoMatch = lazy(() => import('./program-no-match.tsx'));

/** Where the skip link lands: just before the first day (one programme block a page). */
const SKIP_TARGET = 'program-forestillinger';

/** The whole programme: filters, day links, then per day each film with its screenings. */
export function Program({
  title,
  headingLevel,
  days: documentDays,
  horizon,
  dayPage,
  lastSaleEnds,
  films: documentFilms,
  filters: choices,
  emptyText,
}: ProgramProps) {
  const headingId = useId();
  const [filters, setFilters] = useUrlFilters(choices !== null);
  const filtered = hasFilters(filters);
  // The days beyond this document (decision 218): every day a filter may match, or the next
  // ones a scroll to the end reached. Fetched from their pages, kept once fetched.
  const restored = useRestoredProgram<{ loaded: LoadedState; reached: readonly string[] }>();
  const [reached, setReached] = useState<readonly string[]>(restored?.reached ?? []);
  const byClock = useDaysForTheView(horizon, documentDays, !dayPage);
  const wanted = useMemo(
    () =>
      filtered
        ? horizon.flatMap((day) => (filters.day === undefined || day.date === filters.day ? [day.date] : []))
        : [...byClock, ...reached],
    [filtered, filters.day, horizon, reached, byClock],
  );
  const loaded = useLoadedDays(horizon, wanted, restored?.loaded);
  useRememberProgram(useMemo(() => ({ loaded: loaded.state, reached }), [loaded.state, reached]));
  // The live counts of the fetched days' screenings too (spec §4.3), each id asked for once.
  const liveCounts = useContext(LiveTicketCounts);
  useEffect(() => {
    const ids = [...loaded.days.values()].flatMap((day) =>
      day.films.flatMap((film) => film.screenings.map((screening) => screening.id)),
    );
    if (ids.length > 0) liveCounts.request(ids);
  }, [liveCounts, loaded.days]);
  // In the horizon's order: a fetched day whole, else as this document holds it.
  const allDays = useMemo(
    () =>
      horizon.flatMap((entry) => {
        const day = loaded.days.get(entry.date) ?? documentDays.find((held) => held.date === entry.date);
        return day === undefined ? [] : [day];
      }),
    [horizon, loaded.days, documentDays],
  );
  const films = useMemo(() => ({ ...documentFilms, ...loaded.films }), [documentFilms, loaded.films]);
  const days = useMemo(() => filterProgramDays(allDays, filters), [allDays, filters]);
  const filmCount = days.reduce((sum, day) => sum + day.films.length, 0);
  const shown = useFirstScreenCount(filmCount, FIRST_FILMS);
  const shownDays = useMemo(() => firstInGroups(days, 'films', shown), [days, shown]);
  // What each fact's chip means, its hover title (page data: no weight on the bundle).
  const explain = useMemo(
    () =>
      choices &&
      new Map(choices.groups.flatMap((group) => group.choices.map((fact) => [fact.value, fact.explanation] as const))),
    [choices],
  );
  // What the clock's sheet hides is not counted: a screening whose sale has ended.
  const cut = useClockCut(filtered);
  const count = days.reduce(
    (sum, day) =>
      sum +
      day.films.reduce(
        (films, film) =>
          films + film.screenings.filter((screening) => cut === null || screening.saleEnds >= cut).length,
        0,
      ),
    0,
  );
  // Where a day link goes: the day's section once it is here whole, else the page that holds it.
  const here = useMemo(() => new Set(allDays.flatMap((day) => (day.rest === null ? [day.date] : []))), [allDays]);
  const links = useMemo(
    () => horizon.map((day) => (here.has(day.date) ? { ...day, href: `#${day.anchor}` } : day)),
    [horizon, here],
  );
  const filteredLinks = useMemo(() => dayLinksOf(days), [days]);
  const next = filtered ? null : nextToReach(allDays, links);
  const reach = useCallback(
    (date: string) => setReached((dates) => (dates.includes(date) ? dates : [...dates, date])),
    [],
  );
  return (
    // Unfiltered, the default view is its first two days from the visitor's (decision 172); a
    // day link shows every day. A filtered view is short already and shows all it matches, and
    // so does a programme that has fetched days beyond its document.
    <section
      className="program"
      aria-labelledby={headingId}
      {...lastSale(lastSaleEnds)}
      {...shortView(!filtered && reached.length === 0)}
    >
      <BlockHeading level={headingLevel} className="program-heading" id={headingId}>
        {title}
      </BlockHeading>
      {/* Past the filters and the day links to the first screening (visible on focus). */}
      <a className="skip-link program-skip" href={`#${SKIP_TARGET}`}>
        {labels.skipToShowings}
      </a>
      <ClockEmpty text={labels.noMoreShowings} wayOn={{ href: PROGRAM_PATHS.upcoming, label: labels.comingSoon }} />
      {/* Filters, what the chips mean and the day links share one row on a phone until opened. */}
      <div className="program-toolbar">
        {choices && horizon.length > 0 && (
          <ProgramFilterForm choices={choices} days={horizon} filters={filters} onChange={setFilters} />
        )}
        {choices && <FactLegend groups={choices.groups} />}
        {filtered
          ? days.length > 1 && <ProgramDayLinks days={filteredLinks} />
          : links.length > 1 && <ProgramDayLinks days={links} />}
      </div>
      {choices && (
        <p className="program-count" role="status">
          {filtered && loaded.loading
            ? labels.loadingShowings
            : filtered
              ? `${count} ${count === 1 ? labels.showingShown : labels.showingsShown}`
              : ''}
        </p>
      )}
      {loaded.failed && <p className="program-failed">{labels.showingsNotLoaded}</p>}
      {filtered && count === 0 && !loaded.loading ? (
        <Suspense fallback={null}>
          <ProgramNoMatch filters={filters} days={horizon} onChange={setFilters} />
        </Suspense>
      ) : (
        days.length === 0 && !loaded.loading && <p className="program-empty">{emptyText}</p>
      )}
      {/* The skip link's target: not a day, so following it keeps the short view (clock-script.ts). */}
      <span id={SKIP_TARGET} className="program-skip-target" data-keeps-view="" />
      <ProgramDays
        days={days}
        shownDays={shownDays}
        links={filtered ? null : links}
        films={films}
        headingLevel={headingLevel}
        explain={explain}
      />
      {next && <ProgramMore next={next} onReach={reach} />}
    </section>
  );
}
