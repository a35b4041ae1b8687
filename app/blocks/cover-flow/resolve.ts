import { defineBlock } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath } from '../../engine/urls/site-paths.ts';
import { formatShortDate } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import { type Production } from '../../model/production.ts';
import type { CoverFlowCard } from '../../model/view-models.ts';
import { productionSaleEnds } from '../parts/ticket/event-view.ts';
import { COVER_FLOW_VERSION, coverFlowFields } from './properties.ts';

/** What the cover flow renders. */
export interface CoverFlowProps {
  title: string;
  headingLevel: 1 | 2;
  /** `carousel`: one scrolling row (home page); `grid`: all posters (`/filmer`, `/kommende`). */
  displayType: 'carousel' | 'grid';
  cards: CoverFlowCardView[];
  moreLink: { title: string; url: string } | null;
  emptyText: string;
}

/** A card, and when the film's last listed screening stops being offered (null: none listed). */
export interface CoverFlowCardView extends CoverFlowCard {
  lastSaleEnds: string | null;
}

/** The category of a film (spec §4.5): 'På kino nå' or 'Kommende filmer'. */
function filmCategory(production: Pick<Production, 'objectClass'>): string {
  if (production.objectClass === 'movie_coming') return labels.comingSoon;
  if (production.objectClass === 'movie') return labels.nowShowing;
  return '';
}

/**
 * Film posters (spec §3.7): bind `items` to a film source with `@`, `poster` to
 * `@assets[type=first_poster]`, `firstNight` to `@properties[property=first_night].value`
 * and `genre` to `@properties[property=genre].value`. A film without a poster shows
 * `imagePlaceholder`. Films now showing come first, newest first night first; upcoming films
 * follow, soonest first.
 */
export const coverFlowBlock = defineBlock({
  component: 'cover-flow',
  version: COVER_FLOW_VERSION,
  dataSchema: coverFlowFields.dataSchema,
  resolve({ data, bound, site, today, index, link }): CoverFlowProps {
    const { items, poster: posters, firstNight: firstNights, genre: genres } = coverFlowFields.read(bound);
    const placeholder = data.imagePlaceholder
      ? responsiveImage(site, { url: data.imagePlaceholder }, IMAGE_SIZES.placeholder, '')
      : null;

    const cards = items.map((production, i): CoverFlowCardView => {
      const poster = posters[i];
      const date = firstNights[i] ?? '';
      const coming = production.objectClass === 'movie_coming';
      return {
        // The title is the link text right below: the poster adds nothing for a screen reader.
        image: poster ? responsiveImage(site, poster, IMAGE_SIZES.coverFlow, poster.alt ?? '') : placeholder,
        title: production.title,
        subtitle: coming && date ? `${labels.premiere} ${formatShortDate(date)}` : (genres[i] ?? ''),
        category: filmCategory(production),
        type: production.object,
        link: productionPath(production),
        date,
        // A film whose screenings have all started leaves the list (app/site/clock).
        lastSaleEnds: productionSaleEnds(
          index.eventsByProductionId.get(production.id) ?? [],
          today,
          site.ticketing.saleMinutesAfterStart,
        ),
      };
    });

    const rank = (card: CoverFlowCardView) => (card.category === labels.comingSoon ? 1 : 0);
    cards.sort((a, b) => {
      if (rank(a) !== rank(b)) return rank(a) - rank(b);
      const byDate = rank(a) === 1 ? a.date.localeCompare(b.date) : b.date.localeCompare(a.date);
      return byDate !== 0 ? byDate : a.title.localeCompare(b.title, 'nb');
    });

    return {
      title: data.title,
      headingLevel: data.headingLevel,
      displayType: data.displayType,
      cards,
      moreLink: data.showMoreLinkUrl
        ? { title: data.showMoreLinkTitle ?? labels.seeAllMovies, url: link(data.showMoreLinkUrl) }
        : null,
      emptyText: labels.noMovies,
    };
  },
});
