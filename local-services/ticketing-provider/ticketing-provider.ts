/**
 * The local reference ticketing provider: the checkout the site's "Kjøp billett" links to
 * (spec §7.4) and the provider's login and checkout hand-off (§7.3), over the seat store that
 * the runtime API's live counts read (§4.3). Built as if deployed: security headers on every
 * answer, bodies of at most 4 KiB, state changes only from the allowed origins, throttled
 * logins and purchases, zod on every input, no stack trace in an answer. Never imported by `app/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { addAuthRoutes } from './auth-routes.ts';
import type { Catalogue } from './catalogue.ts';
import { addCheckoutRoutes } from './checkout-routes.ts';
import { DEFAULT_PROVIDER_SETTINGS, type TicketingProviderSettings } from './config.ts';
import { pagePolicy, securityHeaders } from './guards.ts';
import { createMemberLogins } from './member-logins.ts';
import { messagePage, STYLESHEET_PATH } from './pages.ts';
import type { PartnerLink } from './partner-link.ts';
import { createSeatStore, type Order } from './seat-store.ts';

const STYLESHEET = readFileSync(join(import.meta.dirname, 'checkout.css'), 'utf8');

export interface TicketingProviderOptions {
  /** The provider's database (database.ts), seeded. */
  db: DatabaseSync;
  catalogue: Catalogue;
  partners: PartnerLink;
  /** Site origins: CORS with credentials, the hand-off's senders, the pages' form targets. */
  siteOrigins: readonly string[];
  /** The image host the pages may show images from; null for none but this service. */
  imageOrigin?: string | null;
  settings?: TicketingProviderSettings;
  /** Minutes after a screening's start it is still sold (the site's `saleMinutesAfterStart`). */
  saleMinutesAfterStart?: number;
  /** The checkout's public origin for links in members' tickets when none is configured (its listening URL). */
  fallbackOrigin: () => string;
  /** The clock of sales, logins and the throttle; default `Date.now`. */
  now?: () => number;
}

export interface TicketingProvider {
  app: Hono;
  /** Writes into the partners' member databases the members' tickets not yet there (after a crash). */
  deliverPendingTickets(): void;
}

export function createTicketingProvider(options: TicketingProviderOptions): TicketingProvider {
  const settings = options.settings ?? DEFAULT_PROVIDER_SETTINGS;
  const now = options.now ?? Date.now;
  const { catalogue, partners } = options;
  const store = createSeatStore(options.db);
  const logins = createMemberLogins(options.db, now);
  const app = new Hono();

  app.use('*', securityHeaders(pagePolicy(options.siteOrigins, options.imageOrigin ?? null)));

  function deliverTicket(order: Order): void {
    const entry = catalogue.byId.get(order.eventId);
    const event = store.event(order.eventId);
    if (order.memberEmail === null || entry === undefined || event === undefined) return;
    try {
      partners.deliverTicket({
        partnerId: order.partnerId,
        memberEmail: order.memberEmail,
        orderId: order.id,
        eventNumber: event.eventNumber,
        edi: entry.edi,
        startsAt: event.startsAt,
        screen: event.screen,
        seats: order.seats,
        orderUrl: `${settings.origin ?? options.fallbackOrigin()}/${String(order.partnerId)}/ordre/${order.id}`,
      });
      // Delivered, or nothing to deliver (no film the partner lists): either way done.
      store.markDelivered(order.id, now());
    } catch (error) {
      // The order stands; its ticket is written at the next start (the partner's file was busy or gone).
      console.error(`Ticketing provider: a member's ticket waits for delivery (${String(error)})`);
    }
  }

  addAuthRoutes(app, { logins, partners, limits: settings.limits, siteOrigins: options.siteOrigins, now });
  addCheckoutRoutes(app, {
    store,
    logins,
    partners,
    catalogue,
    purchaseLimits: {
      perOrder: settings.perOrderLimit,
      saleAfterStartMs: (options.saleMinutesAfterStart ?? 0) * 60_000,
    },
    limits: settings.limits,
    siteOrigins: options.siteOrigins,
    origin: settings.origin,
    deliverTicket,
    now,
  });

  app.get(STYLESHEET_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  /** Health check for process managers and the browser suite's web server. */
  app.get('/', (c) => c.json({ service: 'Ticketing provider' }));

  const isApi = (path: string) => path.startsWith('/v3/') || path.startsWith('/profile/');
  app.notFound((c) =>
    isApi(c.req.path)
      ? c.json({ error: 'NotFound' }, 404)
      : c.html(messagePage(catalogue.venue, 'Fant ikke siden', 'Denne siden finnes ikke.', catalogue.programme), 404),
  );
  app.onError((error, c) => {
    // The error's name only: no stack, no URL (a login's query holds a password).
    console.error(`Ticketing provider: ${c.req.method} failed: ${error.name}`);
    return isApi(c.req.path)
      ? c.json({ error: 'InternalError' }, 500)
      : c.html(messagePage(catalogue.venue, 'Noe gikk galt', 'Prøv igjen om litt.', catalogue.programme), 500);
  });

  return {
    app,
    deliverPendingTickets: () => {
      for (const order of store.undeliveredTickets()) deliverTicket(order);
    },
  };
}
