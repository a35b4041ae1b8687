import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { ANALYTICS_EVENTS } from '../../blocks/parts/ticket/analytics-item.ts';
import { labels } from '../../locale/labels.ts';
import { type Consent, eventFromAttributes, isPreview, pushEvent, readConsent, writeConsent } from './data-layer.ts';
import './analytics.css';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The cookie article (spec §2.2), which explains what is counted. */
const COOKIE_PAGE = '/article/info-om-cookies';

/**
 * The visitor's choice as an external store. Reading `window.localStorage` itself throws where
 * the browser blocks storage (a cross-site iframe): then the choice made on this page holds.
 */
let chosenHere: Consent | null = null;
const consentListeners = new Set<() => void>();
function subscribeConsent(listener: () => void) {
  consentListeners.add(listener);
  return () => void consentListeners.delete(listener);
}
function pageStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
// The preview of drafts counts nothing and asks nothing (decision 198).
const storedConsent = (): Consent | null => (isPreview() ? 'denied' : (readConsent(pageStorage()) ?? chosenHere));
// undefined: not known yet (the prerendered HTML and the hydration pass).
const unknownConsent = (): undefined => undefined;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Analytics (spec §1): one delegated click listener reports `BUY_TICKET` for purchase links
 * marked by blocks, and each shown detail page reports `VIEW_ITEM`; both reach
 * `window.dataLayer` only after the visitor has said yes in the banner. The choice is kept in
 * localStorage, which only the browser knows: the prerendered HTML holds the banner for every
 * visitor, hidden by CSS unless the head script found no answer (`CONSENT_ASK_SCRIPT`), so a
 * first visit paints it with the page instead of a second later (it was the largest paint of
 * `/kinoprogram` on a phone; decision 102). After hydration it is here exactly while unanswered.
 */
export function Analytics() {
  const { pathname } = useLocation();
  // undefined: not read yet (server render, first paint); null: the visitor has not chosen.
  const consent = useSyncExternalStore<Consent | null | undefined>(subscribeConsent, storedConsent, unknownConsent);

  useEffect(() => {
    if (consent !== 'granted') return undefined;
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element
          ? event.target.closest(`a[data-analytics="${ANALYTICS_EVENTS.buyTicket}"]`)
          : null;
      if (!link) return;
      const entry = eventFromAttributes(link.getAttribute('data-analytics'), link.getAttribute('data-analytics-item'));
      if (entry) pushEvent(dataLayer(), consent, entry);
    };
    // Capture: the checkout link leaves the page, so report before anything else handles the click.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [consent]);

  useEffect(() => {
    if (consent !== 'granted') return;
    const view = document.querySelector(`main [data-analytics="${ANALYTICS_EVENTS.viewItem}"]`);
    const entry = view
      ? eventFromAttributes(view.getAttribute('data-analytics'), view.getAttribute('data-analytics-item'))
      : null;
    if (entry) pushEvent(dataLayer(), consent, entry);
  }, [pathname, consent]);

  const banner = useRef<HTMLElement>(null);
  const asking = consent !== 'granted' && consent !== 'denied';
  useLayoutEffect(() => (asking ? keepBannerHeight(banner.current) : undefined), [asking]);

  if (!asking) return null;
  // Before hydration the buttons cannot work yet: disabled, so a click waits for them.
  const waiting = consent === undefined;
  const choose = (choice: Consent) => {
    chosenHere = choice;
    writeConsent(pageStorage(), choice);
    consentListeners.forEach((listener) => listener());
  };
  return (
    <section
      ref={banner}
      className={waiting ? 'consent-banner' : 'consent-banner is-open'}
      aria-labelledby="consent-heading"
    >
      <div className="consent-inner container">
        <div className="consent-text">
          {/* Names the region; the question says what it is about (a small banner, decision 173). */}
          <h2 id="consent-heading" className="visually-hidden">
            {labels.consentHeading}
          </h2>
          <p>
            {labels.consentText} <a href={COOKIE_PAGE}>{labels.consentReadMore}</a>
          </p>
        </div>
        <div className="consent-actions">
          <button type="button" className="button-secondary" disabled={waiting} onClick={() => choose('denied')}>
            {labels.consentDecline}
          </button>
          <button type="button" className="button-secondary" disabled={waiting} onClick={() => choose('granted')}>
            {labels.consentAccept}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Keeps `--consent-banner-height` on the root at the banner's height while it is up (0 once it
 * goes), so the page's scroll padding and end space (analytics.css) leave a focused element and
 * the footer above it (WCAG 2.4.11, decision 210). Returns the cleanup.
 */
function keepBannerHeight(element: HTMLElement | null): (() => void) | undefined {
  if (element === null) return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty('--consent-banner-height', `${String(element.offsetHeight)}px`);
  });
  observer.observe(element, { box: 'border-box' });
  return () => {
    observer.disconnect();
    root.style.setProperty('--consent-banner-height', '0px');
  };
}
