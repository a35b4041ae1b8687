/** The id of a detail page's ticket section: `/{slug}#tickets` jumps to it (spec §2.3). */
export const TICKETS_ANCHOR = 'tickets';

/** The programme pages (spec §2.2): where a visitor goes on from a film or event with nothing left. */
export const PROGRAM_PATHS = { movie: '/kinoprogram', culture: '/kulturprogram', upcoming: '/kommende' } as const;

/** The fields of a production (or an event's production summary) that name its page. */
export interface ProductionRef {
  object: 'movie' | 'culture';
  parentSlug: string;
  pageReference: string;
}

/**
 * The site path of a production's detail page: a film lives at `/{parentSlug}`, a culture
 * item at `/{pageReference}` (spec §2.3, §2.4).
 */
export function productionPath(production: ProductionRef): string {
  return production.object === 'culture' ? `/${production.pageReference}` : `/${production.parentSlug}`;
}

/** The ticket section of a production's page: `/{parentSlug}#tickets` (spec §2.4). */
export function ticketsPath(production: ProductionRef): string {
  return `${productionPath(production)}#${TICKETS_ANCHOR}`;
}

/** True for an absolute `http(s)://` or protocol-relative URL: a link that leaves the site. */
export function isExternalUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href);
}
