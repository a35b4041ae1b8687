/**
 * What a screening is, for a visitor deciding whether it is for them: the platform's feature
 * names (an event's `features[]`, spec §3.3, §3.6) and its `club` flag, read as facts with a
 * Bokmål label, a short badge and an accessible name. One table, pure: the programme's badges
 * and filters and the film page's chips all read it; what each fact means for a visitor is in
 * fact-explanations.ts, read at build time only. A feature name the table does not know (an age
 * limit, 'Servering') stays a plain chip with its own name.
 */
import type { Feature } from '../../../model/common.ts';

/** The kinds of fact, in the order the filters list them. */
type FactGroupId = 'speech' | 'subtitles' | 'format' | 'access' | 'audience';

/** One kind of fact, as the filter form offers it. */
export interface FactGroup {
  id: FactGroupId;
  /** The filter's query parameter, in Bokmål like the routes (spec §1): `?tilgang=synstolket`. */
  param: string;
  /** The filter's legend. */
  legend: string;
  /**
   * How several picked facts of the group combine: `any` for alternatives (Norwegian speech or
   * the original), `all` for needs (a hearing loop and a wheelchair space, both).
   */
  match: 'any' | 'all';
}

export const FACT_GROUPS: readonly FactGroup[] = [
  { id: 'speech', param: 'tale', legend: 'Tale', match: 'any' },
  { id: 'subtitles', param: 'tekst', legend: 'Tekst', match: 'any' },
  { id: 'format', param: 'format', legend: 'Format', match: 'any' },
  { id: 'access', param: 'tilgang', legend: 'Tilgjengelighet', match: 'all' },
  { id: 'audience', param: 'publikum', legend: 'Visning for', match: 'any' },
];

/** One fact a screening may have. */
export interface ScreeningFact {
  /** Its value in the URL query and in the page's `data-facts`: `synstolket`. */
  id: string;
  group: FactGroupId;
  /** The platform's feature names that mean it, matched without regard to case or spacing. */
  names: readonly string[];
  /** What the filter and the explanations call it. */
  label: string;
  /** The chip on a screening: short, so a phone's screening row stays one or two lines. */
  badge: string;
  /** What a screen reader reads for the chip, when the badge is shortened. */
  accessibleName: string;
}

/** CAREFUL: `id`s are in shared links (`?tilgang=synstolket`); add, do not rename. */
export const SCREENING_FACTS: readonly ScreeningFact[] = [
  {
    id: 'norsk-tale',
    group: 'speech',
    names: ['Norsk tale', 'Norsk versjon'],
    label: 'Norsk tale',
    badge: 'Norsk tale',
    accessibleName: 'Norsk tale',
  },
  {
    id: 'originaltale',
    group: 'speech',
    names: ['Originaltale', 'Original tale', 'Originalversjon'],
    label: 'Originaltale',
    badge: 'Originaltale',
    accessibleName: 'Originaltale',
  },
  {
    id: 'norsk-tekst',
    group: 'subtitles',
    names: ['Norsk tekst', 'Norske tekster'],
    label: 'Norsk tekst',
    badge: 'Norsk tekst',
    accessibleName: 'Norsk tekst',
  },
  {
    id: 'engelsk-tekst',
    group: 'subtitles',
    names: ['Engelsk tekst', 'Engelske tekster', 'English subtitles'],
    label: 'Engelsk tekst',
    badge: 'Engelsk tekst',
    accessibleName: 'Engelsk tekst',
  },
  {
    id: 'teksting-for-horselshemmede',
    group: 'subtitles',
    names: ['Teksting for hørselshemmede', 'Tekstet for hørselshemmede'],
    label: 'Teksting for hørselshemmede',
    badge: 'HH-tekst',
    accessibleName: 'Teksting for hørselshemmede',
  },
  {
    id: '2d',
    group: 'format',
    names: ['2D'],
    label: '2D',
    badge: '2D',
    accessibleName: '2D',
  },
  {
    id: '3d',
    group: 'format',
    names: ['3D'],
    label: '3D',
    badge: '3D',
    accessibleName: '3D',
  },
  {
    id: 'synstolket',
    group: 'access',
    names: ['Synstolket', 'Synstolking', 'Synstolkning'],
    label: 'Synstolket',
    badge: 'Synstolket',
    accessibleName: 'Synstolket',
  },
  {
    id: 'teleslynge',
    group: 'access',
    names: ['Teleslynge'],
    label: 'Teleslynge',
    badge: 'Teleslynge',
    accessibleName: 'Teleslynge i salen',
  },
  {
    id: 'rullestolplass',
    group: 'access',
    names: ['Rullestolplass', 'Rullestol'],
    label: 'Rullestolplass',
    badge: 'Rullestol',
    accessibleName: 'Rullestolplass',
  },
  {
    id: 'sansevennlig',
    group: 'access',
    names: ['Sansevennlig visning', 'Sansevennlig'],
    label: 'Sansevennlig visning',
    badge: 'Sansevennlig',
    accessibleName: 'Sansevennlig visning',
  },
  {
    id: 'babykino',
    group: 'audience',
    names: ['Babykino'],
    label: 'Babykino',
    badge: 'Babykino',
    accessibleName: 'Babykino',
  },
  {
    id: 'seniorkino',
    group: 'audience',
    names: ['Seniorkino'],
    label: 'Seniorkino',
    badge: 'Seniorkino',
    accessibleName: 'Seniorkino',
  },
  {
    id: 'filmklubb',
    group: 'audience',
    names: ['Filmklubb'],
    label: 'Filmklubb',
    badge: 'Filmklubb',
    accessibleName: 'Filmklubbvisning',
  },
];

/** The feature name the `club` flag stands for (spec §3.3 `club`). */
const CLUB_NAME = 'Filmklubb';

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nb');

const FACTS_BY_NAME = new Map(SCREENING_FACTS.flatMap((fact) => fact.names.map((name) => [nameKey(name), fact])));
const FACTS_BY_ID = new Map(SCREENING_FACTS.map((fact) => [fact.id, fact]));

/** The fact a platform feature name means, or null when the table does not know it. */
export function factOfName(name: string): ScreeningFact | null {
  return FACTS_BY_NAME.get(nameKey(name)) ?? null;
}

/** The fact of an id from the URL or the page, or null. */
export function factById(id: string): ScreeningFact | null {
  return FACTS_BY_ID.get(id) ?? null;
}

/** An event's features with its `club` flag as one more, 'Filmklubb' (unless already there). */
export function withClubFeature(features: readonly Feature[], club: boolean): Feature[] {
  if (!club || features.some((feature) => factOfName(feature.name)?.id === 'filmklubb')) return [...features];
  return [...features, { name: CLUB_NAME, highlight: false }];
}

/** The ids of the facts among some features, each once, in the table's order. */
export function factIdsOf(features: readonly Feature[]): string[] {
  const ids = new Set(features.flatMap((feature) => factOfName(feature.name)?.id ?? []));
  return SCREENING_FACTS.filter((fact) => ids.has(fact.id)).map((fact) => fact.id);
}
