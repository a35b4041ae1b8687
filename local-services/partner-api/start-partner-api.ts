import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import { osloToday } from '../../app/content/today.ts';
import { readEnvironment } from '../../app/model/environment.ts';
import { localPortOption } from '../local-port.ts';
import type { RunningService, ServiceStarter } from '../running-service.ts';
import { DEFAULT_SETTINGS, readPartnerApiSettings, type PartnerApiSettings } from './config.ts';
import { openDatabase } from './database.ts';
import { createPartnerApp } from './partner-api.ts';
import { seedDatabase } from './seed.ts';
import { closeServer } from '../close-server.ts';

/** The fixed local port of each partner instance (`npm start`; the site's default config). */
export const PARTNER_API_PORTS: Readonly<Record<number, number>> = { 118: 4118, 178: 4178 };

export interface StartPartnerApiOptions {
  partnerId: number;
  /** The venue whose films, screenings and reviews are seeded. */
  contentDir: string;
  host?: string;
  /** 0 picks a free port (tests); default the partner's fixed port. */
  port?: number;
  /** The SQLite file, kept across starts; default `local-services/partner-api/data/partner-{id}-{port}.sqlite`. */
  dbFile?: string;
  /** Deletes the file first, for a fresh seed (a test run; `PARTNER_API_RESET_DB=true`). */
  resetDb?: boolean;
  /** Cookies, sessions and throttle limits; default {@link DEFAULT_SETTINGS}. */
  settings?: PartnerApiSettings;
  /** The clock of sessions and the throttle; default `Date.now`. */
  now?: () => number;
  /** Site origins allowed to call with credentials. */
  allowedOrigins: readonly string[];
  /** `YYYY-MM-DD`; default today in Oslo (ticket dates follow the content's programme). */
  today?: string;
}

/**
 * The default SQLite file of a partner instance listening on `port`: the ticketing provider
 * (local-services/ticketing-provider/) writes a member's purchase into the same file.
 */
export function defaultPartnerDbFile(partnerId: number, port: number): string {
  return join(import.meta.dirname, 'data', `partner-${String(partnerId)}-${String(port)}.sqlite`);
}

/** Site origins from `FOAJE_SITE_ORIGINS` (comma-separated), else the local site on `PORT`. */
export function siteOriginsFromEnv(env: Readonly<Record<string, string | undefined>>): string[] {
  const listed = env['FOAJE_SITE_ORIGINS']
    ?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (listed && listed.length > 0) return listed;
  const port = env['PORT'] ?? '3000';
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * Opens the instance's database (seeding it only when it is empty: members and their lists
 * survive a restart, decision 42), then serves the API.
 */
export async function startPartnerApi(options: StartPartnerApiOptions): Promise<RunningService> {
  const port = options.port ?? PARTNER_API_PORTS[options.partnerId] ?? 0;
  const dbFile = options.dbFile ?? defaultPartnerDbFile(options.partnerId, port);
  const today = options.today ?? osloToday(new Date());
  const { db, fresh } = openDatabase(dbFile, { reset: options.resetDb ?? false });
  try {
    if (fresh) {
      const snapshot = await loadContentFromDir(options.contentDir, { today, blockSchemas });
      // One transaction: a process killed mid-seed leaves an empty file, seeded on the next start.
      db.exec('BEGIN IMMEDIATE');
      await seedDatabase(db, snapshot, { partnerId: options.partnerId });
      db.exec('COMMIT');
    }
  } catch (error) {
    db.close();
    throw error;
  }
  const app = createPartnerApp({
    partnerId: options.partnerId,
    db,
    allowedOrigins: options.allowedOrigins,
    settings: options.settings ?? DEFAULT_SETTINGS,
    ...(options.now ? { now: options.now } : {}),
  });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port }, (address: AddressInfo) => {
      resolve({
        name: `Partner API ${String(options.partnerId)}`,
        url: `http://${address.address}:${String(address.port)}/`,
        close: () => closeServer(server).finally(() => db.close()),
      });
    });
    server.once('error', reject);
  });
}

/** One starter per partner instance, for local-services/start-local-services.ts. */
export const partnerApiStarters: readonly ServiceStarter[] = Object.keys(PARTNER_API_PORTS).map(
  (id) =>
    ({ contentDir, host }) =>
      startPartnerApi({
        partnerId: Number(id),
        contentDir,
        host,
        // Where the site's FOAJE_PARTNER_API_{id} points, when that is this machine.
        ...localPortOption(readEnvironment()[`FOAJE_PARTNER_API_${id as '118' | '178'}`]),
        allowedOrigins: siteOriginsFromEnv(process.env),
        settings: readPartnerApiSettings(process.env),
        resetDb: process.env['PARTNER_API_RESET_DB'] === 'true',
        today: readEnvironment().FOAJE_TODAY,
      }),
);
