import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_SETTINGS, type PartnerApiSettings, type ThrottleLimits } from './config.ts';
import { SEED_MEMBERS } from './seed.ts';
import { startPartnerApi } from './start-partner-api.ts';

/** The site origin the test instances allow. */
export const TEST_SITE = 'http://site.test:3000';

/** A partner API 118 on a free port over a new SQLite file, with a clock the test moves. */
export interface TestInstance {
  url: string;
  dbFile: string;
  /** Moves the instance's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** Starts a test instance with the given limits and cookie settings over the defaults. */
export async function startTestInstance(
  overrides: {
    limits?: Partial<ThrottleLimits>;
    cookie?: PartnerApiSettings['cookie'];
    sessionDays?: number;
    trustedProxies?: readonly string[];
  } = {},
): Promise<TestInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'partner-api-'));
  const dbFile = join(dir, 'p118.sqlite');
  let offset = 0;
  const settings: PartnerApiSettings = {
    cookie: overrides.cookie ?? DEFAULT_SETTINGS.cookie,
    sessionDays: overrides.sessionDays ?? DEFAULT_SETTINGS.sessionDays,
    limits: { ...DEFAULT_SETTINGS.limits, ...overrides.limits },
    trustedProxies: overrides.trustedProxies ?? DEFAULT_SETTINGS.trustedProxies,
  };
  const service = await startPartnerApi({
    partnerId: 118,
    contentDir: 'content',
    port: 0,
    dbFile,
    allowedOrigins: [TEST_SITE],
    today: '2026-11-20',
    settings,
    now: () => Date.now() + offset,
  });
  return {
    url: service.url,
    dbFile,
    advance: (ms) => {
      offset += ms;
    },
    close: async () => {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Kari, partner 118's seeded member, whom most tests log in as. */
export const KARI = SEED_MEMBERS[118] ?? { email: '', password: '', userName: '' };

/**
 * One instance for a whole test file, with mail limits its tests never reach: started before
 * the file's first test, closed after its last. Call the returned function inside a test.
 */
export function instanceForFile(): () => TestInstance {
  let instance: TestInstance | undefined;
  beforeAll(async () => {
    instance = await startTestInstance({ limits: { mailRequestsPerAddress: 100, mailRequestsPerClient: 100 } });
  });
  afterAll(() => instance?.close());
  return () => {
    if (instance === undefined) throw new Error('The test instance runs only inside the file’s tests');
    return instance;
  };
}

/** A JSON POST as the site's own page sends it (no `Origin` unless given). */
export function postJson(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A JSON POST from another client: a socket bound to `localAddress` (any of 127.0.0.0/8 on the
 * loopback), so the API sees another peer address, as it would another machine's.
 */
export function postJsonFrom(
  localAddress: string,
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(path, base);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: answer }),
        );
      },
    );
    call.once('error', reject);
    call.end(text);
  });
}

/** The link of the newest confirmation mail to `email` in the instance's outbox, as its recipient reads it. */
export function confirmationLink(dbFile: string, email: string): string | undefined {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT link FROM outbox WHERE email = ? AND kind = 'confirm-email' ORDER BY id DESC LIMIT 1")
      .get(email) as { link: string } | undefined;
    return row?.link;
  } finally {
    db.close();
  }
}

/** The token of a confirmation link (its fragment's `token`), as the site's page reads it. */
export function tokenOf(link: string | undefined): string {
  return new URLSearchParams(new URL(link ?? 'http://x/').hash.slice(1)).get('token') ?? '';
}
