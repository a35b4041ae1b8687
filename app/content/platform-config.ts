import { type EnvSource, foajeVariables, PlatformVariables } from '../model/environment.ts';
import { Secret } from './platform-secret.ts';

/**
 * The local reference services' addresses and development credentials (local-services/platform-api,
 * local-services/management-api, local-services/token-cacher). They fill in whatever is unset
 * while the platform's URLs are unset or name this machine (decision 216): so
 * `npm run build -- --source platform` works offline against `npm start`, and a second checkout
 * moves its local platform to other ports by giving the three URLs alone. Pointing the build at
 * a real platform requires every credential to be given.
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

/** The platform's three addresses: the local services stand in for them when each is unset or local. */
const PLATFORM_URLS = ['FOAJE_PLATFORM_API_URL', 'FOAJE_MANAGEMENT_API_URL', 'FOAJE_AUTH_URL'] as const;

/**
 * Whether a URL is a local service's: plain HTTP to this machine with a port
 * (`http://127.0.0.1:5110/`, `http://localhost:5112/oauth/token`), as local-services/local-port.ts
 * reads the port a local service listens on.
 */
function namesThisMachine(url: string): boolean {
  return /^http:\/\/(?:127\.0\.0\.1|localhost):\d+(?:\/|$)/.test(url);
}

/**
 * Whether `env` points the platform build at the local services: no platform URL given, or
 * only URLs on this machine. Then every unset variable takes the local value.
 */
function usesLocalPlatform(env: EnvSource): boolean {
  const given = foajeVariables(env);
  return PLATFORM_URLS.every((name) => given[name] === undefined || namesThisMachine(given[name]));
}

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
 * missing variable (never a value). With no platform URL, or only URLs on this machine, the
 * local services' values fill in what is unset ({@link usesLocalPlatform}).
 */
export function readPlatformConfig(env: EnvSource): PlatformConfig {
  const given = foajeVariables(env);
  const source = usesLocalPlatform(env) ? { ...LOCAL_PLATFORM_ENV, ...given } : given;
  const parsed = PlatformVariables.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : issue.message}`,
      );
  if (parsed.success) {
    const data = parsed.data;
    if (data.FOAJE_PLATFORM_AUTH === 'basic_auth') {
      if (data.FOAJE_PLATFORM_USERNAME === '') problems.push('FOAJE_PLATFORM_USERNAME: required for basic_auth');
      if (data.FOAJE_PLATFORM_PASSWORD === undefined) problems.push('FOAJE_PLATFORM_PASSWORD: required for basic_auth');
    }
    if (data.FOAJE_MANAGEMENT_AUTH === 'auth0') {
      if (data.FOAJE_AUTH_CLIENT_ID === '') problems.push('FOAJE_AUTH_CLIENT_ID: required for auth0');
      if (data.FOAJE_AUTH_CLIENT_SECRET === undefined) problems.push('FOAJE_AUTH_CLIENT_SECRET: required for auth0');
      if (data.FOAJE_AUTH_AUDIENCE === '') problems.push('FOAJE_AUTH_AUDIENCE: required for auth0');
    }
    if (problems.length === 0) {
      return {
        siteId: data.FOAJE_PLATFORM_SITE_ID,
        platformApiUrl: data.FOAJE_PLATFORM_API_URL,
        platformAuth: {
          method: data.FOAJE_PLATFORM_AUTH,
          username: data.FOAJE_PLATFORM_USERNAME,
          password: secret(data.FOAJE_PLATFORM_PASSWORD),
        },
        managementApiUrl: data.FOAJE_MANAGEMENT_API_URL,
        managementAuth: {
          method: data.FOAJE_MANAGEMENT_AUTH,
          clientId: data.FOAJE_AUTH_CLIENT_ID,
          clientSecret: secret(data.FOAJE_AUTH_CLIENT_SECRET),
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

function secret(value: string | undefined): Secret | undefined {
  return value === undefined ? undefined : new Secret(value);
}
