import { defineBlock } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath, ticketsPath } from '../../engine/urls/site-paths.ts';
import { formatDay } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import type { Slide } from '../../model/view-models.ts';
import { productionSaleEnds } from '../parts/ticket/event-view.ts';
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
      // No sales data means nothing says the film is off sale; only an explicit false hides the button.
      const onSale = available[i] !== false;
      return {
        image: image ? responsiveImage(site, image, IMAGE_SIZES.slide, image.alt ?? '') : null,
        title: production.title,
        metaPrefix: firstNight ? labels.premiere : '',
        meta: firstNight ? formatDay(firstNight) : '',
        sortDate: firstNight ?? '',
        // A production whose screenings have all started leaves the slideshow (useLiveSlides).
        lastSaleEnds: productionSaleEnds(
          index.eventsByProductionId.get(production.id) ?? [],
          today,
          site.ticketing.saleMinutesAfterStart,
        ),
        ticketSaleType: onSale ? 'normal' : null,
        links: [
          { label: labels.readMore, path: productionPath(production), primary: false, sales: false, hidden: false },
          ...(onSale
            ? [{ label: labels.buyTicket, path: ticketsPath(production), primary: true, sales: false, hidden: false }]
            : []),
        ],
      };
    });

    const direction = data.sortAsc ? 1 : -1;
    // Slides without a first night go last in either direction.
    const sorted = all.sort((a, b) => {
      if (a.sortDate === b.sortDate) return 0;
      if (!a.sortDate) return 1;
      if (!b.sortDate) return -1;
      return direction * a.sortDate.localeCompare(b.sortDate);
    });
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
