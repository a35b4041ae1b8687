import { z } from 'zod';
import { Secret } from './platform-secret.ts';

/**
 * The local reference services' addresses and development credentials (server/platform-api,
 * server/management-api, server/token-cacher). They apply only while FOAJE_PLATFORM_API_URL is
 * unset, so `npm run build -- --source platform` works offline against `npm start`; pointing
 * the build at a real platform requires every credential to be given.
 * CAREFUL: the local services read their expected credentials from here too.
 */
export const LOCAL_PLATFORM_ENV = {
  FOAJE_PLATFORM_API_URL: 'http://127.0.0.1:4110/',
  FOAJE_PLATFORM_SITE_ID: 'fjordheim',
  FOAJE_PLATFORM_USERNAME: 'fjordheim',
  FOAJE_PLATFORM_PASSWORD: 'lokal-utvikling',
  FOAJE_MANAGEMENT_API_URL: 'http://127.0.0.1:4111/',
  FOAJE_AUTH_URL: 'http://127.0.0.1:4112/oauth/token',
  FOAJE_AUTH_CLIENT_ID: 'foaje-build',
  FOAJE_AUTH_CLIENT_SECRET: 'lokal-utvikling-hemmelig',
  FOAJE_AUTH_AUDIENCE: 'https://management.foaje.local/',
} as const;

const Url = z.url({ protocol: /^https?$/ }).transform((url) => (url.endsWith('/') ? url : `${url}/`));
const SecretText = z.string().min(1).transform((value) => new Secret(value));
const Count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

/**
 * The environment of a platform build (spec §6, §7.3). Auth methods stay text: an unknown one
 * must raise the spec's "API authentication method ({method}) not supported." (app/http).
 */
export const PlatformEnv = z.object({
  /** Base URL of the platform data API (`sites`, `sites/{siteId}/events`). */
  FOAJE_PLATFORM_API_URL: Url,
  FOAJE_PLATFORM_SITE_ID: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected a site id'),
  /** §6: public content reads use basic authentication with the site credentials. */
  FOAJE_PLATFORM_AUTH: z.string().default('basic_auth'),
  FOAJE_PLATFORM_USERNAME: z.string().default(''),
  FOAJE_PLATFORM_PASSWORD: SecretText.optional(),
  /** Base URL of the management API (`site/{siteId}/block-data`, `site/{siteId}/article`). */
  FOAJE_MANAGEMENT_API_URL: Url,
  /** §6: management data uses an OAuth client-credentials token (`auth0` mode). */
  FOAJE_MANAGEMENT_AUTH: z.string().default('auth0'),
  /** §9: the management `stable` flag. */
  FOAJE_MANAGEMENT_STABLE: z.enum(['0', '1']).default('1'),
  /** The token cacher's endpoint, `cahedAuth` in the spec's configuration (§7.3). */
  FOAJE_AUTH_URL: z.url({ protocol: /^https?$/ }),
  FOAJE_AUTH_CLIENT_ID: z.string().default(''),
  FOAJE_AUTH_CLIENT_SECRET: SecretText.optional(),
  FOAJE_AUTH_AUDIENCE: z.string().default(''),
  /** Per attempt. */
  FOAJE_FETCH_TIMEOUT_MS: Count(15_000, 600_000).refine((ms) => ms > 0, 'expected more than 0'),
  /** Tries after the first for a 5xx, a reset connection or a timeout. */
  FOAJE_FETCH_RETRIES: Count(3, 10),
});


/** A validated platform configuration. Secrets are `Secret`s: printing the object shows none. */
export interface PlatformConfig {
  siteId: string;
  platformApiUrl: string;
  platformAuth: { method: string; username: string; password: Secret | undefined };
  managementApiUrl: string;
  managementAuth: { method: string; clientId: string; clientSecret: Secret | undefined; audience: string };
  stable: '0' | '1';
  /** The `cahedAuth` endpoint (§7.3). */
  authUrl: string;
  timeoutMs: number;
  retries: number;
}

/**
 * Reads the platform configuration from an environment; throws one error naming every bad or
 * missing variable (never a value). Without FOAJE_PLATFORM_API_URL the local services are used.
 */
export function readPlatformConfig(env: Readonly<Record<string, string | undefined>>): PlatformConfig {
  const source = env['FOAJE_PLATFORM_API_URL'] === undefined ? { ...LOCAL_PLATFORM_ENV, ...definedOnly(env) } : env;
  const parsed = PlatformEnv.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : issue.message}`);
  if (parsed.success) {
    const data = parsed.data;
    if (data.FOAJE_PLATFORM_AUTH === 'basic_auth') {
      if (data.FOAJE_PLATFORM_USERNAME === '') problems.push('FOAJE_PLATFORM_USERNAME: required for basic_auth');
      if (!data.FOAJE_PLATFORM_PASSWORD) problems.push('FOAJE_PLATFORM_PASSWORD: required for basic_auth');
    }
    if (data.FOAJE_MANAGEMENT_AUTH === 'auth0') {
      if (data.FOAJE_AUTH_CLIENT_ID === '') problems.push('FOAJE_AUTH_CLIENT_ID: required for auth0');
      if (!data.FOAJE_AUTH_CLIENT_SECRET) problems.push('FOAJE_AUTH_CLIENT_SECRET: required for auth0');
      if (data.FOAJE_AUTH_AUDIENCE === '') problems.push('FOAJE_AUTH_AUDIENCE: required for auth0');
    }
    if (problems.length === 0) {
      return {
        siteId: data.FOAJE_PLATFORM_SITE_ID,
        platformApiUrl: data.FOAJE_PLATFORM_API_URL,
        platformAuth: { method: data.FOAJE_PLATFORM_AUTH, username: data.FOAJE_PLATFORM_USERNAME, password: data.FOAJE_PLATFORM_PASSWORD },
        managementApiUrl: data.FOAJE_MANAGEMENT_API_URL,
        managementAuth: {
          method: data.FOAJE_MANAGEMENT_AUTH,
          clientId: data.FOAJE_AUTH_CLIENT_ID,
          clientSecret: data.FOAJE_AUTH_CLIENT_SECRET,
          audience: data.FOAJE_AUTH_AUDIENCE,
        },
        stable: data.FOAJE_MANAGEMENT_STABLE,
        authUrl: data.FOAJE_AUTH_URL,
        timeoutMs: data.FOAJE_FETCH_TIMEOUT_MS,
        retries: data.FOAJE_FETCH_RETRIES,
      };
    }
  }
  throw new Error(`Invalid platform configuration: ${problems.join('; ')}`);
}

function definedOnly(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
