import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  overrides: { limits?: Partial<ThrottleLimits>; cookie?: PartnerApiSettings['cookie']; sessionDays?: number } = {},
): Promise<TestInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'partner-api-'));
  const dbFile = join(dir, 'p118.sqlite');
  let offset = 0;
  const settings: PartnerApiSettings = {
    cookie: overrides.cookie ?? DEFAULT_SETTINGS.cookie,
    sessionDays: overrides.sessionDays ?? DEFAULT_SETTINGS.sessionDays,
    limits: { ...DEFAULT_SETTINGS.limits, ...overrides.limits },
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
