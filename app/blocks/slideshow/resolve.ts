import { defineBlock } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath } from '../../engine/urls/site-paths.ts';
import { dayKey } from '../../locale/clock-keys.ts';
import { datePart, formatDay } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import type { Slide } from '../../model/view-models.ts';
import { productionSaleEnds } from '../parts/ticket/event-view.ts';
import { type NextTicket, nextTickets } from '../parts/ticket/next-screenings.ts';
import { SLIDESHOW_VERSION, slideshowFields } from './properties.ts';

/** What the slideshow renders. */
export interface SlideshowProps {
  /** A visually hidden h1 for the page the slideshow opens (the home page), or null. */
  heading: string | null;
  /** Milliseconds per slide. */
  interval: number;
  /** Rotate on its own: more than one slide in `default` mode. */
  autoplay: boolean;
  slides: SlideView[];
}

/** A slide, and when its production's last listed screening stops being offered (null: none listed). */
export interface SlideView extends Slide {
  lastSaleEnds: string | null;
  /**
   * The premiere's day (`YYYYMMDD`) while 'Premiere …' is announced: the page's clock hides the
   * announcement once the visitor's day is later; null when there is none to announce.
   */
  premiereDay: string | null;
  /** The next screenings on sale, for 'Kjøp billett' (the first still on sale shows). */
  tickets: NextTicket[];
}

/**
 * The order of the slides (spec §2.4.1: by first night): premieres from `today` on first, in
 * the block's direction, then the films already running, the latest premiere first, so a
 * film that opened weeks ago never leads over one that opens today; slides without a first
 * night last.
 */
export function orderSlides<T extends { sortDate: string }>(
  slides: readonly T[],
  today: string,
  ascending: boolean,
): T[] {
  const rank = (slide: T) => (slide.sortDate === '' ? 2 : datePart(slide.sortDate) >= today ? 0 : 1);
  return slides.toSorted((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const direction = rank(a) === 0 ? (ascending ? 1 : -1) : -1;
    return direction * a.sortDate.localeCompare(b.sortDate);
  });
}

/** A small stable hash, so `single_random` picks the same slide for a whole build day. */
function dayHash(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/**
 * Featured productions as slides (spec §2.4.1, §3.4): bind `items` to the source with `@`,
 * `image` to `@assets[type=first_image]`, `firstNight` to
 * `@properties[property=first_night].value` and `ticketsAvailable` to
 * `@ticketSales[0].available`. Slides are sorted by first night, then cut to `limit`;
 * `single_fixed` shows the first, `single_random` one chosen by the build day.
 */
export const slideshowBlock = defineBlock({
  component: 'slideshow',
  version: SLIDESHOW_VERSION,
  dataSchema: slideshowFields.dataSchema,
  resolve({ data, bound, site, today, index }): SlideshowProps {
    const { items, image: images, firstNight: firstNights, ticketsAvailable: available } = slideshowFields.read(bound);

    const all = items.map((production, i): SlideView => {
      const image = images[i];
      const firstNight = firstNights[i];
      // 'Premiere' only for today or later (spec §2.4.1's prefix); a past first night is not news.
      const announced = firstNight !== undefined && firstNight !== '' && datePart(firstNight) >= today;
      // No sales data means nothing says the film is off sale; only an explicit false hides the button.
      const onSale = available[i] !== false;
      const events = index.eventsByProductionId.get(production.id) ?? [];
      return {
        image: image ? responsiveImage(site, image, IMAGE_SIZES.slide, image.alt ?? '') : null,
        title: production.title,
        metaPrefix: announced ? labels.premiere : '',
        meta: announced ? formatDay(firstNight) : '',
        premiereDay: announced ? dayKey(firstNight) : null,
        sortDate: firstNight ?? '',
        // A production whose screenings have all started leaves the slideshow (useLiveSlides).
        lastSaleEnds: productionSaleEnds(events, today, site.ticketing.saleMinutesAfterStart),
        ticketSaleType: onSale ? 'normal' : null,
        // 'Kjøp billett' leads to the next screening on sale itself (decision 204).
        tickets: onSale ? nextTickets(site, events, today) : [],
        links: [
          { label: labels.readMore, path: productionPath(production), primary: false, sales: false, hidden: false },
        ],
      };
    });

    const sorted = orderSlides(all, today, data.sortAsc);
    const slides =
      data.mode === 'single_fixed'
        ? sorted.slice(0, 1)
        : data.mode === 'single_random'
          ? sorted.slice(0, data.limit).filter((_, i, list) => i === dayHash(today) % list.length)
          : sorted.slice(0, data.limit);

    return {
      heading: data.heading ?? null,
      interval: data.interval,
      autoplay: data.mode === 'default' && slides.length > 1,
      slides,
    };
  },
});
