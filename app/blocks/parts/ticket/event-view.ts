import type { Event } from '../../../model/event.ts';
import type { Feature } from '../../../model/common.ts';
import type { Site } from '../../../model/site.ts';
import { type TicketPrice, ticketPriceOf } from '../../../model/ticket-price.ts';
import { purchaseUrl } from '../../../engine/urls/purchase-url.ts';
import { type DayName, dayName, latestKey, saleEndKey } from '../../../locale/clock-keys.ts';
import { datePart, dayLabel, formatTime, formatTimeAfter } from '../../../locale/dates.ts';
import { labels } from '../../../locale/labels.ts';
import { formatKroner, formatMemberPrice } from '../../../locale/prices.ts';
import { type AnalyticsItem, analyticsItem } from './analytics-item.ts';

/** Whether a screening can be bought online now (spec §4.5 `ticketSaleType`, ticket count). */
type TicketStatus = 'available' | 'sold_out' | 'not_on_sale';

/** One screening or performance with its ticket action, as every programme block shows it. */
export interface TicketView {
  /** `e-{eventNumber}`: the key live ticket counts (`basic_events`) are matched by. */
  id: string;
  startDate: string;
  /** '18:30' */
  time: string;
  /**
   * When the site stops offering it, as `YYYYMMDDHHmm` (its start plus the venue's
   * `saleMinutesAfterStart`): the page's clock hides it from then on (app/site/clock).
   */
  saleEnds: string;
  location: string;
  /**
   * '18:45': when the film itself begins, after the venue's `trailerMinutes` of trailers and
   * ads; null for a culture event, and when the venue does not say.
   */
  filmStarts: string | null;
  features: Feature[];
  ticketCount: number;
  status: TicketStatus;
  /** '12 billetter igjen' (only with `showTicketCount`), 'Utsolgt', 'Ikke i salg ennå', or ''. */
  statusText: string;
  /** The outbound checkout link (spec §7.4); null when the ticket cannot be bought online. */
  purchaseUrl: string | null;
  /** What a ticket costs (the event's price, else the venue's film price); null when unknown. */
  price: PriceView | null;
  /** What a click on the purchase link reports (`BUY_TICKET`, spec §1). */
  analytics: AnalyticsItem;
}

/**
 * What a ticket action (`TicketAction` in block-parts.tsx) shows: the part of a `TicketView` a
 * block hands it. Every block builds it from `toTicketView`, so no component rebuilds a ticket
 * from links.
 */
export type TicketLine = Pick<
  TicketView,
  'id' | 'time' | 'saleEnds' | 'status' | 'statusText' | 'purchaseUrl' | 'price' | 'analytics'
>;

/** The ticket-action part of a ticket view. */
export function ticketLine(view: TicketView): TicketLine {
  return {
    id: view.id,
    time: view.time,
    saleEnds: view.saleEnds,
    status: view.status,
    statusText: view.statusText,
    purchaseUrl: view.purchaseUrl,
    price: view.price,
    analytics: view.analytics,
  };
}

/** A ticket's price, with its texts written at build (no formatting code in the browser). */
export interface PriceView extends TicketPrice {
  /** 'kr 150' and, where there is one, 'Medlem kr 120' (decision 202). */
  shown: string[];
  /** The end of the button's accessible name: ', kr 150, medlem kr 120'. */
  spoken: string;
}

/** The texts of a price; null for none. */
function priceView(price: TicketPrice | null): PriceView | null {
  if (price === null) return null;
  const shown = [formatKroner(price.amount)];
  if (price.memberAmount !== null) shown.push(formatMemberPrice(price.memberAmount));
  return { ...price, shown, spoken: shown.map((text) => `, ${text.replace(/^Medlem/, 'medlem')}`).join('') };
}

/** Where a ticket is listed, for its analytics item: the block's heading and the production's category. */
export interface TicketListing {
  listName: string;
  category: string;
}

/** '1 billett igjen', '12 billetter igjen'. */
export function ticketCountText(count: number): string {
  return `${count} ${count === 1 ? labels.ticketLeft : labels.ticketsLeft}`;
}

/**
 * An event's ticket line. Sold out (no tickets left) and not on sale (`ticketSaleType` null)
 * have no purchase link; the count is only written when the block shows ticket counts.
 */
export function toTicketView(
  site: Site,
  event: Event,
  showTicketCount: boolean,
  listing: TicketListing = { listName: '', category: '' },
): TicketView {
  const status: TicketStatus =
    event.ticketSaleType === null ? 'not_on_sale' : event.ticketCount === 0 ? 'sold_out' : 'available';
  const statusText =
    status === 'sold_out'
      ? labels.soldOut
      : status === 'not_on_sale'
        ? labels.notOnSale
        : showTicketCount
          ? ticketCountText(event.ticketCount)
          : '';
  return {
    id: event.id,
    startDate: event.startDate,
    time: formatTime(event.startDate),
    saleEnds: saleEndKey(event.startDate, site.ticketing.saleMinutesAfterStart),
    location: event.location,
    filmStarts:
      event.object === 'movie' && site.ticketing.trailerMinutes > 0
        ? formatTimeAfter(event.startDate, site.ticketing.trailerMinutes)
        : null,
    features: event.features,
    ticketCount: event.ticketCount,
    status,
    statusText,
    purchaseUrl: status === 'available' ? purchaseUrl(site, event.eventNumber) : null,
    price: priceView(ticketPriceOf(event, site)),
    analytics: analyticsItem(site, event.id, event.production.title, listing.listName, listing.category),
  };
}

/** Events that start today (`YYYY-MM-DD`, Oslo) or later, in start order. */
export function upcomingEvents(events: readonly Event[], today: string): Event[] {
  return events
    .filter((event) => datePart(event.startDate) >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Items of one calendar day under a heading ('I dag', 'I morgen', 'Mandag 23. november'). */
export interface DayGroup<T> {
  /** `YYYY-MM-DD` */
  date: string;
  /** The build day's heading, for texts that cannot follow the clock. */
  label: string;
  /** Every form of the day's name, for a heading that follows the visitor's clock. */
  name: DayName;
  items: T[];
}

/** Groups items (already in time order) by their calendar day, days in first-seen order. */
export function groupByDay<T>(items: readonly T[], dateOf: (item: T) => string, today: string): Array<DayGroup<T>> {
  const days = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const date = datePart(dateOf(item));
    let day = days.get(date);
    if (!day) {
      day = { date, label: dayLabel(date, today), name: dayName(date, today), items: [] };
      days.set(date, day);
    }
    day.items.push(item);
  }
  return [...days.values()];
}

/** When the last of some screenings stops being offered (`YYYYMMDDHHmm`), or null for none. */
export function lastSaleEnd(items: ReadonlyArray<Pick<TicketView, 'saleEnds'>>): string | null {
  return latestKey(items.map((item) => item.saleEnds));
}

/**
 * When a production's last screening from `today` on stops being offered (`YYYYMMDDHHmm`), or
 * null when none is listed: a film or event with nothing left leaves a list (app/site/clock).
 */
export function productionSaleEnds(events: readonly Event[], today: string, minutesAfterStart: number): string | null {
  return latestKey(
    events
      .filter((event) => datePart(event.startDate) >= today)
      .map((event) => saleEndKey(event.startDate, minutesAfterStart)),
  );
}
