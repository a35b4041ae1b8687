import { z } from 'zod';
import { defineBlock } from '../../engine/block-definition.ts';
import { TICKETS_ANCHOR } from '../../engine/urls/site-paths.ts';
import { labels } from '../../locale/labels.ts';
import { Event } from '../../model/event.ts';
import { blockData } from '../block-data.ts';
import { boundList } from '../bound-values.ts';
import { type DayGroup, groupByDay, type TicketView, toTicketView, upcomingEvents } from '../event-view.ts';
import { TICKET_LIST_VERSION } from './properties.ts';

/** The ticket section of a detail page. */
export interface TicketListProps {
  /** `tickets`: the id the `#tickets` links jump to (spec §2.3). */
  anchor: string;
  title: string;
  /** The production's title, so each 'Kjøp billett' link can be told apart by screen readers. */
  productionTitle: string;
  days: Array<DayGroup<TicketView>>;
  /** Shown when nothing is coming up. */
  emptyText: string;
}

/**
 * The production's coming events (bound `events`, e.g. to the page's `events` source with `@`)
 * grouped by day: time, location, features, tickets left or 'Utsolgt', and the purchase link.
 */
export const ticketListBlock = defineBlock({
  component: 'ticket-list',
  version: TICKET_LIST_VERSION,
  dataSchema: blockData({
    title: z.string().min(1).default(labels.tickets),
    showTicketCount: z.boolean().default(true),
  }),
  resolve({ data, bound, site, today }): TicketListProps {
    const events = upcomingEvents(boundList(bound, 'events', Event, 'ticket-list'), today);
    return {
      anchor: TICKETS_ANCHOR,
      title: data.title,
      productionTitle: events[0]?.production.title ?? '',
      days: groupByDay(
        events.map((event) => toTicketView(site, event, data.showTicketCount)),
        (ticket) => ticket.startDate,
        today,
      ),
      emptyText: labels.noShowings,
    };
  },
});
