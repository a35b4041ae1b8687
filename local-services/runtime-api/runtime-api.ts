/**
 * The local reference runtime API (spec §7.2 `events`): `GET sites/{site}/basic_events?keys=…`
 * answers the sample venue's events with ticket counts that go down while it runs, so the
 * site's live counts visibly change (`npm start`). `site` is `site{partnerId}a` (§9). Public
 * data without credentials, so CORS allows any origin. Never imported by `app/`.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { liveTicketCount, parseKeys, type VenueEvent } from './live-counts.ts';

export interface RuntimeApiOptions {
  /** The venue's partner ids; `site{id}a` is served for each. */
  partners: readonly number[];
  events: readonly VenueEvent[];
  /** Milliseconds since the service started; the counts are a function of it. */
  elapsedMs: () => number;
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
    const elapsed = options.elapsedMs();
    const events = parseKeys(c.req.query('keys')).flatMap((key) => {
      const event = byId.get(key);
      return event === undefined ? [] : [{ ...event, ticketCount: liveTicketCount(event, elapsed) }];
    });
    // Counts change by the second: a cached answer would show a stale count.
    c.header('Cache-Control', 'no-store');
    return c.json(events);
  });

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
