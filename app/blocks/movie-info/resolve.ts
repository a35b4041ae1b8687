import { defineBlock } from '../../engine/block-definition.ts';
import { sanitizeHtml } from '../../engine/markup/sanitize-html.ts';
import { formatDuration } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import { MOVIE_INFO_VERSION, movieInfoFields } from './properties.ts';

/** The public part: synopsis, features as keywords, and the film's facts. */
interface MovieInfoAboutProps {
  section: 'about';
  heading: string;
  /** `contents[0].body`, sanitised. */
  synopsisHtml: string;
  keywords: string[];
  facts: Array<{ label: string; value: string }>;
}

/**
 * The member part: rating, rating count and reviews come from the member API in the browser
 * (spec §3.14, §3.15), keyed by the film's EDI number; the page only reserves their place.
 */
interface MovieInfoRatingsProps {
  section: 'ratings';
  heading: string;
  edi: string | null;
  title: string;
}

export type MovieInfoProps = MovieInfoAboutProps | MovieInfoRatingsProps;

function durationText(value: string | undefined): string | undefined {
  const minutes = Number(value);
  return value !== undefined && Number.isInteger(minutes) && minutes > 0 ? formatDuration(minutes) : undefined;
}

/**
 * Movie information (spec §2.3, §3.14). Bind `synopsis` to `@contents[0].body`, `features` to
 * `@features`, the facts to `@properties[property=…].value`, `edi` to `@edi`, `title` to
 * `@title` and `object` to `@object` (a culture item is 'Om arrangementet').
 */
export const movieInfoBlock = defineBlock({
  component: 'movie-info',
  version: MOVIE_INFO_VERSION,
  dataSchema: movieInfoFields.dataSchema,
  resolve({ data, bound, link }): MovieInfoProps {
    const fields = movieInfoFields.read(bound);
    const title = fields.title ?? '';
    if (data.section === 'ratings') {
      return { section: 'ratings', heading: data.title ?? labels.audienceRatings, edi: fields.edi ?? null, title };
    }
    const culture = fields.object === 'culture';
    const facts: Array<{ label: string; value: string }> = [];
    for (const [label, value] of [
      [labels.director, fields.director],
      [labels.country, fields.country],
      [labels.year, fields.year],
      [labels.duration, durationText(fields.duration)],
    ] as const) {
      if (value !== undefined && value !== '') facts.push({ label, value });
    }
    return {
      section: 'about',
      heading: data.title ?? (culture ? labels.aboutTheEvent : labels.aboutTheMovie),
      synopsisHtml: sanitizeHtml(fields.synopsis ?? '', link),
      keywords: (fields.features ?? []).map((feature) => feature.name),
      facts,
    };
  },
});
