import { z } from 'zod';
import { UnsupportedAuthMethodError, type AuthConfig, type TokenSource } from '../http/auth.ts';
import { endpointUrl, type EndpointTable, type PathParams } from '../http/endpoints.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import { HttpError } from '../http/http-error.ts';
import { DEFAULT_RETRY_POLICY, RetriesExhaustedError, type RetryPolicy, withRetries } from '../http/retry.ts';
import type { ContentSource } from './content-source.ts';
import type { PlatformConfig } from './platform-config.ts';
import type { Secret } from './platform-secret.ts';
import { snapshotFromPlatform, type PlatformResponse } from './platform-snapshot.ts';

/** What the source reports while it works, for build progress on the terminal. */
export type PlatformProgress =
  | { type: 'fetched'; endpoint: string; ms: number }
  | { type: 'retry'; endpoint: string; retry: number; reason: string; delayMs: number };

export interface PlatformSourceOptions {
  onProgress?: (event: PlatformProgress) => void;
  /** Waits between tries; the retry count comes from the config. */
  retryDelays?: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>;
  fetch?: typeof fetch;
}

/** A call that failed for good: the message names the endpoint (`GET https://…/sites`), never a credential. */
class PlatformFetchError extends Error {
  readonly endpoint: string;
  readonly status: number | null;

  constructor(endpoint: string, reason: string, status: number | null) {
    super(`${endpoint}: ${reason}`);
    this.name = 'PlatformFetchError';
    this.endpoint = endpoint;
    this.status = status;
  }
}

// Spec §7.3. `stable` is a configured value (§9: 1).
const PLATFORM_ENDPOINTS: EndpointTable = {
  sites: { method: 'GET', path: 'sites' },
  events: { method: 'GET', path: 'sites/:siteId/events' },
};
const MANAGEMENT_ENDPOINTS: EndpointTable = {
  blockData: { method: 'GET', path: 'site/:siteId/block-data?stable=:stable' },
  articles: { method: 'GET', path: 'site/:siteId/article?stable=:stable' },
};

/** The token cacher's answer (OAuth 2 token response). */
const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i, 'expected "Bearer"'),
  expires_in: z.number().positive().optional(),
});

const AUTH_METHODS = new Set(['none', 'basic_auth', 'auth0']);

/** Fails at once, before any call, for a method spec §6 does not know. */
function checkMethod(method: string): void {
  if (!AUTH_METHODS.has(method)) throw new UnsupportedAuthMethodError(method);
}

function reveal(secret: Secret | undefined): string {
  return secret?.reveal() ?? '';
}

/**
 * The content of one site read from the venue platform (spec §6, §7.3): `sites` and
 * `sites/{siteId}/events` from the platform data API, the page configurations
 * (`block-data`) and articles from the management API, with the configured auth modes
 * through the one HTTP client (app/http). Each call is tried again on a 5xx, a reset or a
 * timeout, with growing waits; after the last try the error names the endpoint. The payloads
 * are then validated like files (platform-snapshot.ts).
 */
export function platformSource(config: PlatformConfig, options: PlatformSourceOptions = {}): ContentSource {
  checkMethod(config.platformAuth.method);
  checkMethod(config.managementAuth.method);
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retryDelays, retries: config.retries };
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};

  /** Calls a named endpoint with retries; the body, labelled with its endpoint. */
  async function call(
    client: HttpClient,
    table: EndpointTable,
    baseUrl: string,
    name: string,
    params: PathParams,
  ): Promise<PlatformResponse> {
    const { method, url } = endpointUrl(table, baseUrl, name, params);
    const endpoint = `${method} ${url}`;
    const started = performance.now();
    try {
      const response = await withRetries(() => client.request(name, { params }), policy, {
        onRetry: (retry, error, delayMs) =>
          options.onProgress?.({ type: 'retry', endpoint, retry, reason: reasonOf(error), delayMs }),
      });
      options.onProgress?.({ type: 'fetched', endpoint, ms: performance.now() - started });
      return { endpoint, body: response.body };
    } catch (error) {
      throw toFetchError(endpoint, error);
    }
  }

  function authOf(
    method: string,
    settings: { basic?: { username: string; password: Secret | undefined }; tokens?: TokenSource },
  ): AuthConfig {
    if (method === 'basic_auth')
      return { method, username: settings.basic?.username ?? '', password: reveal(settings.basic?.password) };
    if (method === 'auth0' && settings.tokens) return { method, tokens: settings.tokens };
    if (method === 'none') return { method };
    throw new UnsupportedAuthMethodError(method);
  }

  const tokens = tokenSource(config, policy, fetchOption, options);
  const platform = createHttpClient({
    baseUrl: config.platformApiUrl,
    endpoints: PLATFORM_ENDPOINTS,
    auth: authOf(config.platformAuth.method, { basic: config.platformAuth, tokens }),
    timeoutMs: config.timeoutMs,
    ...fetchOption,
  });
  const management = createHttpClient({
    baseUrl: config.managementApiUrl,
    endpoints: MANAGEMENT_ENDPOINTS,
    auth: authOf(config.managementAuth.method, { tokens }),
    timeoutMs: config.timeoutMs,
    ...fetchOption,
  });

  return {
    description: `platform ${config.platformApiUrl} (site ${config.siteId})`,
    async load(loadOptions) {
      const managementParams = { siteId: config.siteId, stable: config.stable };
      // The management calls go one after the other: after a 401 the first refreshes the
      // token and the second uses the new one, instead of both refreshing.
      const managed = async () => {
        const blockData = await call(
          management,
          MANAGEMENT_ENDPOINTS,
          config.managementApiUrl,
          'blockData',
          managementParams,
        );
        const articles = await call(
          management,
          MANAGEMENT_ENDPOINTS,
          config.managementApiUrl,
          'articles',
          managementParams,
        );
        return { blockData, articles };
      };
      const [sites, events, { blockData, articles }] = await Promise.all([
        call(platform, PLATFORM_ENDPOINTS, config.platformApiUrl, 'sites', {}),
        call(platform, PLATFORM_ENDPOINTS, config.platformApiUrl, 'events', { siteId: config.siteId }),
        managed(),
      ]);
      return snapshotFromPlatform({ sites, events, blockData, articles }, { siteId: config.siteId, ...loadOptions });
    },
  };
}

/**
 * `auth0` tokens from the token cacher (`cahedAuth`, §7.3): one request shared by concurrent
 * callers and kept for the build; `refresh()` (after a 401) asks the cacher for a new token.
 */
function tokenSource(
  config: PlatformConfig,
  policy: RetryPolicy,
  fetchOption: { fetch?: typeof fetch },
  options: PlatformSourceOptions,
): TokenSource {
  // The cacher's URL is a full endpoint; the client takes a base and a relative path.
  const url = new URL(config.authUrl);
  const base = new URL('.', url).toString();
  const endpoints: EndpointTable = {
    cahedAuth: { method: 'POST', path: `${url.pathname.slice(url.pathname.lastIndexOf('/') + 1)}${url.search}` },
  };
  const client = createHttpClient({
    baseUrl: base,
    endpoints,
    auth: { method: 'none' },
    timeoutMs: config.timeoutMs,
    ...fetchOption,
  });
  const endpoint = `POST ${config.authUrl}`;
  const { clientId, clientSecret, audience } = config.managementAuth;

  async function fetchToken(refresh: boolean, signal?: AbortSignal): Promise<string> {
    const started = performance.now();
    try {
      const body = {
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: reveal(clientSecret),
        audience,
        ...(refresh ? { refresh: true } : {}),
      };
      const response = await withRetries(
        () => client.request('cahedAuth', { body, ...(signal ? { signal } : {}) }),
        policy,
        {
          onRetry: (retry, error, delayMs) =>
            options.onProgress?.({ type: 'retry', endpoint, retry, reason: reasonOf(error), delayMs }),
        },
      );
      const parsed = TokenResponse.safeParse(response.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new PlatformFetchError(
          endpoint,
          `unexpected token response at $.${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
          response.status,
        );
      }
      options.onProgress?.({ type: 'fetched', endpoint, ms: performance.now() - started });
      return parsed.data.access_token;
    } catch (error) {
      throw toFetchError(endpoint, error);
    }
  }

  let current: Promise<string> | undefined;
  const load = (refresh: boolean, signal?: AbortSignal): Promise<string> => {
    const pending = fetchToken(refresh, signal);
    current = pending;
    // A failed fetch must not stick: the next call tries again.
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };
  return { get: (signal) => current ?? load(false, signal), refresh: (signal) => load(true, signal) };
}

/** Why a call failed, in words, without the endpoint name the HTTP client puts first. */
function reasonOf(error: unknown): string {
  if (error instanceof HttpError) {
    const detail = error.message.slice(error.endpoint.length + 2);
    if (error.status === 401 || error.status === 403) return `${detail}: the credentials were refused`;
    return detail;
  }
  return error instanceof Error ? error.message : String(error);
}

function toFetchError(endpoint: string, error: unknown): Error {
  if (error instanceof PlatformFetchError || error instanceof UnsupportedAuthMethodError) return error;
  if (error instanceof RetriesExhaustedError) {
    const last = error.last;
    if (last instanceof PlatformFetchError) return last;
    const tries = error.tries === 1 ? '' : ` (after ${error.tries} tries)`;
    // The local reference services are the default: the likeliest cause is that they are not running.
    const local =
      last instanceof HttpError && last.kind === 'network' && /\/\/(127\.0\.0\.1|localhost)[:/]/.test(endpoint);
    const hint = local
      ? '; are the local services running? (`npm start`, or `node local-services/platform-api/main.ts`)'
      : '';
    return new PlatformFetchError(
      endpoint,
      `${reasonOf(last)}${tries}${hint}`,
      last instanceof HttpError ? last.status : null,
    );
  }
  return new PlatformFetchError(endpoint, reasonOf(error), null);
}
