/**
 * The visitor's filters of the cinema programme (beyond the spec, decision 30): day, age limit, language/subtitles
 * and picture format, kept in the URL query (`?dag=2026-11-24&alder=9&sprak=norsk-tale&format=2d`)
 * so a filtered view can be shared. Pure: parsing, printing and matching, no DOM.
 */
import type { Feature } from '../../model/common.ts';

/** The age limits a visitor can pick (spec §9 age-rating features). */
export const AGE_CHOICES = [6, 9, 12, 15] as const;

/** What one screening offers to the filters, derived from its features at build time. */
export interface ScreeningFacets {
  /** The age limit in years; 0 for 'Tillatt for alle'; null when the film has none. */
  age: number | null;
  /** Slugs of its language and subtitle features: `norsk-tale`, `norsk-tekst`, `originaltale`. */
  languages: string[];
  /** Slugs of its picture formats: `2d`, `3d`. */
  formats: string[];
}

/** The filters in force; a missing field does not filter. */
export interface ProgramFilters {
  /** `YYYY-MM-DD` */
  day?: string;
  /** Films a child of this age may see: age limit at most this. */
  age?: number;
  language?: string;
  format?: string;
}

/** The query parameter of each filter, in Bokmål like the routes (spec §1). */
export const FILTER_PARAMS = { day: 'dag', age: 'alder', language: 'sprak', format: 'format' } as const;

/** 'Norsk tale' → 'norsk-tale'. */
export function facetSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const AGE = /^(\d{1,2}) år$/i;
const ALL_AGES = /^tillatt for alle$/i;
const LANGUAGE = /(?:tale|tekst)$/i;
const FORMAT = /^\d+D$/i;

/** A screening's facets from its features ('12 år', 'Norsk tale', 'Norsk tekst', '2D'). */
export function facetsOf(features: readonly Feature[]): ScreeningFacets {
  let age: number | null = null;
  const languages: string[] = [];
  const formats: string[] = [];
  for (const { name } of features) {
    const years = AGE.exec(name.trim());
    if (years?.[1] !== undefined) age = Number(years[1]);
    else if (ALL_AGES.test(name.trim())) age = 0;
    else if (LANGUAGE.test(name.trim())) languages.push(facetSlug(name));
    else if (FORMAT.test(name.trim())) formats.push(facetSlug(name));
  }
  return { age, languages, formats };
}

/**
 * Reads filters from a query string. Values that are not choices (`alder=7`, a malformed day)
 * are dropped, so an old or edited link still shows a programme rather than nothing.
 */
export function parseProgramFilters(search: string): ProgramFilters {
  const query = new URLSearchParams(search);
  const filters: ProgramFilters = {};
  const day = query.get(FILTER_PARAMS.day);
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) filters.day = day;
  const age = Number(query.get(FILTER_PARAMS.age));
  if ((AGE_CHOICES as readonly number[]).includes(age)) filters.age = age;
  const language = query.get(FILTER_PARAMS.language);
  if (language && /^[a-z0-9-]+$/.test(language)) filters.language = language;
  const format = query.get(FILTER_PARAMS.format);
  if (format && /^[a-z0-9-]+$/.test(format)) filters.format = format;
  return filters;
}

/** The query string of some filters (`?dag=…&alder=…`), or '' when none is set. */
export function programFiltersQuery(filters: ProgramFilters): string {
  const query = new URLSearchParams();
  if (filters.day) query.set(FILTER_PARAMS.day, filters.day);
  if (filters.age !== undefined) query.set(FILTER_PARAMS.age, String(filters.age));
  if (filters.language) query.set(FILTER_PARAMS.language, filters.language);
  if (filters.format) query.set(FILTER_PARAMS.format, filters.format);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** True when some filter is set. */
export function hasFilters(filters: ProgramFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * Whether a screening on `date` passes the filters. An age filter keeps films whose limit is
 * at most the age picked, and drops films without a known limit (nobody can vouch for them).
 */
function screeningMatches(date: string, facets: ScreeningFacets, filters: ProgramFilters): boolean {
  if (filters.day !== undefined && date !== filters.day) return false;
  if (filters.age !== undefined && (facets.age === null || facets.age > filters.age)) return false;
  if (filters.language !== undefined && !facets.languages.includes(filters.language)) return false;
  if (filters.format !== undefined && !facets.formats.includes(filters.format)) return false;
  return true;
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
