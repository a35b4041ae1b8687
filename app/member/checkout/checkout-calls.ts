import { createHttpClient, type HttpClient } from '../../http/http-client.ts';
import type { EndpointTable } from '../../http/endpoints.ts';
import { browserStorage, CHECKOUT_KEY } from '../state/saved-profile.ts';

/**
 * The ticketing provider's calls a member's browser makes (spec §7.3), so that its checkout
 * knows the member without a second password (decision 191): its login, its checkout service's
 * `profile/auth` (a one-time hand-off code) and its logout. No zod: the answers are two strings,
 * checked by hand, and the logout runs in the member area's first load.
 */
const TICKETING_PROVIDER_ENDPOINTS = {
  // CAREFUL: the spec puts the credentials in the query. The call is a fetch, never a
  // navigation, so no history, Referer or cache sees it; HttpError names the endpoint, not the URL.
  login: { method: 'POST', path: 'v3/:ticketing/auth/login?email=:email&password=:password&remember=:remember' },
  logout: { method: 'POST', path: 'v3/:ticketing/auth/logout' },
  checkoutAuth: { method: 'POST', path: 'profile/auth' },
} as const satisfies EndpointTable;

type ProviderClient = HttpClient<keyof typeof TICKETING_PROVIDER_ENDPOINTS>;

/** The provider's client at `host` (its origin, `site.ticketing.host`). Cookies never go along. */
function providerClient(host: string): ProviderClient {
  return createHttpClient({
    baseUrl: host.endsWith('/') ? host : `${host}/`,
    endpoints: TICKETING_PROVIDER_ENDPOINTS,
    auth: { method: 'none' },
    credentials: 'omit',
    timeoutMs: 8_000,
  });
}

/** The token kept for the checkout, or null. */
export function checkoutToken(): string | null {
  try {
    const text = browserStorage()?.getItem(CHECKOUT_KEY) ?? null;
    if (text === null) return null;
    const token = (JSON.parse(text) as { token?: unknown }).token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

function stringField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Logs the member in at the provider with the credentials just used on the site, and keeps its
 * token. Never rejects: a member the provider does not know buys as a guest.
 */
export async function logInAtCheckout(
  host: string,
  partnerId: number,
  credentials: { email: string; password: string },
  signal?: AbortSignal,
): Promise<boolean> {
  if (host === '') return false;
  try {
    const answer = await providerClient(host).request('login', {
      params: {
        ticketing: partnerId,
        email: credentials.email,
        password: credentials.password,
        remember: 'true',
      },
      ...(signal ? { signal } : {}),
    });
    const token = stringField(answer.body, 'token');
    if (token === null) return false;
    browserStorage()?.setItem(CHECKOUT_KEY, JSON.stringify({ token }));
    return true;
  } catch {
    return false;
  }
}

/** A one-time code that lets the checkout start the member's session there (`profile/auth`). */
export async function checkoutHandoffCode(host: string, token: string, signal?: AbortSignal): Promise<string | null> {
  const answer = await providerClient(host).request('checkoutAuth', {
    headers: { Authorization: `Bearer ${token}` },
    ...(signal ? { signal } : {}),
  });
  return stringField(answer.body, 'code');
}

/**
 * Ends the provider's login and every checkout session started from it; the token is forgotten
 * with the profile (saved-profile.ts) whatever the answer.
 */
export function logOutAtCheckout(host: string, partnerId: number): void {
  const token = checkoutToken();
  if (token === null || host === '') return;
  providerClient(host)
    .request('logout', { params: { ticketing: partnerId }, headers: { Authorization: `Bearer ${token}` } })
    .catch((error: unknown) =>
      console.error('Logging out of the checkout failed', error instanceof Error ? error.message : error),
    );
}
