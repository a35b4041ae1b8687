/**
 * How a request proves who sends it (spec §6): `none`; `basic_auth` with a configured username
 * and password; `auth0`, a Bearer token that is refreshed once when the API answers 401.
 */
export type AuthConfig =
  | { method: 'none' }
  | { method: 'basic_auth'; username: string; password: string }
  | { method: 'auth0'; tokens: TokenSource };

/**
 * Where `auth0` mode gets its Bearer token: `get()` may answer from a cache, `refresh()` must
 * fetch a new one (called after a 401). The platform content source backs it with the token
 * cacher (§7.3); `cachedToken()` wraps any fetcher.
 */
export interface TokenSource {
  get(signal?: AbortSignal): Promise<string>;
  refresh(signal?: AbortSignal): Promise<string>;
}

/** The spec's error for a mode it does not know (§6, §8). */
export class UnsupportedAuthMethodError extends Error {
  constructor(method: string) {
    super(`API authentication method (${method}) not supported.`);
    this.name = 'UnsupportedAuthMethodError';
  }
}

/** The retry limit of `auth0` mode after a 401 (spec §6, §9). */
export const AUTH_RETRY_LIMIT = 1;

/** `Basic base64(user:password)`, UTF-8 safe (btoa alone rejects 'ø'). */
function basicAuthorization(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * The Authorization header for a request, or none. `refresh` asks `auth0` mode for a new
 * token. Configuration is data (env, JSON), so the method is checked here, not only by types.
 */
export async function authorizationHeader(
  auth: AuthConfig,
  options: { refresh: boolean; signal?: AbortSignal | undefined },
): Promise<string | undefined> {
  const method: string = auth.method;
  switch (auth.method) {
    case 'none':
      return undefined;
    case 'basic_auth':
      return basicAuthorization(auth.username, auth.password);
    case 'auth0': {
      const token = options.refresh ? await auth.tokens.refresh(options.signal) : await auth.tokens.get(options.signal);
      return `Bearer ${token}`;
    }
    default:
      throw new UnsupportedAuthMethodError(method);
  }
}

/**
 * A `TokenSource` that keeps the last token of `fetchToken` until `refresh()` replaces it.
 * Concurrent callers share one fetch.
 */
export function cachedToken(fetchToken: (signal?: AbortSignal) => Promise<string>): TokenSource {
  let current: Promise<string> | undefined;
  const load = (signal?: AbortSignal) => {
    const pending = fetchToken(signal);
    current = pending;
    // A failed fetch must not stick: the next call tries again.
    pending.catch(() => {
      if (current === pending) current = undefined;
    });
    return pending;
  };
  return {
    get: (signal) => current ?? load(signal),
    refresh: (signal) => load(signal),
  };
}
