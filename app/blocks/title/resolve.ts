import { defineBlock } from '../../engine/block-definition.ts';
import { type Feature } from '../../model/common.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { formatDate, formatDuration } from '../../locale/dates.ts';
import type { ViewImage } from '../../model/view-models.ts';
import { labels } from '../../locale/labels.ts';
import { withSoftHyphens } from '../../locale/soft-hyphens.ts';
import { factOfName } from '../parts/ticket/screening-facts.ts';
import { type NextTicket, nextTickets } from '../parts/ticket/next-screenings.ts';
import { TITLE_VERSION, titleFields } from './properties.ts';

/** The page's h1 and, for a film, its meta line. */
export interface TitleProps {
  /** Soft hyphens in its long words: one breaks at a syllable with a hyphen on a phone (decision 212). */
  title: string;
  /** 'Drama', '1 t 46 min', '12 år', 'Norsk tale', 'Premiere 13. november 2026', in that order; may be empty. */
  meta: string[];
  /** The next screenings on sale when `events` is bound: the first still on sale gets a button. */
  tickets: NextTicket[];
  /** The film's poster beside the title (bound `poster`), so a phone shows it first. */
  poster: ViewImage | null;
}

/** Age-rating features are written '12 år' (or just '12'); 'A' or 'Tillatt for alle' is no limit. */
const AGE_FEATURE = /^(\d{1,2})(?:\s*år)?$/i;
const ALL_AGES = /^(?:a|tillatt for alle)$/i;

/** The age limit of a production, read from its features (spec §9: age-rating features 6, 9, 12, 15). */
export function ageLimitText(features: readonly Feature[]): string | undefined {
  for (const { name } of features) {
    const text = name.trim();
    const age = AGE_FEATURE.exec(text);
    if (age) return Number(age[1]) === 0 ? labels.allAges : `${Number(age[1])} ${labels.ageLimitYears}`;
    if (ALL_AGES.test(text)) return labels.allAges;
  }
  return undefined;
}

/** What a film speaks ('Norsk tale', 'Originaltale'), from its features; undefined when they do not say. */
function speechText(features: readonly Feature[]): string | undefined {
  for (const { name } of features) {
    const fact = factOfName(name);
    if (fact?.group === 'speech') return fact.label;
  }
  return undefined;
}

function durationText(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes > 0 ? formatDuration(minutes) : undefined;
}

/**
 * The page title and, for a film, a meta line of the bound film fields: genre · duration ·
 * age limit and speech (from `features`) · premiere date (spec §2.3), the next screening's
 * ticket button when `events` is bound, and the poster when `poster` is bound
 * (`@assets[type=first_poster]`). The title is bound (`@title`),
 * typed in (`title`), or the title of the article the page shows (`article`).
 */
export const titleBlock = defineBlock({
  component: 'title',
  version: TITLE_VERSION,
  dataSchema: titleFields.dataSchema,
  resolve({ data, bound, index, site, today }): TitleProps {
    const article = data.article === undefined ? undefined : index.articlesById.get(data.article);
    if (data.article !== undefined && article === undefined) {
      throw new Error(`Block "title": no article "${data.article}" (content/articles/${data.article}.md)`);
    }
    const fields = titleFields.read(bound);
    const title = fields.title ?? data.title ?? article?.title;
    if (title === undefined)
      throw new Error('Block "title": no title; bind "title", or set data.title or data.article');
    const premiere = fields.premiere;
    const meta = [
      fields.genre,
      durationText(fields.duration),
      ageLimitText(fields.features ?? []),
      speechText(fields.features ?? []),
      premiere ? `${labels.premiere} ${formatDate(premiere)}` : undefined,
    ].filter((item): item is string => item !== undefined && item !== '');
    const poster = fields.poster;
    // The h1 beside it names the film: the poster adds nothing for a screen reader.
    const image = poster ? responsiveImage(site, poster, IMAGE_SIZES.titlePoster, '') : null;
    return { title: withSoftHyphens(title), meta, poster: image, tickets: nextTickets(site, fields.events, today) };
  },
});
