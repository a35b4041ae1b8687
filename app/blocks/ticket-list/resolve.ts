import { defineBlock } from '../../engine/block-definition.ts';
import { calendarPath } from '../../engine/urls/calendar-path.ts';
import { shareImageUrl } from '../../engine/urls/image-url.ts';
import { PROGRAM_PATHS, productionPath, TICKETS_ANCHOR } from '../../engine/urls/site-paths.ts';
import { labels } from '../../locale/labels.ts';
import { type Production } from '../../model/production.ts';
import type { Site } from '../../model/site.ts';
import { analyticsItem, itemCategory } from '../parts/ticket/analytics-item.ts';
import { groupByDay, toTicketView, upcomingEvents } from '../parts/ticket/event-view.ts';
import { TICKET_LIST_VERSION, ticketListFields } from './properties.ts';
import type { TicketListItem, TicketListProps, TicketListSubject } from './props.ts';
import { ageRating, performerOf } from './schema-values.ts';
import { ticketListStructuredData } from './structured-data.ts';

function subjectOf(site: Site, production: Production): TicketListSubject {
  const property = (name: string) => production.properties.find((entry) => entry.property === name)?.value;
  const image =
    production.assets.find((asset) => asset.type === 'first_image') ??
    production.assets.find((asset) => asset.type === 'first_poster');
  const minutes = Number(property('duration'));
  const listName = production.object === 'culture' ? labels.cultureProgram : labels.movies;
  return {
    object: production.object,
    title: production.title,
    url: `${site.host}${productionPath(production)}`,
    description: production.contents[0]?.summary ?? '',
    image: image ? shareImageUrl(site, image) : null,
    durationMinutes: Number.isInteger(minutes) && minutes > 0 ? minutes : null,
    director: property('director') ?? null,
    venueAddress: site.address ?? null,
    contentRating: production.object === 'movie' ? ageRating(production.features) : null,
    originalLanguage: property('language') ?? null,
    performer: production.object === 'culture' ? performerOf(production.properties) : null,
    viewItem: analyticsItem(site, production.id, production.title, listName, itemCategory(production)),
  };
}

/**
 * The production's coming events (bound `events`, e.g. to the page's `events` source with `@`)
 * grouped by day: time, location, features, tickets left or 'Utsolgt', and the purchase link.
 */
export const ticketListBlock = defineBlock({
  component: 'ticket-list',
  version: TICKET_LIST_VERSION,
  dataSchema: ticketListFields.dataSchema,
  resolve({ data, bound, site, today, index }): TicketListProps {
    const fields = ticketListFields.read(bound);
    const events = upcomingEvents(fields.events, today);
    // Bound `production` (the page's production source with `@`), else the events' production.
    const production =
      fields.production ?? (events[0] ? index.productionsById.get(events[0].production.id) : undefined);
    const listing = { listName: data.title, category: itemCategory(production) };
    return {
      anchor: TICKETS_ANCHOR,
      title: data.title,
      productionTitle: production?.title ?? events[0]?.production.title ?? '',
      days: groupByDay(
        events.map((event): TicketListItem => ({
          ...toTicketView(site, event, data.showTicketCount, listing),
          calendarPath: calendarPath(event.id),
          endDate: event.endDate,
        })),
        (ticket) => ticket.startDate,
        today,
      ),
      emptyText: labels.noShowings,
      wayOn:
        production?.object === 'culture'
          ? { href: PROGRAM_PATHS.culture, label: labels.seeWholeCultureProgram }
          : { href: PROGRAM_PATHS.movie, label: labels.seeWholeProgram },
      subject: production ? subjectOf(site, production) : null,
    };
  },
  outputs: (props, { site }) => ({
    liveEventIds: props.days.flatMap((day) => day.items.map((ticket) => ticket.id)),
    structuredData: ticketListStructuredData(props, {
      siteTitle: site.title,
      host: site.host,
      fewTicketsLeft: site.ticketing.fewTicketsLeft,
    }),
  }),
});
