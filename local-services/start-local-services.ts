/**
 * The local reference services `npm start` runs beside the static site, so the member area,
 * the checkout, live ticket counts and images work with no outside system.
 * Each service module exports a `start…(options)` that listens on its port and returns a
 * `RunningService` (running-service.ts); add one line per service to `SERVICES`. Never imported by `app/`.
 */

import { join } from 'node:path';
import { startImageService } from './image-service/image-service.ts';
import { DRAFTS_FILE, startManagementApi } from './management-api/management-api.ts';
import { partnerApiStarters } from './partner-api/start-partner-api.ts';
import { startPlatformApi } from './platform-api/platform-api.ts';
import { startRuntimeApi } from './runtime-api/start-runtime-api.ts';
import { ticketingProviderStarter } from './ticketing-provider/start-ticketing-provider.ts';
import { startTokenCacher, TOKEN_PATH } from './token-cacher/token-cacher.ts';
import { readEnvironment } from '../app/model/environment.ts';
import { localPortOption } from './local-port.ts';
import type { RunningService, ServiceOptions, ServiceStarter } from './running-service.ts';

/**
 * Every local service, in start order. Each listens on the port of the URL the site is built
 * with (`FOAJE_IMAGE_HOST`, `FOAJE_PARTNER_API_*`, `FOAJE_TICKETING_HOST`, `FOAJE_RUNTIME_API`,
 * and for the platform build `FOAJE_PLATFORM_API_URL`, `FOAJE_MANAGEMENT_API_URL`,
 * `FOAJE_AUTH_URL`) when it names this machine, else on its own (decision 216).
 */
const SERVICES: readonly ServiceStarter[] = [
  ({ contentDir, host }) =>
    startImageService({
      imagesDir: join(contentDir, 'images'),
      host,
      ...localPortOption(readEnvironment().FOAJE_IMAGE_HOST),
    }),
  ...partnerApiStarters, // partner member API 118 on 4118, 178 on 4178
  // Before the runtime API: it seeds (or, with TICKETING_PROVIDER_RESET_DB, makes anew) the seat
  // store whose counts the runtime API answers.
  ticketingProviderStarter, // checkout, provider login and hand-off on 4300
  ({ contentDir, host }) => {
    const env = readEnvironment();
    return startRuntimeApi({ contentDir, host, today: env.FOAJE_TODAY, ...localPortOption(env.FOAJE_RUNTIME_API) });
  }, // basic_events on 4100
  ({ contentDir, host, webhook }) =>
    startPlatformApi({
      contentDir,
      host,
      ...localPortOption(readEnvironment().FOAJE_PLATFORM_API_URL),
      ...(webhook === undefined ? {} : { webhook }),
    }), // platform data API on 4110 (content builds)
  ({ contentDir, host, webhook, draftWebhook }) =>
    startManagementApi({
      contentDir,
      host,
      ...localPortOption(readEnvironment().FOAJE_MANAGEMENT_API_URL),
      // MANAGEMENT_API_DRAFTS_DB: another file (a test's), so the venue's own drafts stay as they are.
      draftsFile: process.env['MANAGEMENT_API_DRAFTS_DB'] ?? DRAFTS_FILE,
      ...(webhook === undefined ? {} : { webhook }),
      ...(draftWebhook === undefined ? {} : { draftWebhook }),
    }), // management API on 4111 (drafts, publish)
  ({ host }) => startTokenCacher({ host, ...localPortOption(readEnvironment().FOAJE_AUTH_URL, TOKEN_PATH) }), // token cacher (cahedAuth) on 4112
];

/** Starts every local service; if one fails, stops those already started and rethrows. */
export async function startLocalServices(options: ServiceOptions): Promise<RunningService[]> {
  const running: RunningService[] = [];
  try {
    for (const start of SERVICES) running.push(await start(options));
  } catch (error) {
    await Promise.allSettled(running.map((service) => service.close()));
    throw error;
  }
  return running;
}
