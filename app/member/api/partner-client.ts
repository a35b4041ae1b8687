import type { EndpointTable } from '../../http/endpoints.ts';
import { createHttpClient, type HttpClient } from '../../http/http-client.ts';
import type { PublicConfig } from '../../model/public-config.ts';

/**
 * The member and account calls of the partner ticketing API (spec §7.2), by name. The two
 * regional instances (118, 178) expose the same paths; only the base URL differs.
 * `signUp` and `logout` are not shown in the spec: see decisions 26 and 27.
 */
export const PARTNER_ENDPOINTS = {
  login: { method: 'POST', path: 'api/LoginDx' },
  forgotPassword: { method: 'POST', path: 'api/ForgotPasswordDx' },
  signUp: { method: 'POST', path: 'api/CreateUserDx' },
  switchTokensDx: { method: 'POST', path: 'api/SwitchTokensDx' },
  logout: { method: 'POST', path: 'api/LogoutDx' },
  movieInfo: { method: 'GET', path: 'api/GetMovieByEdiDx?edi=:ediNumber' },
  reviews: { method: 'GET', path: 'api/GetReviewsByEdiDx?edi=:ediNumber&skip=:skip&take=:take' },
  // The configured paths fix the first page; the named calls take no parameters (§7.2).
  tickets: { method: 'GET', path: 'api/GetTicketsDx?skip=0&take=10' },
  watchlist: { method: 'GET', path: 'api/GetWatchlistDx?skip=0&take=10' },
  addMovieToWatchList: { method: 'POST', path: 'api/AddToWatchlistDx' },
  // The sign-up's confirmation mail (decision 193): not in §7.2, as sign-up is not.
  confirmEmail: { method: 'POST', path: 'api/ConfirmEmailDx' },
  resendConfirmation: { method: 'POST', path: 'api/ResendConfirmationDx' },
} as const satisfies EndpointTable;

/** The partner whose API the site uses: the first of the site's `partners` (spec §1). */
function selectPartnerApi(config: PublicConfig, partners: readonly number[]): string {
  const first = partners[0];
  if (first === undefined) throw new Error('The site has no partner: site.partners is empty');
  const baseUrl = config.partnerApis[String(first)];
  if (!baseUrl) throw new Error(`No partner API is configured for partner ${String(first)}`);
  return baseUrl;
}

/** A partner API call's name: a misspelt one does not compile. */
type PartnerEndpoint = keyof typeof PARTNER_ENDPOINTS;

/** The partner API client; it accepts only the names of PARTNER_ENDPOINTS. */
export type PartnerClient = HttpClient<PartnerEndpoint>;

/** The member API client: credentials (the API's session cookie) go with every call (§6). */
export function createPartnerClient(config: PublicConfig, partners: readonly number[]): PartnerClient {
  return createHttpClient({
    baseUrl: selectPartnerApi(config, partners),
    endpoints: PARTNER_ENDPOINTS,
    auth: { method: 'none' },
    credentials: 'include',
    timeoutMs: 15_000,
  });
}
