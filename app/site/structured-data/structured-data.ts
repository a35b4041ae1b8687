/**
 * schema.org JSON-LD of detail pages (issue 4, beyond the spec): a film page is a `Movie`
 * with one `ScreeningEvent` per screening, a culture page one `Event` per performance, each
 * with its `Offer` (the purchase URL). Built from the page bundle: the ticket list's subject
 * and tickets (app/blocks/ticket-list).
 */
import type { TicketListProps } from '../../blocks/ticket-list/resolve.ts';
import type { PageBundle, SiteLayout } from '../../model/page-bundle.ts';
import { osloIso } from './oslo-iso.ts';

type JsonLd = Record<string, unknown>;

function ticketList(bundle: Pick<PageBundle, 'blocks'>): TicketListProps | undefined {
  const block = bundle.blocks.find((candidate) => candidate.component === 'ticket-list');
  return block?.props as TicketListProps | undefined;
}

/** The JSON-LD nodes of a page; none for pages that are not a film or culture item. */
export function structuredData(bundle: Pick<PageBundle, 'blocks'>, layout: Pick<SiteLayout, 'siteTitle' | 'host'>): JsonLd[] {
  const list = ticketList(bundle);
  const subject = list?.subject;
  if (!list || !subject) return [];
  // A structured postal address when the site has one (content/site.json `address`), which
  // search engines' event results ask for; else the venue's name, which schema.org allows.
  const address: JsonLd | string = subject.venueAddress ? { '@type': 'PostalAddress', ...subject.venueAddress } : layout.siteTitle;
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
      ...(subject.object === 'movie' ? { workPresented: { '@type': 'Movie', name: subject.title, url: subject.url } } : {}),
      offers: {
        '@type': 'Offer',
        // A sold-out or not-yet-on-sale screening still names the page where tickets appear.
        url: ticket.purchaseUrl ?? `${subject.url}#${list.anchor}`,
        availability: ticket.status === 'available' ? 'https://schema.org/InStock' : ticket.status === 'sold_out' ? 'https://schema.org/SoldOut' : 'https://schema.org/PreOrder',
      },
    })),
  );
  const graph = subject.object === 'movie' ? [work, ...events] : events;
  return graph.map((node) => ({ '@context': 'https://schema.org', ...node }));
}
