/**
 * What an analytics event says about the item it concerns (spec §1: `BUY_TICKET`, `VIEW_ITEM`,
 * each with id, name, brand, list name and category). Blocks put it on the page as data
 * attributes (`data-analytics`, `data-analytics-item`); the site's one delegated listener
 * (app/site/analytics/) reads them and pushes to `window.dataLayer` only after consent.
 */
import { labels } from '../../../locale/labels.ts';
import type { Site } from '../../../model/site.ts';

/** The two event names of spec §1/§9. */
export const ANALYTICS_EVENTS = { buyTicket: 'BUY_TICKET', viewItem: 'VIEW_ITEM' } as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

export interface AnalyticsItem {
  /** `e-{eventNumber}` for a ticket, the production id for a detail view. */
  id: string;
  /** The production's title. */
  name: string;
  /** The venue selling it: the site's title. */
  brand: string;
  /** The list the item was picked from: the block's heading ('Kinoprogram', 'Billetter'). */
  listName: string;
  /** 'På kino nå', 'Kommende filmer', or a culture item's category. */
  category: string;
}

/**
 * An item read back from a data attribute, or null when it is not one. CAREFUL: checked by
 * hand, not with zod: every page with a ticket link runs this in the browser, and zod would
 * otherwise be in each content page's first load (decision 55).
 */
export function parseAnalyticsItem(value: unknown): AnalyticsItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, brand, listName, category } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || typeof brand !== 'string') return null;
  if (typeof listName !== 'string' || typeof category !== 'string') return null;
  return { id, name, brand, listName, category };
}

/** The category of a production (spec §4.5): films by `objectClass`, culture items by their own category. */
export function itemCategory(
  production:
    { object: 'movie' | 'culture'; objectClass?: string | undefined; category?: string | undefined } | undefined,
): string {
  if (production === undefined) return '';
  if (production.object === 'culture') return production.category ?? '';
  if (production.objectClass === 'movie_coming') return labels.comingSoon;
  if (production.objectClass === 'movie') return labels.nowShowing;
  return '';
}

/** The analytics item of one production or ticket in a list. */
export function analyticsItem(
  site: Pick<Site, 'title'>,
  id: string,
  name: string,
  listName: string,
  category: string,
): AnalyticsItem {
  return { id, name, brand: site.title, listName, category };
}

/** The data attributes that mark an element for the delegated analytics listener. */
export function analyticsAttributes(
  event: AnalyticsEventName,
  item: AnalyticsItem,
): { 'data-analytics': AnalyticsEventName; 'data-analytics-item': string } {
  return { 'data-analytics': event, 'data-analytics-item': JSON.stringify(item) };
}
