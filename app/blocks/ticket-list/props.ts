/**
 * The ticket list's props: what resolve.ts returns, ticket-list.tsx renders and
 * structured-data.ts reads (a module of their own, so neither imports resolve.ts back).
 */
import type { PostalAddress } from '../../model/site.ts';
import type { AnalyticsItem } from '../parts/ticket/analytics-item.ts';
import type { DayGroup, TicketView } from '../parts/ticket/event-view.ts';
import type { Performer } from './schema-values.ts';

/** One screening of the ticket list: its ticket line and its "add to calendar" file. */
export interface TicketListItem extends TicketView {
  /** `/kalender/{eventId}.ics`, written by the post-build step (scripts/post-build/calendar-files.ts). */
  calendarPath: string;
  /** When it ends, Oslo wall-clock time `YYYY-MM-DD HH:mm:ss` (its schema.org `endDate`). */
  endDate: string;
}

/** The ticket section of a detail page. */
export interface TicketListProps {
  /** `tickets`: the id the `#tickets` links jump to (spec §2.3). */
  anchor: string;
  title: string;
  /** The production's title, so each 'Kjøp billett' link can be told apart by screen readers. */
  productionTitle: string;
  days: Array<DayGroup<TicketListItem>>;
  /** Shown when nothing is coming up. */
  emptyText: string;
  /** Where the visitor goes on once every screening has started: the programme of its kind. */
  wayOn: { href: string; label: string };
  /** The detail page's production, for `VIEW_ITEM` and its schema.org data; null when unknown. */
  subject: TicketListSubject | null;
}

/** What the page says about its production beyond the tickets (its schema.org data, analytics). */
export interface TicketListSubject {
  object: 'movie' | 'culture';
  title: string;
  /** The absolute URL of the detail page. */
  url: string;
  description: string;
  /** The absolute share image URL (1920x1080), or null. */
  image: string | null;
  durationMinutes: number | null;
  director: string | null;
  /** The venue's postal address (`site.address`) for the events' schema.org `Place`; null when unknown. */
  venueAddress: PostalAddress | null;
  /** The film's age limit ('15 år'), its schema.org `contentRating`; null when none is given. */
  contentRating: string | null;
  /** The language an 'Originaltale' screening speaks (the production's `language`, BCP 47); null when unknown. */
  originalLanguage: string | null;
  /** Who performs a culture item (its `performer` or `ensemble`); null for films and when unknown. */
  performer: Performer | null;
  /** The `VIEW_ITEM` payload of this page. */
  viewItem: AnalyticsItem;
}
