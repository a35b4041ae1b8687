import { z } from 'zod';
import { defineBlock } from '../../engine/block-definition.ts';
import { sanitizeHtml } from '../../engine/markup/sanitize-html.ts';
import { formatDuration } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import { Feature } from '../../model/common.ts';
import { blockData } from '../block-data.ts';
import { BoundText, boundOne } from '../bound-values.ts';
import { MOVIE_INFO_VERSION } from './properties.ts';

/** The public part: synopsis, features as keywords, and the film's facts. */
export interface MovieInfoAboutProps {
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
export interface MovieInfoRatingsProps {
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
  dataSchema: blockData({
    section: z.enum(['about', 'ratings']).default('about'),
    title: z.string().min(1).optional(),
  }),
  resolve({ data, bound }): MovieInfoProps {
    const text = (field: string) => boundOne(bound, field, BoundText, 'movie-info');
    const title = text('title') ?? '';
    if (data.section === 'ratings') {
      return { section: 'ratings', heading: data.title ?? labels.audienceRatings, edi: text('edi') ?? null, title };
    }
    const culture = text('object') === 'culture';
    const facts: Array<{ label: string; value: string }> = [];
    for (const [label, value] of [
      [labels.director, text('director')],
      [labels.country, text('country')],
      [labels.year, text('year')],
      [labels.duration, durationText(text('duration'))],
    ] as const) {
      if (value !== undefined && value !== '') facts.push({ label, value });
    }
    return {
      section: 'about',
      heading: data.title ?? (culture ? labels.aboutTheEvent : labels.aboutTheMovie),
      synopsisHtml: sanitizeHtml(text('synopsis') ?? ''),
      keywords: (boundOne(bound, 'features', z.array(Feature), 'movie-info') ?? []).map((feature) => feature.name),
      facts,
    };
  },
});
