import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import { osloToday } from '../../app/content/today.ts';
import type { RunningService } from '../running-service.ts';
import { openProviderDatabase } from '../ticketing-provider/database.ts';
import { createSeatStore, seatStoreFileFromEnv } from '../ticketing-provider/seat-store.ts';
import { createRuntimeApp } from './runtime-api.ts';
import { closeServer } from '../close-server.ts';

/** The fixed local port (`npm start`; the default `FOAJE_RUNTIME_API` of the site's config). */
export const RUNTIME_API_PORT = 4100;

export interface StartRuntimeApiOptions {
  /** The venue whose events are served. */
  contentDir: string;
  host?: string;
  /** 0 picks a free port (tests); default `RUNTIME_API_PORT`. */
  port?: number;
  /** `YYYY-MM-DD`: the day relative dates of the content are resolved against; default today in Oslo. */
  today?: string;
  /**
   * The ticketing provider's seat store, whose counts are answered; default `TICKETING_PROVIDER_DB`,
   * else the provider's own default file. Opened with a connection of this service's own; events
   * it lacks are added from the content (as the provider does, `INSERT OR IGNORE`).
   */
  seatStoreFile?: string;
  /** Deletes the seat store first: only when no ticketing provider (which does it then) starts beside (a test run). */
  resetSeatStore?: boolean;
}

/** Loads the venue's events, opens the seat store and serves `basic_events` until closed. */
export async function startRuntimeApi(options: StartRuntimeApiOptions): Promise<RunningService> {
  const today = options.today ?? osloToday(new Date());
  const snapshot = await loadContentFromDir(options.contentDir, { today, blockSchemas });
  const db = openProviderDatabase(options.seatStoreFile ?? seatStoreFileFromEnv(process.env), {
    reset: options.resetSeatStore ?? false,
  });
  const store = createSeatStore(db);
  try {
    store.seed(snapshot.events);
  } catch (error) {
    db.close();
    throw error;
  }
  const app = createRuntimeApp({
    partners: snapshot.site.partners,
    events: snapshot.events.map(({ id, eventNumber, title, startDate, location, ticketCount }) => ({
      id,
      eventNumber,
      title,
      startDate,
      location,
      ticketCount,
    })),
    remaining: (ids) => store.remaining(ids),
  });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? RUNTIME_API_PORT },
      (address: AddressInfo) => {
        resolve({
          name: 'Runtime API (live ticket counts)',
          url: `http://${address.address}:${String(address.port)}/`,
          close: () => closeServer(server).finally(() => db.close()),
        });
      },
    );
    server.once('error', (error: Error) => {
      db.close();
      reject(error);
    });
  });
}
