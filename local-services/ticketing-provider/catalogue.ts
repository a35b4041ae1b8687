/**
 * What the checkout tells about each event, from the venue's content (the same snapshot the site
 * is built from): title, time in Oslo, screen, price, the facts a visitor chooses by, and the
 * site's pages to go back to. The counts are the seat store's.
 */
import { ageRating } from '../../app/blocks/ticket-list/schema-values.ts';
import { factIdsOf, factById, withClubFeature } from '../../app/blocks/parts/ticket/screening-facts.ts';
import { PROGRAM_PATHS, productionPath } from '../../app/engine/urls/site-paths.ts';
import { capitalise, datePart, formatDay, formatTime } from '../../app/locale/dates.ts';
import { labels } from '../../app/locale/labels.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';
import type { Event } from '../../app/model/event.ts';
import type { Feature } from '../../app/model/common.ts';
import { ticketPriceOf } from '../../app/model/ticket-price.ts';
import { formatKroner } from '../../app/locale/prices.ts';
import type { ScreeningView } from './pages.ts';

/** One event as the checkout shows it. */
export interface CatalogueEntry {
  event: Event;
  /** NOK per ticket (app/model/ticket-price.ts, as the site says it); null when the content gives none. */
  unitPrice: number | null;
  /** NOK per member's ticket; null when the event has no member price. */
  memberUnitPrice: number | null;
  /** The film's EDI number (how a partner's member database knows it); null for other events. */
  edi: string | null;
  /** Everything the pages show but the count left. */
  view: Omit<ScreeningView, 'remaining'>;
}

/** 1200 → 'kr 1 200', as the site writes a price (decision 202). */
export function kroner(amount: number): string {
  return formatKroner(amount);
}

/** The facts of a screening that matter for choosing it: age limit, language, subtitles, format, access, audience. */
function factsOf(features: readonly Feature[]): string[] {
  const age = ageRating(features);
  return [
    ...(age === null ? [] : [age]),
    ...factIdsOf(features).flatMap((id) => {
      const label = factById(id)?.label;
      return label === undefined ? [] : [label];
    }),
  ];
}

export interface Catalogue {
  venue: string;
  /** The site's origin the pages link back to. */
  siteOrigin: string;
  byNumber: ReadonlyMap<number, CatalogueEntry>;
  byId: ReadonlyMap<string, CatalogueEntry>;
  /** Where a visitor goes on from a page with no event: the film programme. */
  programme: { url: string; label: string };
}

export function createCatalogue(snapshot: ContentSnapshot, siteOrigin: string): Catalogue {
  const productions = new Map(snapshot.productions.map((production) => [production.id, production]));
  const entries = snapshot.events.map((event): CatalogueEntry => {
    const production = productions.get(event.production.id);
    const price = ticketPriceOf(event, snapshot.site);
    const unitPrice = price?.amount ?? null;
    // The event's own features first; the production's add what the event does not say.
    const names = new Set(event.features.map((feature) => feature.name));
    const features = withClubFeature(
      [...event.features, ...(production?.features ?? []).filter((feature) => !names.has(feature.name))],
      event.club,
    );
    const programme =
      event.object === 'culture'
        ? { url: `${siteOrigin}${PROGRAM_PATHS.culture}`, label: labels.seeWholeCultureProgram }
        : { url: `${siteOrigin}${PROGRAM_PATHS.movie}`, label: labels.seeWholeProgram };
    return {
      event,
      unitPrice,
      memberUnitPrice: price?.memberAmount ?? null,
      edi: event.object === 'movie' ? (production?.edi ?? null) : null,
      view: {
        title: event.production.title,
        when: `${capitalise(formatDay(datePart(event.startDate)))} kl. ${formatTime(event.startDate)}`,
        screen: event.location,
        price: unitPrice === null ? null : kroner(unitPrice),
        memberPrice: price?.memberAmount == null ? null : kroner(price.memberAmount),
        facts: factsOf(features),
        page: {
          url: `${siteOrigin}${productionPath(event.production)}`,
          label: event.object === 'culture' ? 'Tilbake til arrangementet' : 'Tilbake til filmen',
        },
        programme,
      },
    };
  });
  return {
    venue: snapshot.site.title,
    siteOrigin,
    byNumber: new Map(entries.map((entry) => [entry.event.eventNumber, entry])),
    byId: new Map(entries.map((entry) => [entry.event.id, entry])),
    programme: { url: `${siteOrigin}${PROGRAM_PATHS.movie}`, label: labels.seeWholeProgram },
  };
}
