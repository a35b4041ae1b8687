/**
 * The local platform data API (spec §6, §7.3): `GET sites` and `GET sites/{siteId}/events`,
 * behind basic authentication with the site credentials, serving the sample venue.
 * `npm start` runs it on port 4110, or on the port of `FOAJE_PLATFORM_API_URL` when that names this
 * machine (local-services/start-local-services.ts, decision 216).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import type { RunningService } from '../running-service.ts';
import { startContentWebhook, type WebhookTarget } from './content-webhook.ts';
import { basicCredentials, sameText } from './credentials.ts';
import type { VenuePayloads } from '../../app/content/platform-payloads.ts';
import { sampleVenue } from './sample-venue.ts';
import { closeServer } from '../close-server.ts';

const PLATFORM_API_PORT = 4110;

export interface PlatformApiOptions {
  contentDir: string;
  /** The site credentials it accepts; default the local development ones (app/content/platform-config.ts). */
  credentials?: { username: string; password: string };
  /** The programme's day, `YYYY-MM-DD`; default FOAJE_TODAY or today in Oslo. */
  today?: () => string;
}

function createPlatformApp(options: PlatformApiOptions): Hono {
  const credentials = options.credentials ?? {
    username: LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_USERNAME,
    password: LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_PASSWORD,
  };
  const venue = sampleVenue(options.contentDir, options.today);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const given = basicCredentials(c.req.header('authorization'));
    // Both compared every time, so a right username answers no faster than a wrong one.
    const userOk = sameText(given?.username ?? '', credentials.username);
    const passwordOk = sameText(given?.password ?? '', credentials.password);
    if (!given || !userOk || !passwordOk) {
      c.header('WWW-Authenticate', 'Basic realm="platform", charset="UTF-8"');
      return c.json({ error: 'unauthorized', message: 'Wrong or missing site credentials.' }, 401);
    }
    await next();
  });

  const load = (): Promise<VenuePayloads> => venue();

  app.get('/sites', async (c) => {
    const payloads = await load();
    return c.json({ data: [payloads.site], meta: { count: 1 } });
  });

  app.get('/sites/:siteId/events', async (c) => {
    const payloads = await load();
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    return c.json(payloads.events);
  });

  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  app.onError((error, c) => {
    console.error(`platform API: ${error.message}`);
    return c.json({ error: 'internal', message: 'The sample venue could not be read.' }, 500);
  });
  return app;
}

/**
 * Starts the platform data API; `port` 0 picks a free port (tests). With `webhook`, it calls the
 * site's publish endpoint whenever the content folder changes, as a platform does when an
 * editor publishes (content-webhook.ts).
 */
export function startPlatformApi(
  options: PlatformApiOptions & {
    host?: string;
    port?: number;
    webhook?: WebhookTarget;
    log?: (line: string) => void;
  },
): Promise<RunningService> {
  const app = createPlatformApp(options);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? PLATFORM_API_PORT },
      (address: AddressInfo) => {
        const webhook =
          options.webhook === undefined
            ? undefined
            : startContentWebhook({
                contentDir: options.contentDir,
                siteId: LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID,
                target: options.webhook,
                log: options.log ?? ((line) => console.log(line)),
              });
        resolve({
          name: 'Platform data API',
          url: `http://${address.address}:${address.port}/`,
          close: () => {
            webhook?.close();
            return closeServer(server);
          },
        });
      },
    );
    server.once('error', reject);
  });
}
