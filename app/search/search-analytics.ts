/**
 * The search's analytics events (beyond spec §1's two): a search and a click on one
 * of its results, pushed to `window.dataLayer` only after the visitor's consent, like the rest.
 */
import { ANALYTICS_EVENTS, analyticsAttributes, analyticsItem } from '../blocks/parts/ticket/analytics-item.ts';
import { isPreview, readConsent } from '../site/analytics/data-layer.ts';
import { searchLabels } from './labels.ts';
import type { SearchDate, SearchDoc } from './search-document.ts';

export const SEARCH_EVENTS = { search: 'SEARCH', resultClick: 'SEARCH_RESULT_CLICK' } as const;

export type SearchAnalyticsEvent =
  | { event: typeof SEARCH_EVENTS.search; searchTerm: string; results: number }
  | { event: typeof SEARCH_EVENTS.resultClick; searchTerm: string; id: string; name: string; category: string };

/** The click event of one result: its page path as id, its title and kind. */
export function resultClickEvent(
  searchTerm: string,
  doc: Pick<SearchDoc, 'path' | 'title' | 'kind'>,
): SearchAnalyticsEvent {
  return { event: SEARCH_EVENTS.resultClick, searchTerm, id: doc.path, name: doc.title, category: doc.kind };
}

/** Pushes the event when the visitor has said yes; returns whether it was pushed. */
export function pushSearchEvent(event: SearchAnalyticsEvent): boolean {
  if (typeof window === 'undefined' || isPreview() || readConsent(window.localStorage) !== 'granted') return false;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
  return true;
}

/**
 * The marks of a result's 'Kjøp billett': the `BUY_TICKET` every programme's ticket button
 * carries (spec §1; app/blocks/parts/ticket/analytics-item.ts), so the site's one click listener counts a
 * purchase from search too, after consent. The list is the search ('Søk').
 */
export function buyTicketMarks(
  doc: Pick<SearchDoc, 'title' | 'category'>,
  date: Pick<SearchDate, 'event'>,
  brand: string,
) {
  return analyticsAttributes(
    ANALYTICS_EVENTS.buyTicket,
    analyticsItem({ title: brand }, date.event, doc.title, searchLabels.analyticsList, doc.category),
  );
}
