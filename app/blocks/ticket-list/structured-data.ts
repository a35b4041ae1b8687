/**
 * schema.org JSON-LD of detail pages (beyond the spec): a film page is a `Movie`
 * with one `ScreeningEvent` per screening, a culture page one `Event` per performance, each
 * with its `Offer` (the purchase URL). The ticket list's declared output (`outputs` in
 * resolve.ts), built from its own props: its subject and tickets.
 */
import type { JsonLd } from '../../model/page-bundle.ts';
import { osloIso } from './oslo-iso.ts';
import type { TicketListProps } from './props.ts';

/** The venue the events take place at: the site's title and host. */
export interface StructuredDataVenue {
  siteTitle: string;
  host: string;
}

/** The JSON-LD nodes of a ticket list; none without a subject (not a film or culture page). */
export function ticketListStructuredData(
  list: Pick<TicketListProps, 'subject' | 'days' | 'anchor'>,
  layout: StructuredDataVenue,
): JsonLd[] {
  const subject = list.subject;
  if (!subject) return [];
  // A structured postal address when the site has one (content/site.json `address`), which
  // search engines' event results ask for; else the venue's name, which schema.org allows.
  const address: JsonLd | string = subject.venueAddress
    ? { '@type': 'PostalAddress', ...subject.venueAddress }
    : layout.siteTitle;
  const venue = (screen: string): JsonLd => ({
    '@type': subject.object === 'movie' ? 'MovieTheater' : 'Place',
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
    ...(subject.director ? { director: { '@type': 'Person', name: subject.director } } : {}),
  };
  const events = list.days.flatMap((day) =>
    day.items.map((ticket): JsonLd => ({
      '@type': subject.object === 'movie' ? 'ScreeningEvent' : 'Event',
      ...common,
      startDate: osloIso(ticket.startDate),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: venue(ticket.location),
      organizer: { '@type': 'Organization', name: layout.siteTitle, url: layout.host },
      ...(subject.object === 'movie'
        ? { workPresented: { '@type': 'Movie', name: subject.title, url: subject.url } }
        : {}),
      offers: {
        '@type': 'Offer',
        // A sold-out or not-yet-on-sale screening still names the page where tickets appear.
        url: ticket.purchaseUrl ?? `${subject.url}#${list.anchor}`,
        availability:
          ticket.status === 'available'
            ? 'https://schema.org/InStock'
            : ticket.status === 'sold_out'
              ? 'https://schema.org/SoldOut'
              : 'https://schema.org/PreOrder',
      },
    })),
  );
  const graph = subject.object === 'movie' ? [work, ...events] : events;
  return graph.map((node) => ({ '@context': 'https://schema.org', ...node }));
}
