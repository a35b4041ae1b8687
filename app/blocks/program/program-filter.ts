/**
 * The visitor's filters of the cinema programme (beyond the spec, decision 30): day, age limit
 * and the screening's facts (speech, subtitles, format, access, audience: ../ticket/screening-facts.ts),
 * kept in the URL query (`?dag=2026-11-24&alder=9&tale=norsk-tale&tilgang=synstolket`) so a
 * filtered view can be shared. Pure: parsing, printing and matching, no DOM.
 */
import type { Feature } from '../../model/common.ts';
import { FACT_GROUPS, factById, factIdsOf } from '../parts/ticket/screening-facts.ts';

/** The age limits a visitor can pick (spec §9 age-rating features). */
export const AGE_CHOICES = [6, 9, 12, 15] as const;

/** What one screening offers to the filters, derived from its features at build time. */
export interface ScreeningFacets {
  /** The age limit in years; 0 for 'Tillatt for alle'; null when the film has none. */
  age: number | null;
  /** The ids of its facts (`norsk-tale`, `synstolket`, `filmklubb`), in the fact table's order. */
  facts: string[];
}

/** The filters in force; a missing field does not filter. */
export interface ProgramFilters {
  /** `YYYY-MM-DD` */
  day?: string;
  /** Films a child of this age may see: age limit at most this. */
  age?: number;
  /** Fact ids picked, in the fact table's groups: alternatives within a group, needs across them. */
  facts?: string[];
}

/** The query parameter of the day and age filters, in Bokmål like the routes (spec §1); the facts' are their group's. */
export const FILTER_PARAMS = { day: 'dag', age: 'alder' } as const;

const AGE = /^(\d{1,2}) år$/i;
const ALL_AGES = /^tillatt for alle$/i;

/** A screening's facets from its features ('12 år', 'Norsk tale', 'Synstolket', 'Filmklubb'). */
export function facetsOf(features: readonly Feature[]): ScreeningFacets {
  let age: number | null = null;
  for (const { name } of features) {
    const years = AGE.exec(name.trim());
    if (years?.[1] !== undefined) age = Number(years[1]);
    else if (ALL_AGES.test(name.trim())) age = 0;
  }
  return { age, facts: factIdsOf(features) };
}

/**
 * Reads filters from a query string. Values that are not choices (`alder=7`, a malformed day,
 * an unknown fact or one under another group's parameter) are dropped, so an old or edited
 * link still shows a programme rather than nothing.
 */
export function parseProgramFilters(search: string): ProgramFilters {
  const query = new URLSearchParams(search);
  const filters: ProgramFilters = {};
  const day = query.get(FILTER_PARAMS.day);
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) filters.day = day;
  const age = Number(query.get(FILTER_PARAMS.age));
  if ((AGE_CHOICES as readonly number[]).includes(age)) filters.age = age;
  const facts = FACT_GROUPS.flatMap((group) =>
    query.getAll(group.param).filter((id) => factById(id)?.group === group.id),
  );
  if (facts.length > 0) filters.facts = [...new Set(facts)];
  return filters;
}

/** The query string of some filters (`?dag=…&alder=…&tale=…`), or '' when none is set. */
export function programFiltersQuery(filters: ProgramFilters): string {
  const query = new URLSearchParams();
  if (filters.day) query.set(FILTER_PARAMS.day, filters.day);
  if (filters.age !== undefined) query.set(FILTER_PARAMS.age, String(filters.age));
  for (const group of FACT_GROUPS)
    for (const id of filters.facts ?? []) if (factById(id)?.group === group.id) query.append(group.param, id);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** True when some filter is set. */
export function hasFilters(filters: ProgramFilters): boolean {
  return filters.day !== undefined || filters.age !== undefined || (filters.facts?.length ?? 0) > 0;
}

/** How many filters are set: the day, the age and each fact picked. */
export function filterCount(filters: ProgramFilters): number {
  return (filters.day === undefined ? 0 : 1) + (filters.age === undefined ? 0 : 1) + (filters.facts?.length ?? 0);
}

/**
 * Whether a screening's facts pass the facts picked: in a group of alternatives one of its
 * picked facts is enough, in a group of needs (access) every one is required; every group
 * with a pick must pass.
 */
function factsMatch(facts: readonly string[], picked: readonly string[]): boolean {
  return FACT_GROUPS.every((group) => {
    const wanted = picked.filter((id) => factById(id)?.group === group.id);
    if (wanted.length === 0) return true;
    return group.match === 'all' ? wanted.every((id) => facts.includes(id)) : wanted.some((id) => facts.includes(id));
  });
}

/**
 * Whether a screening on `date` passes the filters. An age filter keeps films whose limit is
 * at most the age picked, and drops films without a known limit (nobody can vouch for them).
 */
function screeningMatches(date: string, facets: ScreeningFacets, filters: ProgramFilters): boolean {
  if (filters.day !== undefined && date !== filters.day) return false;
  if (filters.age !== undefined && (facets.age === null || facets.age > filters.age)) return false;
  return factsMatch(facets.facts, filters.facts ?? []);
}

/**
 * The days, films and screenings that pass the filters; films and days left empty drop out.
 * Generic over the programme's shapes so the component and the tests share it.
 */
export function filterProgramDays<
  Screening extends { facets: ScreeningFacets },
  Film extends { screenings: Screening[] },
  Day extends { date: string; films: Film[] },
>(days: readonly Day[], filters: ProgramFilters): Day[] {
  if (!hasFilters(filters)) return [...days];
  return days.flatMap((day) => {
    const films = day.films.flatMap((film) => {
      const screenings = film.screenings.filter((screening) => screeningMatches(day.date, screening.facets, filters));
      return screenings.length === 0 ? [] : [{ ...film, screenings }];
    });
    return films.length === 0 ? [] : [{ ...day, films }];
  });
}
