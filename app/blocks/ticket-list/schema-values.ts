/**
 * What the schema.org data of a detail page reads from a production's and a screening's plain
 * content: the spoken and subtitle languages and the picture format from feature names, the age
 * limit and the performer. Pure: content in, schema.org values out.
 */
import type { Feature, Property } from '../../model/common.ts';

/** A screening's languages and format as schema.org writes them (BCP 47 tags, `2D`). */
interface ScreeningLanguages {
  inLanguage?: string;
  subtitleLanguage?: string;
  videoFormat?: string;
}

// The platform's feature names (spec §9 "Feature labels") for speech and subtitles. 'Originaltale'
// names no language: the production's `language` property does.
const SPEECH: Readonly<Record<string, string>> = { 'Norsk tale': 'no', 'Engelsk tale': 'en', 'Samisk tale': 'se' };
const SUBTITLES: Readonly<Record<string, string>> = { 'Norsk tekst': 'no', 'Engelsk tekst': 'en' };
const FORMATS: ReadonlySet<string> = new Set(['2D', '3D', 'IMAX', '4DX']);

/** The languages and format a screening's features name; `originalLanguage` for 'Originaltale'. */
export function screeningLanguages(features: readonly Feature[], originalLanguage: string | null): ScreeningLanguages {
  const names = features.map((feature) => feature.name);
  const speech = names.flatMap((name) =>
    name === 'Originaltale' ? (originalLanguage ?? []) : (SPEECH[name] ?? []),
  )[0];
  const subtitles = names.flatMap((name) => SUBTITLES[name] ?? [])[0];
  const format = names.find((name) => FORMATS.has(name));
  return {
    ...(speech ? { inLanguage: speech } : {}),
    ...(subtitles ? { subtitleLanguage: subtitles } : {}),
    ...(format ? { videoFormat: format } : {}),
  };
}

/** The age limit among a film's features ('15 år', 'Tillatt for alle'), as its `contentRating`; null when none. */
export function ageRating(features: readonly Feature[]): string | null {
  return features.find((feature) => /^(?:\d{1,2} år|Tillatt for alle)$/.test(feature.name))?.name ?? null;
}

/** Who performs a culture item: its `performer` (a person) or `ensemble` (a group) property. */
export interface Performer {
  type: 'Person' | 'PerformingGroup';
  name: string;
}

/** The performer a production's properties name, or null. */
export function performerOf(properties: readonly Property[]): Performer | null {
  const value = (name: string) => properties.find((entry) => entry.property === name)?.value.trim() ?? '';
  if (value('performer') !== '') return { type: 'Person', name: value('performer') };
  if (value('ensemble') !== '') return { type: 'PerformingGroup', name: value('ensemble') };
  return null;
}
