/**
 * The programme's days as it renders them: each day's films and screenings, the day links, and
 * the way on past the last day here (decision 218). Components of props, for program.tsx.
 */
import { memo, useEffect, useRef } from 'react';
import { latestKey } from '../../locale/clock-keys.ts';
import { labels } from '../../locale/labels.ts';
import { BlockImage, FeatureList, FilmStarts, TicketAction } from '../parts/block-parts.tsx';
import { ClockEmpty, DayNameText, dayOf, lastSale, nextDayWayOn, saleEnds, viewDay } from '../parts/clock-parts.tsx';
import type { ProgramHorizonDay, ProgramProps } from './resolve.ts';

type ProgramDay = ProgramProps['days'][number];

/** Links to days that are here, by their sections. */
export function dayLinksOf(days: readonly ProgramDay[]): DayLink[] {
  return days.map((day) => ({
    ...day,
    href: `#${day.anchor}`,
    lastSaleEnds: latestKey(day.films.flatMap((film) => film.lastSaleEnds ?? [])),
  }));
}
export type DayLink = Pick<ProgramHorizonDay, 'date' | 'name' | 'anchor' | 'href' | 'lastSaleEnds'>;

/**
 * What the end of the programme's days leads to when it is not here: the rest of a day this
 * document holds in part, or the next day. Null when every day is here.
 */
export function nextToReach(
  days: readonly ProgramDay[],
  links: readonly DayLink[],
): { date: string; href: string; label: 'rest' | 'next'; name: DayLink['name'] } | null {
  const last = days.at(-1);
  if (last?.rest != null) return { date: last.date, href: last.rest, label: 'rest', name: last.name };
  const following = links.find((day) => (last === undefined || day.date > last.date) && !day.href.startsWith('#'));
  return following ? { date: following.date, href: following.href, label: 'next', name: following.name } : null;
}

/**
 * The way on past the last day here: a link to the page that holds it (so a visitor without
 * JavaScript reaches every day), and, once hydrated, a scroll to it fetches that day in place.
 */
export function ProgramMore({
  next,
  onReach,
}: {
  next: NonNullable<ReturnType<typeof nextToReach>>;
  onReach: (date: string) => void;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const { date } = next;
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    // A screen ahead, so the day is there by the time the visitor's scroll gets to it; watched
    // from the visitor's first scroll, so a page load fetches nothing it was not asked for.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach(date);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    const watch = () => observer.observe(element);
    if (window.scrollY > 0) watch();
    else window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [date, onReach]);
  return (
    <p className="program-more" ref={ref}>
      <a href={next.href}>
        {next.label === 'rest' ? labels.moreShowingsThatDay : labels.nextDay}:{' '}
        <DayNameText name={next.name} form="short" />
      </a>
    </p>
  );
}

/** The day links of the toolbar, a jump to each day (kept from rendering again with the filter form). */
export const ProgramDayLinks = memo(function ProgramDayLinks({ days }: { days: readonly DayLink[] }) {
  return (
    <nav className="program-days" aria-label={labels.jumpToDay}>
      <ul>
        {days.map((day) => (
          // In the short view an emptied day's link goes with its day (the clock's sheet).
          <li key={day.date} {...dayOf(day.name)} {...lastSale(day.lastSaleEnds)}>
            <a href={day.href}>
              <DayNameText name={day.name} form="short" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

interface ProgramDaysProps {
  /** Every day the filters leave, for the way on from each. */
  days: readonly ProgramDay[];
  /** Unfiltered, every day of the horizon, here or not: the way on from a day is the next of them. */
  links: readonly DayLink[] | null;
  /** The part of them rendered now (useFirstScreenCount). */
  shownDays: readonly ProgramDay[];
  films: ProgramProps['films'];
  headingLevel: ProgramProps['headingLevel'];
  /** What each fact's chip means, its hover title; null without filters. */
  explain: ReadonlyMap<string, string> | null;
}

/**
 * Each day with its films and their screenings: most of the programme's elements. A memo, so
 * it renders only when the days do: the page hydrating (the filter form then applies a change
 * at once) or the clock's count of what is left leaves them alone.
 */
export const ProgramDays = memo(function ProgramDays({
  days,
  links,
  shownDays,
  films,
  headingLevel,
  explain,
}: ProgramDaysProps) {
  const ways = links ?? dayLinksOf(days);
  // Days and films sit one and two levels below the block's heading.
  const DayHeading = headingLevel === 1 ? 'h2' : 'h3';
  const FilmHeading = headingLevel === 1 ? 'h3' : 'h4';
  return shownDays.map((day, dayIndex) => (
    <section
      key={day.date}
      className="program-day"
      id={day.anchor}
      aria-labelledby={`${day.anchor}-heading`}
      {...dayOf(day.name)}
      {...viewDay(day.name)}
      {...lastSale(latestKey(day.films.flatMap((film) => film.lastSaleEnds ?? [])))}
    >
      <DayHeading className="program-day-heading" id={`${day.anchor}-heading`}>
        <DayNameText name={day.name} form="long" />
      </DayHeading>
      <ClockEmpty text={labels.noMoreShowingsToday} wayOn={nextDayLink(ways, day.date)} />
      <ul className="program-films">
        {day.films.map((film, filmIndex) => {
          const card = films[film.id];
          if (card === undefined) return null;
          return (
            <li key={film.id} className="program-film" {...saleEnds(film.lastSaleEnds)}>
              {/* The first poster is in a phone's first screen, the largest paint for a visitor
                  who has answered the consent banner: fetched at once (decision 101). */}
              {card.image && (
                <BlockImage image={card.image} className="program-image" eager={dayIndex === 0 && filmIndex === 0} />
              )}
              <div className="program-film-body">
                <FilmHeading className="program-film-title">
                  <a href={card.link}>{card.title}</a>
                </FilmHeading>
                <ul className="program-screenings">
                  {film.screenings.map((screening) => (
                    <li key={screening.id} className="program-screening" {...saleEnds(screening.saleEnds)}>
                      <span className="program-time">{screening.time}</span>
                      <span className="program-location">{screening.location}</span>
                      <FilmStarts time={screening.filmStarts} />
                      <FeatureList features={screening.features} explain={explain} />
                      <span className="program-action">
                        <TicketAction
                          ticket={screening}
                          context={`${card.title}, ${day.name.long} ${screening.time}`}
                          analytics={screening.analytics}
                        />
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
      {day.rest === null && <NextDayLink ways={ways} date={day.date} />}
    </section>
  ));
});

/**
 * The way on at a day's end, to the next day when it is here: in the short view, how the later
 * days are reached (past the last day here, `ProgramMore` leads on).
 */
function NextDayLink({ ways, date }: { ways: readonly DayLink[]; date: string }) {
  const next = ways.find((day) => day.date > date);
  if (next === undefined || !next.href.startsWith('#')) return null;
  return (
    <p className="program-next-day">
      <a href={next.href}>
        {labels.nextDay}: <DayNameText name={next.name} form="short" />
      </a>
    </p>
  );
}

/** The way on from an emptied day: the next day of the (filtered) programme, here or on its page, or none. */
function nextDayLink(ways: readonly DayLink[], date: string) {
  const next = ways.find((day) => day.date > date);
  return next ? nextDayWayOn(next.href, next.name) : null;
}
