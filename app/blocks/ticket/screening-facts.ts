/**
 * What a screening is, for a visitor deciding whether it is for them: the platform's feature
 * names (an event's `features[]`, spec §3.3, §3.6) and its `club` flag, read as facts with a
 * Bokmål label, a short badge, an accessible name and an explanation. One table, pure: the
 * programme's badges and filters and the film page's chips all read it. A feature name the
 * table does not know (an age limit, 'Servering') stays a plain chip with its own name.
 */
import type { Feature } from '../../model/common.ts';

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
  /** What it means for the visitor, and what to do. */
  explanation: string;
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
    explanation: 'Filmen vises med norsk tale, også når den er laget på et annet språk.',
  },
  {
    id: 'originaltale',
    group: 'speech',
    names: ['Originaltale', 'Original tale', 'Originalversjon'],
    label: 'Originaltale',
    badge: 'Originaltale',
    accessibleName: 'Originaltale',
    explanation: 'Filmen vises med tale på språket den er laget på.',
  },
  {
    id: 'norsk-tekst',
    group: 'subtitles',
    names: ['Norsk tekst', 'Norske tekster'],
    label: 'Norsk tekst',
    badge: 'Norsk tekst',
    accessibleName: 'Norsk tekst',
    explanation: 'Norske undertekster.',
  },
  {
    id: 'engelsk-tekst',
    group: 'subtitles',
    names: ['Engelsk tekst', 'Engelske tekster', 'English subtitles'],
    label: 'Engelsk tekst',
    badge: 'Engelsk tekst',
    accessibleName: 'Engelsk tekst',
    explanation: 'Engelske undertekster (English subtitles).',
  },
  {
    id: 'teksting-for-horselshemmede',
    group: 'subtitles',
    names: ['Teksting for hørselshemmede', 'Tekstet for hørselshemmede'],
    label: 'Teksting for hørselshemmede',
    badge: 'HH-tekst',
    accessibleName: 'Teksting for hørselshemmede',
    explanation: 'Norsk tekst på all tale, også den norske, med lyder og hvem som snakker.',
  },
  {
    id: '2d',
    group: 'format',
    names: ['2D'],
    label: '2D',
    badge: '2D',
    accessibleName: '2D',
    explanation: 'Vanlig visning, uten 3D-briller.',
  },
  {
    id: '3d',
    group: 'format',
    names: ['3D'],
    label: '3D',
    badge: '3D',
    accessibleName: '3D',
    explanation: 'Vises i 3D. Du får 3D-briller i salen.',
  },
  {
    id: 'synstolket',
    group: 'access',
    names: ['Synstolket', 'Synstolking', 'Synstolkning'],
    label: 'Synstolket',
    badge: 'Synstolket',
    accessibleName: 'Synstolket',
    explanation:
      'Synstolkingen hører du på egen mobil med appen MovieReading, gratis i App Store og Google Play. Last ned filmens synstolking hjemme, ta med hodetelefoner og start appen i salen: den finner selv stedet i filmen.',
  },
  {
    id: 'teleslynge',
    group: 'access',
    names: ['Teleslynge'],
    label: 'Teleslynge',
    badge: 'Teleslynge',
    accessibleName: 'Teleslynge i salen',
    explanation: 'Salen har teleslynge: sett høreapparatet på T.',
  },
  {
    id: 'rullestolplass',
    group: 'access',
    names: ['Rullestolplass', 'Rullestol'],
    label: 'Rullestolplass',
    badge: 'Rullestol',
    accessibleName: 'Rullestolplass',
    explanation: 'Trinnfri vei inn og plass til rullestol i salen. Velg rullestolplass når du kjøper billett.',
  },
  {
    id: 'sansevennlig',
    group: 'access',
    names: ['Sansevennlig visning', 'Sansevennlig'],
    label: 'Sansevennlig visning',
    badge: 'Sansevennlig',
    accessibleName: 'Sansevennlig visning',
    explanation: 'Lavere lyd, litt lys i salen og ingen reklame. Det er lov å bevege seg og gå ut og inn.',
  },
  {
    id: 'babykino',
    group: 'audience',
    names: ['Babykino'],
    label: 'Babykino',
    badge: 'Babykino',
    accessibleName: 'Babykino',
    explanation: 'For foreldre med spedbarn: dempet lyd, litt lys i salen og plass til vogna.',
  },
  {
    id: 'seniorkino',
    group: 'audience',
    names: ['Seniorkino'],
    label: 'Seniorkino',
    badge: 'Seniorkino',
    accessibleName: 'Seniorkino',
    explanation: 'Visning på dagtid for seniorer, med kaffe i foajeen før filmen.',
  },
  {
    id: 'filmklubb',
    group: 'audience',
    names: ['Filmklubb'],
    label: 'Filmklubb',
    badge: 'Filmklubb',
    accessibleName: 'Filmklubbvisning',
    explanation: 'En visning i filmklubben, ofte med en kort innledning før filmen.',
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
