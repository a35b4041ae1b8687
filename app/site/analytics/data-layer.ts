/**
 * The analytics events of spec §1 as pushed to `window.dataLayer`, and the visitor's consent.
 * Pure: the browser parts (listener, banner) are in analytics.tsx.
 */
import {
  ANALYTICS_EVENTS,
  parseAnalyticsItem,
  type AnalyticsEventName,
  type AnalyticsItem,
} from '../../blocks/parts/ticket/analytics-item.ts';

/** One entry of `window.dataLayer`: the event name with id, name, brand, list name and category. */
export interface AnalyticsEvent extends AnalyticsItem {
  event: AnalyticsEventName;
}

/** The localStorage key of the visitor's choice. */
export const CONSENT_KEY = 'foaje-analytics-consent';
export type Consent = 'granted' | 'denied';

const EVENT_NAMES: readonly string[] = Object.values(ANALYTICS_EVENTS);
const isEventName = (name: string | null): name is AnalyticsEventName => name !== null && EVENT_NAMES.includes(name);

/**
 * The event an element marked by a block stands for (`data-analytics`, `data-analytics-item`),
 * or null when the marks are missing or malformed: a broken mark must never break a ticket link.
 */
export function eventFromAttributes(name: string | null, item: string | null): AnalyticsEvent | null {
  if (!isEventName(name) || item === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(item);
  } catch {
    return null;
  }
  const parsed = parseAnalyticsItem(json);
  return parsed ? { event: name, ...parsed } : null;
}

/** The attribute the head script sets on `<html>` when the banner must show before hydration. */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * Run first in every page's `<head>` (app/root.tsx; hashed into the page's CSP like every inline
 * script): marks `<html>` when storage holds no answer, as `readConsent` reads it, so the banner in
 * the prerendered HTML shows from the first paint for a visitor who has not chosen and never for
 * one who has (decision 102). Without JavaScript nothing marks it and the banner stays hidden:
 * without scripts nothing is counted.
 */
export const CONSENT_ASK_SCRIPT =
  `try{var c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})}catch(e){}` +
  `if(c!=="granted"&&c!=="denied")document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")`;

/** The stored choice; null when the visitor has not chosen (or storage is unavailable). */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice; private modes that refuse storage just ask again next time. */
export function writeConsent(storage: Pick<Storage, 'setItem'> | undefined, consent: Consent): void {
  try {
    storage?.setItem(CONSENT_KEY, consent);
  } catch {
    // nothing to do: the choice holds for this page view
  }
}

/** Pushes an event only when consent is granted; returns whether it was pushed. */
export function pushEvent(dataLayer: unknown[], consent: Consent | null, event: AnalyticsEvent): boolean {
  if (consent !== 'granted') return false;
  dataLayer.push(event);
  return true;
}

/**
 * The mark the preview of drafts (scripts/preview, decision 198) leaves on `<html>`: a preview
 * counts nothing and asks nothing, so editors' looks never reach the venue's figures. Here, in
 * the module every analytics path reads already, so it costs no chunk of its own.
 */
export const PREVIEW_ATTRIBUTE = 'data-foaje-preview';

export function isPreview(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE);
}
