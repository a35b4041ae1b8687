import { defineBlock, SUBPAGE_PARAM } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath } from '../../engine/urls/site-paths.ts';
import { type DayName, latestKey } from '../../locale/clock-keys.ts';
import { datePart, shortDayLabel } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import type { ViewImage } from '../../model/view-models.ts';
import { itemCategory } from '../parts/ticket/analytics-item.ts';
import { groupByDay, lastSaleEnd, type TicketView, toTicketView, upcomingEvents } from '../parts/ticket/event-view.ts';
import { FACT_EXPLANATIONS } from '../parts/ticket/fact-explanations.ts';
import { FACT_GROUPS, type FactGroup, SCREENING_FACTS, withClubFeature } from '../parts/ticket/screening-facts.ts';
import { dayPagePath, firstPart } from './first-part.ts';
import { facetsOf, type ScreeningFacets } from './program-filter.ts';
import { PROGRAM_VERSION, programFields } from './properties.ts';

/** A screening with what the visitor's filters read of it. */
interface ProgramScreening extends TicketView {
  facets: ScreeningFacets;
}

/** A choice of a filter: its query value, its label and what it means. */
interface FilterChoice {
  value: string;
  label: string;
  /** The chip a screening shows for it ('Rullestol' for 'Rullestolplass'). */
  badge: string;
  explanation: string;
}

/** The filter form's choices, from the screenings listed; null when the block shows no filters. */
export interface ProgramFilterChoices {
  /** Each kind of fact some screening has, with the facts of it that some screening has. */
  groups: Array<{ group: FactGroup; choices: FilterChoice[] }>;
}

/** A film of the programme, once however many days it plays. */
interface ProgramFilm {
  title: string;
  /** `/{parentSlug}` (a culture item: `/{pageReference}`). */
  link: string;
  image: ViewImage | null;
}

/** One film on one day, with its screenings that day. */
export interface ProgramDayFilm {
  /** The production id: its entry in the programme's `films`. */
  id: string;
  screenings: ProgramScreening[];
  /** When its last screening that day stops being offered (`YYYYMMDDHHmm`). */
  lastSaleEnds: string | null;
}

/** One day of the programme. */
export interface ProgramDay {
  date: string;
  /** The build day's heading ('I dag', 'Lørdag 28. november'). */
  label: string;
  /** The day's names for the visitor's clock (heading, day links, day filter). */
  name: DayName;
  /** 'I dag', 'Søn. 29. nov.': the build day's short name. */
  navLabel: string;
  /** The id of the day's section, for the day links at the top. */
  anchor: string;
  films: ProgramDayFilm[];
  /** The day's own page when this document holds only its first films (the rest is there); else null. */
  rest: string | null;
}

/**
 * A day of the programme's whole horizon, in this document or not: the day links, the day
 * filter, and where the client finds a day this document does not hold (decision 218).
 */
export interface ProgramHorizonDay {
  date: string;
  name: DayName;
  navLabel: string;
  anchor: string;
  /** Where a link to the day goes: its section here (`#program-…`), or a page that holds it. */
  href: string;
  /** The page whose programme holds the day whole, for the client to fetch; null when this document does. */
  source: string | null;
  /** When the day's last screening stops being offered (`YYYYMMDDHHmm`): the clock drops its link then. */
  lastSaleEnds: string | null;
}

/** What the programme renders. */
export interface ProgramProps {
  title: string;
  headingLevel: 1 | 2;
  /** The days this document holds: the first ones (the last maybe in part), or the one of a day's page. */
  days: ProgramDay[];
  /** Every day of the programme, this document's or not. */
  horizon: ProgramHorizonDay[];
  /** A day's own page (`/kinoprogram/2026-12-12`), not the programme's first document. */
  dayPage: boolean;
  /** When the programme's last screening stops being offered: after it, the programme says so. */
  lastSaleEnds: string | null;
  /**
   * Each film's title, link and poster by production id. Once, not on every day it plays: a
   * poster's addresses were a third of the page's payload, repeated for each day.
   */
  films: Record<string, ProgramFilm>;
  /** Day, age and fact filters (`showFilters`), or null. */
  filters: ProgramFilterChoices | null;
  emptyText: string;
}

/**
 * Every screening (spec §2.2 `/kinoprogram`, the cinema-day page): bind `events` to an event
 * source with `@`. Grouped by day, then by film in order of its first screening that day;
 * `from`/`to` (`YYYY-MM-DD`) narrow the days. Posters come from the production index.
 */
export const programBlock = defineBlock({
  component: 'program',
  version: PROGRAM_VERSION,
  dataSchema: programFields.dataSchema,
  resolve({ data, bound, site, today, index, params, pagePath }): ProgramProps {
    const start = data.from !== undefined && data.from > today ? data.from : today;
    const events = upcomingEvents(programFields.read(bound).events, start).filter(
      (event) => data.to === undefined || datePart(event.startDate) <= data.to,
    );
    const programFilms: Record<string, ProgramFilm> = {};
    const allDays = groupByDay(events, (event) => event.startDate, today).map((day): ProgramDay => {
      const films = new Map<string, ProgramDayFilm>();
      for (const event of day.items) {
        let film = films.get(event.production.id);
        if (!film) {
          if (!(event.production.id in programFilms)) {
            const poster = index.productionsById
              .get(event.production.id)
              ?.assets.find((asset) => asset.type === 'first_poster');
            programFilms[event.production.id] = {
              title: event.production.title,
              link: productionPath(event.production),
              // The title link next to it names the film.
              image: poster ? responsiveImage(site, poster, IMAGE_SIZES.program, '') : null,
            };
          }
          film = { id: event.production.id, screenings: [], lastSaleEnds: null };
          films.set(event.production.id, film);
        }
        const listing = {
          listName: data.title,
          category: itemCategory(index.productionsById.get(event.production.id)),
        };
        // The club flag is a fact like the features (its chip and its filter).
        const features = withClubFeature(event.features, event.club);
        film.screenings.push({
          ...toTicketView(site, event, data.showTicketCount, listing),
          features,
          facets: facetsOf(features),
        });
      }
      for (const film of films.values()) film.lastSaleEnds = lastSaleEnd(film.screenings);
      return {
        date: day.date,
        label: day.label,
        name: day.name,
        navLabel: shortDayLabel(day.date, today),
        anchor: `program-${day.date}`,
        films: [...films.values()],
        rest: null,
      };
    });
    // The first document's days, or the one day of a day's page (SUBPAGE_PARAM: its date).
    const first = firstPart(allDays);
    const wholeInFirst = new Set(first.flatMap(({ day, whole }) => (whole ? [day.date] : [])));
    const subpage = params[SUBPAGE_PARAM];
    const days =
      subpage === undefined
        ? first.map(({ day, whole }) => (whole ? day : { ...day, rest: dayPagePath(pagePath, day.date) }))
        : allDays.filter((day) => day.date === subpage);
    const wholeHere = new Set(days.flatMap((day) => (day.rest === null ? [day.date] : [])));
    const horizon = allDays.map((day): ProgramHorizonDay => {
      const inFirst = wholeInFirst.has(day.date);
      const source = wholeHere.has(day.date) ? null : inFirst ? pagePath : dayPagePath(pagePath, day.date);
      return {
        date: day.date,
        name: day.name,
        navLabel: day.navLabel,
        anchor: day.anchor,
        href: source === null ? `#${day.anchor}` : inFirst ? `${pagePath}#${day.anchor}` : source,
        source,
        lastSaleEnds: latestKey(day.films.flatMap((film) => film.lastSaleEnds ?? [])),
      };
    });
    const shownFilms = new Set(days.flatMap((day) => day.films.map((film) => film.id)));
    return {
      title: data.title,
      headingLevel: data.headingLevel,
      days,
      horizon,
      dayPage: subpage !== undefined,
      lastSaleEnds: latestKey(horizon.flatMap((day) => day.lastSaleEnds ?? [])),
      films: Object.fromEntries(Object.entries(programFilms).filter(([id]) => shownFilms.has(id))),
      filters: data.showFilters ? filterChoices(allDays) : null,
      emptyText: labels.noShowings,
    };
  },
  // Each day the first document does not hold whole gets a page of its own (decision 218).
  subpages: (props) =>
    props.horizon.flatMap((day) => (day.source === null ? [] : [{ segment: day.date, title: day.name.long }])),
  outputs: (props) => ({
    liveEventIds: props.days.flatMap((day) =>
      day.films.flatMap((film) => film.screenings.map((screening) => screening.id)),
    ),
  }),
});

/** The facts some listed screening has, by kind, in the fact table's order. */
function filterChoices(days: readonly ProgramDay[]): ProgramFilterChoices {
  const offered = new Set(
    days.flatMap((day) => day.films.flatMap((film) => film.screenings.flatMap((screening) => screening.facets.facts))),
  );
  return {
    groups: FACT_GROUPS.flatMap((group) => {
      const choices = SCREENING_FACTS.filter((fact) => fact.group === group.id && offered.has(fact.id)).map((fact) => ({
        value: fact.id,
        label: fact.label,
        badge: fact.badge,
        explanation: FACT_EXPLANATIONS[fact.id] ?? '',
      }));
      return choices.length === 0 ? [] : [{ group, choices }];
    }),
  };
}
