import { defineBlock } from '../../engine/block-definition.ts';
import { IMAGE_SIZES, responsiveImage } from '../../engine/urls/image-url.ts';
import { productionPath } from '../../engine/urls/site-paths.ts';
import { labels } from '../../locale/labels.ts';
import type { ScheduleEvent } from '../../model/view-models.ts';
import { itemCategory } from '../parts/ticket/analytics-item.ts';
import {
  type DayGroup,
  groupByDay,
  type TicketLine,
  ticketLine,
  type TicketView,
  toTicketView,
  upcomingEvents,
} from '../parts/ticket/event-view.ts';
import { SCHEDULE_VERSION, scheduleFields } from './properties.ts';

/** A schedule event (spec §3.3) with its ticket line, which its 'Kjøp billett' action shows as is. */
export interface ScheduleItem extends ScheduleEvent, TicketLine, Pick<TicketView, 'filmStarts'> {}

/** What the schedule renders. */
export interface ScheduleProps {
  title: string;
  showTicketCount: boolean;
  days: Array<DayGroup<ScheduleItem>>;
  moreLink: { title: string; url: string } | null;
  emptyText: string;
}

/** How advertisement flags are shown (spec §4.5); flags without a view are not shown. */
const AD_FLAG_VIEWS: Readonly<Record<string, string>> = { national_premiere: labels.nationalPremiere };

/**
 * Featured events (spec §2.4.3, §3.3): bind `items` to `featured_events` with `@`. Each event
 * gets 'Les mer' to `/{production.parentSlug}` (hidden: the title links there) and 'Kjøp
 * billett' to the checkout (primary, sales). The poster is the production's first poster.
 */
export const scheduleBlock = defineBlock({
  component: 'schedule',
  version: SCHEDULE_VERSION,
  dataSchema: scheduleFields.dataSchema,
  resolve({ data, bound, site, today, index, link }): ScheduleProps {
    const events = upcomingEvents(scheduleFields.read(bound).items, today);
    const items = events.map((event): ScheduleItem => {
      const production = index.productionsById.get(event.production.id);
      const ticket = toTicketView(site, event, data.showTicketCount, {
        listName: data.title,
        category: itemCategory(production),
      });
      const poster = production?.assets.find((asset) => asset.type === 'first_poster');
      return {
        title: event.production.title,
        image: poster ? responsiveImage(site, poster, IMAGE_SIZES.schedule, '') : null,
        ticketCount: event.ticketCount,
        startDate: event.startDate,
        endDate: event.endDate,
        location: event.location,
        club: event.club,
        highlightHeading: event.highlightHeading,
        highlightBody: event.highlightBody,
        features: event.features,
        adFlags: event.adFlags,
        adFlagsView: event.adFlags.flatMap((flag) => {
          const view = AD_FLAG_VIEWS[flag];
          return view === undefined ? [] : [{ flag, view }];
        }),
        links: [
          {
            label: labels.readMore,
            path: productionPath(event.production),
            primary: false,
            sales: false,
            hidden: true,
          },
          ...(ticket.purchaseUrl === null
            ? []
            : [{ label: labels.buyTicket, path: ticket.purchaseUrl, primary: true, sales: true, hidden: false }]),
        ],
        ...ticketLine(ticket),
        filmStarts: ticket.filmStarts,
      };
    });
    return {
      title: data.title,
      showTicketCount: data.showTicketCount,
      days: groupByDay(items, (item) => item.startDate, today),
      moreLink: data.showMoreLinkUrl
        ? { title: data.showMoreLinkTitle ?? labels.seeWholeProgram, url: link(data.showMoreLinkUrl) }
        : null,
      emptyText: labels.noShowings,
    };
  },
  outputs: (props) => ({ liveEventIds: props.days.flatMap((day) => day.items.map((item) => item.id)) }),
});
