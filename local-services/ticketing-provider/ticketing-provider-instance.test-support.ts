import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import type { RunningService } from '../running-service.ts';
import { startPartnerApi } from '../partner-api/start-partner-api.ts';
import { startRuntimeApi } from '../runtime-api/start-runtime-api.ts';
import { DEFAULT_PROVIDER_SETTINGS, type ProviderLimits } from './config.ts';
import { startTicketingProvider } from './start-ticketing-provider.ts';

/** The site origin the test instances allow. */
export const TEST_SITE = 'http://site.test:3000';
/** The day the content's relative dates count from, and the instant the provider's clock starts at. */
const TODAY = '2026-11-20';
const START = Date.parse(`${TODAY}T08:00:00+01:00`);

/** A ticketing provider with a partner API 118 and a runtime API over the same files, on free ports. */
export interface TestInstance {
  /** The provider's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  partnerApi: string;
  runtimeApi: string;
  dbFile: string;
  partnerDbFile: string;
  /** Moves the provider's clock forward. */
  advance(ms: number): void;
  /** A read-only look into the provider's database. */
  query<T>(sql: string, ...params: Array<string | number>): T[];
  close(): Promise<void>;
}

/**
 * Starts the three services over new files; `origin` is the checkout's configured public origin
 * (`TICKETING_PROVIDER_ORIGIN`), none by default.
 */
export async function startTestInstance(limits: Partial<ProviderLimits> = {}, origin?: string): Promise<TestInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'ticketing-provider-'));
  const dbFile = join(dir, 'provider.sqlite');
  const partnerDbFile = join(dir, 'partner-118.sqlite');
  const services: RunningService[] = [];
  let offset = 0;
  try {
    services.push(
      await startPartnerApi({
        partnerId: 118,
        contentDir: 'content',
        port: 0,
        dbFile: partnerDbFile,
        allowedOrigins: [TEST_SITE],
        today: TODAY,
      }),
    );
    services.push(
      await startTicketingProvider({
        contentDir: 'content',
        port: 0,
        dbFile,
        partnerDbFiles: { 118: partnerDbFile, 178: join(dir, 'partner-178.sqlite') },
        siteOrigins: [TEST_SITE],
        settings: {
          ...DEFAULT_PROVIDER_SETTINGS,
          limits: { ...DEFAULT_PROVIDER_SETTINGS.limits, ...limits },
          ...(origin === undefined ? {} : { origin }),
        },
        today: TODAY,
        now: () => START + offset,
      }),
    );
    services.push(await startRuntimeApi({ contentDir: 'content', port: 0, today: TODAY, seatStoreFile: dbFile }));
  } catch (error) {
    await Promise.allSettled(services.map((service) => service.close()));
    throw error;
  }
  const [partner, provider, runtime] = services;
  return {
    origin: (provider?.url ?? '').replace(/\/$/, ''),
    partnerApi: partner?.url ?? '',
    runtimeApi: runtime?.url ?? '',
    dbFile,
    partnerDbFile,
    advance: (ms) => {
      offset += ms;
    },
    query: <T>(sql: string, ...params: Array<string | number>) => {
      const db = new DatabaseSync(dbFile, { readOnly: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    close: async () => {
      await Promise.allSettled(services.map((service) => service.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One instance for a whole test file. Call the returned function inside a test. */
export function instanceForFile(limits: Partial<ProviderLimits> = {}): () => TestInstance {
  let instance: TestInstance | undefined;
  beforeAll(async () => {
    instance = await startTestInstance(limits);
  });
  afterAll(() => instance?.close());
  return () => {
    if (instance === undefined) throw new Error('The test instance runs only inside the file’s tests');
    return instance;
  };
}

/** Cookies as a browser keeps them for one origin: name → value, from each answer's `Set-Cookie`. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A page: its status, its HTML and its answer; cookies go to and from `jar`. */
export async function getPage(base: string, path: string, jar = new CookieJar()) {
  const response = await fetch(new URL(path, base), { headers: { Cookie: jar.header() }, redirect: 'manual' });
  jar.take(response);
  return { status: response.status, html: await response.text(), response };
}

/** The hidden CSRF field of a page's form. */
export function csrfOf(html: string): string {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
}

/** A form post as a browser sends it from `origin`'s page (no redirect followed). */
export async function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  options: { jar?: CookieJar; origin?: string; headers?: Record<string, string> } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: jar.header(),
      ...(options.origin === undefined ? {} : { Origin: options.origin }),
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  jar.take(response);
  return { status: response.status, html: await response.text(), location: response.headers.get('location'), response };
}

/**
 * A purchase as a visitor makes it: opens the purchase page (its CSRF cookie and field), then
 * posts the form from the checkout's own origin.
 */
export async function buy(
  instance: Pick<TestInstance, 'origin'>,
  path: string,
  fields: { antall: string; epost?: string },
  jar = new CookieJar(),
) {
  const page = await getPage(instance.origin, path, jar);
  return postForm(instance.origin, path, { csrf: csrfOf(page.html), ...fields }, { jar, origin: instance.origin });
}

/** The live counts the runtime API answers for some events. */
export async function liveCounts(instance: TestInstance, ids: readonly string[]): Promise<Map<string, number>> {
  const response = await fetch(new URL(`sites/site118a/basic_events?keys=${ids.join(',')}`, instance.runtimeApi));
  const events = (await response.json()) as Array<{ id: string; ticketCount: number }>;
  return new Map(events.map((event) => [event.id, event.ticketCount]));
}
