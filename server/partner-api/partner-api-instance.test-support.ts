import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, type PartnerApiSettings, type ThrottleLimits } from './config.ts';
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
