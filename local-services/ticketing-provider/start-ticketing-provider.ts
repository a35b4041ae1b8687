import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import { osloToday } from '../../app/content/today.ts';
import { readEnvironment } from '../../app/model/environment.ts';
import { closeServer } from '../close-server.ts';
import { localPortOf, localPortOption } from '../local-port.ts';
import { defaultPartnerDbFile, PARTNER_API_PORTS, siteOriginsFromEnv } from '../partner-api/start-partner-api.ts';
import type { RunningService, ServiceStarter } from '../running-service.ts';
import { createCatalogue } from './catalogue.ts';
import { DEFAULT_PROVIDER_SETTINGS, readProviderSettings, type TicketingProviderSettings } from './config.ts';
import { openProviderDatabase } from './database.ts';
import { createPartnerLink } from './partner-link.ts';
import { createSeatStore, seatStoreFileFromEnv } from './seat-store.ts';
import { createTicketingProvider } from './ticketing-provider.ts';

/** The fixed local port (`npm start`; the site's ticketing host when built with `FOAJE_TICKETING_HOST=http://127.0.0.1:4300`). */
export const TICKETING_PROVIDER_PORT = 4300;

export interface StartTicketingProviderOptions {
  /** The venue whose events are sold. */
  contentDir: string;
  host?: string;
  /** 0 picks a free port (tests); default {@link TICKETING_PROVIDER_PORT}. */
  port?: number;
  /** The seat store's file, kept across starts; default `TICKETING_PROVIDER_DB`, else the provider's own. */
  dbFile?: string;
  /** Deletes the file first (a test run; `TICKETING_PROVIDER_RESET_DB=true`). */
  resetDb?: boolean;
  /**
   * Each partner's member database (partner id → the partner API's SQLite file): where a
   * member's password is checked and a member's ticket is written. Default {@link partnerDbFilesFromEnv}.
   */
  partnerDbFiles?: Readonly<Record<number, string>>;
  /** Site origins: CORS, hand-offs, the pages' links back (the first). */
  siteOrigins: readonly string[];
  settings?: TicketingProviderSettings;
  /** `YYYY-MM-DD`; default today in Oslo (the content's relative dates). */
  today?: string;
  /** The clock of sales, logins and the throttle; default `Date.now`. */
  now?: () => number;
}

/**
 * The partner API's database files as the partner APIs of this machine use them: `PARTNER_API_DB_{id}`,
 * else the partner API's default file for the port it listens on (`FOAJE_PARTNER_API_{id}`'s, else its own).
 */
export function partnerDbFilesFromEnv(env: Readonly<Record<string, string | undefined>>): Record<number, string> {
  return Object.fromEntries(
    Object.entries(PARTNER_API_PORTS).map(([id, port]) => {
      const given = env[`PARTNER_API_DB_${id}`]?.trim();
      const listening = localPortOf(env[`FOAJE_PARTNER_API_${id}`]) ?? port;
      return [Number(id), given ? given : defaultPartnerDbFile(Number(id), listening)];
    }),
  );
}

/** Seeds the seat store from the venue's content (keeping what it holds) and serves the checkout. */
export async function startTicketingProvider(options: StartTicketingProviderOptions): Promise<RunningService> {
  const today = options.today ?? osloToday(new Date());
  const snapshot = await loadContentFromDir(options.contentDir, { today, blockSchemas });
  const db = openProviderDatabase(options.dbFile ?? seatStoreFileFromEnv(process.env), {
    reset: options.resetDb ?? false,
  });
  const partners = createPartnerLink(options.partnerDbFiles ?? partnerDbFilesFromEnv(process.env));
  const closeFiles = () => {
    partners.close();
    db.close();
  };
  try {
    createSeatStore(db).seed(snapshot.events);
  } catch (error) {
    closeFiles();
    throw error;
  }
  const imageHost = snapshot.site.imageHost;
  let listening = '';
  const provider = createTicketingProvider({
    db,
    catalogue: createCatalogue(snapshot, options.siteOrigins[0] ?? 'http://127.0.0.1:3000'),
    partners,
    siteOrigins: options.siteOrigins,
    imageOrigin: /^https?:\/\//.test(imageHost) ? new URL(imageHost).origin : null,
    settings: options.settings ?? DEFAULT_PROVIDER_SETTINGS,
    saleMinutesAfterStart: snapshot.site.ticketing.saleMinutesAfterStart,
    fallbackOrigin: () => listening,
    ...(options.now ? { now: options.now } : {}),
  });
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: provider.app.fetch,
        hostname: options.host ?? '127.0.0.1',
        port: options.port ?? TICKETING_PROVIDER_PORT,
      },
      (address: AddressInfo) => {
        listening = `http://${address.address}:${String(address.port)}`;
        // Members' tickets a crash left undelivered go to their partners now.
        provider.deliverPendingTickets();
        resolve({
          name: 'Ticketing provider (checkout)',
          url: `${listening}/`,
          close: () => closeServer(server).finally(closeFiles),
        });
      },
    );
    server.once('error', (error: Error) => {
      closeFiles();
      reject(error);
    });
  });
}

/**
 * The starter of local-services/start-local-services.ts: on the port of `FOAJE_TICKETING_HOST`
 * when that names this machine, the environment's store, partner files and settings.
 */
export const ticketingProviderStarter: ServiceStarter = ({ contentDir, host }) => {
  const env = readEnvironment();
  return startTicketingProvider({
    contentDir,
    host,
    ...localPortOption(env.FOAJE_TICKETING_HOST),
    resetDb: process.env['TICKETING_PROVIDER_RESET_DB'] === 'true',
    siteOrigins: siteOriginsFromEnv(process.env),
    settings: readProviderSettings(process.env),
    today: env.FOAJE_TODAY,
  });
};
