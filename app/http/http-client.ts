import { AUTH_RETRY_LIMIT, authorizationHeader, type AuthConfig } from './auth.ts';
import { endpointUrl, type EndpointTable, type PathParams } from './endpoints.ts';
import { HttpError, isAbortError } from './http-error.ts';

/** One API as configuration describes it (spec §7.1). */
export interface HttpClientConfig<Table extends EndpointTable = EndpointTable> {
  /** Absolute base URL; endpoint paths are relative to it. */
  baseUrl: string;
  /** Its keys are the only names `request()` accepts: a misspelt name does not compile. */
  endpoints: Table;
  auth: AuthConfig;
  /** `include` sends the API's cookies cross-origin (member calls, spec §6). Default `same-origin`. */
  credentials?: RequestCredentials;
  /** Per attempt; default 15 000 ms. */
  timeoutMs?: number;
  /** Default `globalThis.fetch`; Node callers may pass their own. */
  fetch?: typeof fetch;
}

interface RequestOptions {
  /** Values for the endpoint's `:name` parameters. */
  params?: PathParams;
  /** Query parameters added to those the path fixes. */
  query?: Readonly<Record<string, string | number>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Aborting rejects with the AbortError untouched (isAbortError), never an HttpError. */
  signal?: AbortSignal;
}

/** A successful answer: parsed JSON, or the text ('' for an empty body). */
interface HttpResponse {
  status: number;
  body: unknown;
}

export interface HttpClient<Name extends string = string> {
  /** Calls a named endpoint; rejects with HttpError for an error status, no answer or a timeout. */
  request(name: Name, options?: RequestOptions): Promise<HttpResponse>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

async function readBody(endpoint: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return '';
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(endpoint, 'malformed', response.status, text, 'invalid JSON');
  }
}

/**
 * A `Retry-After` header (seconds, or an HTTP date) as whole seconds from now, or null. A
 * throttled call (429) carries it so the visitor can be told how long to wait.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The one configured HTTP client, where authentication and 401s live: named endpoints, `:name` parameters, credentials,
 * authentication and its one refresh-and-retry on 401 (spec §6), timeouts and abort signals.
 */
export function createHttpClient<Table extends EndpointTable>(
  config: HttpClientConfig<Table>,
): HttpClient<keyof Table & string> {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt(name: string, options: RequestOptions, refresh: boolean): Promise<Response> {
    const { method, url } = endpointUrl(config.endpoints, config.baseUrl, name, options.params, options.query);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    const authorization = await authorizationHeader(config.auth, { refresh, signal: options.signal });
    if (authorization) headers.set('Authorization', authorization);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await doFetch(url, { method, headers, body, credentials: config.credentials ?? 'same-origin', signal });
    } catch (error) {
      if (options.signal?.aborted) {
        const reason: unknown = options.signal.reason;
        throw isAbortError(reason) || reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError');
      }
      if (timeout.aborted) throw new HttpError(name, 'timeout', null, undefined, `after ${String(timeoutMs)} ms`);
      throw new HttpError(name, 'network', null, undefined, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    async request(name, options = {}) {
      let response = await attempt(name, options, false);
      // auth0: a 401 means the token expired; fetch a new one and try once more (§6, §8).
      for (
        let retry = 0;
        response.status === 401 && config.auth.method === 'auth0' && retry < AUTH_RETRY_LIMIT;
        retry++
      ) {
        await response.body?.cancel();
        response = await attempt(name, options, true);
      }
      const body = await readBody(name, response);
      if (!response.ok)
        throw new HttpError(
          name,
          'status',
          response.status,
          body,
          undefined,
          retryAfterSeconds(response.headers.get('Retry-After')),
        );
      return { status: response.status, body };
    },
  };
}
