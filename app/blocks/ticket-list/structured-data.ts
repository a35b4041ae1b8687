/**
 * schema.org JSON-LD of detail pages (beyond the spec): a film page is a `Movie`
 * with one `ScreeningEvent` per screening, a culture page one `Event` per performance, each
 * with its `Offer` (the purchase URL, availability and price). The ticket list's declared output (`outputs` in
 * resolve.ts), built from its own props: its subject and tickets.
 */
import type { JsonLd } from '../../model/page-bundle.ts';
import { osloIso } from './oslo-iso.ts';
import type { TicketListItem, TicketListProps } from './props.ts';
import { screeningLanguages } from './schema-values.ts';

/** The venue the events take place at: the site's title and host, and its few-tickets threshold. */
export interface StructuredDataVenue {
  siteTitle: string;
  host: string;
  /** `site.ticketing.fewTicketsLeft`: at or below it, an offer is `LimitedAvailability`. */
  fewTicketsLeft: number;
}

/** The currency of every price the content gives (a Norwegian venue's kroner). */
const CURRENCY = 'NOK';

/** An offer's schema.org availability from the build's count: the live count may differ within the hour. */
function availability(ticket: Pick<TicketListItem, 'status' | 'ticketCount'>, fewTicketsLeft: number): string {
  if (ticket.status === 'sold_out') return 'https://schema.org/SoldOut';
  if (ticket.status === 'not_on_sale') return 'https://schema.org/PreOrder';
  return ticket.ticketCount <= fewTicketsLeft ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';
}

/**
 * The JSON-LD nodes of a ticket list; none without a subject (not a film or culture page). Each
 * event carries what search engines' event results ask for (tests/e2e/structured-data.spec.ts
 * checks every built page against that list); an offer has no `validFrom`, as the content does
 * not say when sales opened.
 */
export function ticketListStructuredData(
  list: Pick<TicketListProps, 'subject' | 'days' | 'anchor'>,
  layout: StructuredDataVenue,
): JsonLd[] {
  const subject = list.subject;
  if (!subject) return [];
  const isMovie = subject.object === 'movie';
  // A structured postal address when the site has one (content/site.json `address`), which
  // search engines' event results ask for; else the venue's name, which schema.org allows.
  const address: JsonLd | string = subject.venueAddress
    ? { '@type': 'PostalAddress', ...subject.venueAddress }
    : layout.siteTitle;
  const venue = (screen: string): JsonLd => ({
    '@type': isMovie ? 'MovieTheater' : 'Place',
    name: screen ? `${layout.siteTitle}, ${screen}` : layout.siteTitle,
    address,
    url: layout.host,
  });
  const common = {
    name: subject.title,
    url: subject.url,
    ...(subject.description ? { description: subject.description } : {}),
    ...(subject.image ? { image: subject.image } : {}),
  };
  const work: JsonLd = {
    '@type': 'Movie',
    ...common,
    ...(subject.durationMinutes ? { duration: `PT${subject.durationMinutes}M` } : {}),
    ...(subject.contentRating ? { contentRating: subject.contentRating } : {}),
    ...(subject.director ? { director: { '@type': 'Person', name: subject.director } } : {}),
  };
  const events = list.days.flatMap((day) =>
    day.items.map((ticket): JsonLd => ({
      '@type': isMovie ? 'ScreeningEvent' : 'Event',
      ...common,
      startDate: osloIso(ticket.startDate),
      endDate: osloIso(ticket.endDate),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: venue(ticket.location),
      organizer: { '@type': 'Organization', name: layout.siteTitle, url: layout.host },
      ...(subject.performer ? { performer: { '@type': subject.performer.type, name: subject.performer.name } } : {}),
      ...(isMovie
        ? {
            ...screeningLanguages(ticket.features, subject.originalLanguage),
            workPresented: {
              '@type': 'Movie',
              name: subject.title,
              url: subject.url,
              ...(subject.durationMinutes ? { duration: `PT${subject.durationMinutes}M` } : {}),
              ...(subject.contentRating ? { contentRating: subject.contentRating } : {}),
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        // A sold-out or not-yet-on-sale screening still names the page where tickets appear.
        url: ticket.purchaseUrl ?? `${subject.url}#${list.anchor}`,
        availability: availability(ticket, layout.fewTicketsLeft),
        // What the button beside it says and the checkout charges (app/model/ticket-price.ts).
        ...(ticket.price === null ? {} : { price: ticket.price.amount, priceCurrency: CURRENCY }),
      },
    })),
  );
  const graph = isMovie ? [work, ...events] : events;
  return graph.map((node) => ({ '@context': 'https://schema.org', ...node }));
}
