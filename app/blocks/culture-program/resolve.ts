import { defineBlock } from '../../engine/block-definition.ts';
import { renderMarkdown } from '../../engine/markup/render-markdown.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath } from '../../engine/urls/site-paths.ts';
import { type DayName, dayName } from '../../locale/clock-keys.ts';
import { datePart, formatShortDate, shortDayLabel } from '../../locale/dates.ts';
import { labels } from '../../locale/labels.ts';
import { type Event } from '../../model/event.ts';
import type { CultureEvent, CultureTicket } from '../../model/view-models.ts';
import { itemCategory } from '../parts/ticket/analytics-item.ts';
import { type TicketLine, ticketLine, toTicketView, upcomingEvents } from '../parts/ticket/event-view.ts';
import { CULTURE_PROGRAM_VERSION, cultureProgramFields } from './properties.ts';

/** A ticketed date (spec §3.6) with how it is shown. */
export interface CultureTicketView extends CultureTicket, TicketLine {
  /** 'I dag', 'Fre. 27. nov.' (the build day's). */
  dayLabel: string;
  /** The day's names for the visitor's clock. */
  dayName: DayName;
}

/** A culture item (spec §3.6) with its ticketed dates as shown. */
export interface CultureItem extends Omit<CultureEvent, 'tickets'> {
  tickets: CultureTicketView[];
}

/** What the culture programme renders. */
export interface CultureProgramProps {
  title: string;
  headingLevel: 1 | 2;
  /** The markdown subtitle, rendered and sanitised; '' when none. */
  subtitleHtml: string;
  /** 'Viser 1. des.–24. des.' when the filter is displayed; otherwise null. */
  rangeText: string | null;
  items: CultureItem[];
  moreLink: { title: string; url: string } | null;
  emptyText: string;
}

/**
 * The culture programme (spec §2.4.4, §3.6): bind `items` to the culture productions with `@`,
 * `image` to `@assets[type=first_image]` and `events` to the culture events with `@`. Each
 * item links to `/{pageReference}` and lists its coming dates within `filter` (`from`/`to`),
 * each with its purchase link. Items are ordered by their first date; `limit` 0 is no limit.
 */
export const cultureProgramBlock = defineBlock({
  component: 'culture-program',
  version: CULTURE_PROGRAM_VERSION,
  dataSchema: cultureProgramFields.dataSchema,
  resolve({ data, bound, site, today, link }): CultureProgramProps {
    const { items: productions, image: images, events } = cultureProgramFields.read(bound);
    const { from, to } = data.filter;
    const start = from !== undefined && from > today ? from : today;
    const inRange = (date: string) => date >= start && (to === undefined || date <= to);

    const eventsByProduction = new Map<string, Event[]>();
    for (const event of upcomingEvents(events, today)) {
      if (!inRange(datePart(event.startDate))) continue;
      const list = eventsByProduction.get(event.production.id);
      if (list) list.push(event);
      else eventsByProduction.set(event.production.id, [event]);
    }

    const items = productions.flatMap((production, i): CultureItem[] => {
      const events = eventsByProduction.get(production.id) ?? [];
      const firstNight = production.properties.find((property) => property.property === 'first_night')?.value;
      // An item without dates in range is still announced if its first night is in range.
      const begin = events[0] ? datePart(events[0].startDate) : firstNight;
      if (begin === undefined || (events.length === 0 && !inRange(begin))) return [];
      const image = images[i];
      return [
        {
          id: production.id,
          title: production.title,
          image: image ? responsiveImage(site, image, IMAGE_SIZES.culture, image.alt ?? '') : null,
          description: production.contents[0]?.summary ?? '',
          link: productionPath(production),
          category: production.category ?? '',
          begin,
          features: production.features,
          properties: production.properties,
          tickets: events.map((event): CultureTicketView => {
            const ticket = toTicketView(site, event, data.showTicketCount, {
              listName: data.title,
              category: itemCategory(production),
            });
            return {
              date: event.startDate,
              location: event.location,
              link: ticket.purchaseUrl ?? '',
              count: event.ticketCount,
              ticketSaleType: event.ticketSaleType,
              dayLabel: shortDayLabel(event.startDate, today),
              dayName: dayName(event.startDate, today),
              ...ticketLine(ticket),
            };
          }),
        },
      ];
    });
    items.sort((a, b) => a.begin.localeCompare(b.begin) || a.title.localeCompare(b.title, 'nb'));

    return {
      title: data.title,
      headingLevel: data.headingLevel,
      subtitleHtml: data.subtitle ? renderMarkdown(data.subtitle, link) : '',
      rangeText: data.filter.display ? rangeText(from, to) : null,
      items: data.limit === 0 ? items : items.slice(0, data.limit),
      moreLink: data.showMoreLinkUrl
        ? { title: data.showMoreLinkTitle ?? labels.seeWholeCultureProgram, url: link(data.showMoreLinkUrl) }
        : null,
      emptyText: labels.noEvents,
    };
  },
  outputs: (props) => ({ liveEventIds: props.items.flatMap((item) => item.tickets.map((ticket) => ticket.id)) }),
});

function rangeText(from: string | undefined, to: string | undefined): string | null {
  if (from && to) return `${labels.showing} ${formatShortDate(from)}–${formatShortDate(to)}`;
  if (from) return `${labels.showingFrom} ${formatShortDate(from)}`;
  if (to) return `${labels.showingUntil} ${formatShortDate(to)}`;
  return null;
}
