/**
 * The local reference runtime API (spec §7.2 `events`): `GET sites/{site}/basic_events?keys=…`
 * answers the sample venue's events with the tickets left as the ticketing provider's seat store
 * holds them (local-services/ticketing-provider/seat-store.ts), so a purchase shows in the site's
 * live counts at once. `site` is `site{partnerId}a` (§9). Public data without credentials, so
 * CORS allows any origin. Never imported by `app/`.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { parseKeys, type VenueEvent } from './live-counts.ts';

export interface RuntimeApiOptions {
  /** The venue's partner ids; `site{id}a` is served for each. */
  partners: readonly number[];
  events: readonly VenueEvent[];
  /** The tickets left of the ids the seat store holds (ids it does not hold are left out). */
  remaining: (ids: readonly string[]) => ReadonlyMap<string, number>;
}

export function createRuntimeApp(options: RuntimeApiOptions): Hono {
  const sites = new Set(options.partners.map((id) => `site${String(id)}a`));
  const byId = new Map(options.events.map((event) => [event.id, event]));
  const app = new Hono();

  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], maxAge: 600 }));

  // Answers when the service is up (the browser suite waits for it).
  app.get('/', (c) => c.json({ service: 'runtime API', sites: [...sites] }));

  app.get('/sites/:site/basic_events', (c) => {
    if (!sites.has(c.req.param('site'))) return c.json({ message: `Unknown site ${c.req.param('site')}` }, 404);
    const known = parseKeys(c.req.query('keys')).flatMap((key) => byId.get(key) ?? []);
    const left = options.remaining(known.map((event) => event.id));
    // An event the store does not hold answers the content's count.
    const events = known.map((event) => ({ ...event, ticketCount: left.get(event.id) ?? event.ticketCount }));
    // A purchase changes a count at any moment: a cached answer would show a stale one.
    c.header('Cache-Control', 'no-store');
    return c.json(events);
  });

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
