import { type EnvSource, foajeVariables, PublicServiceVariables } from './environment.ts';

/**
 * Where the browser finds the live services (spec §7.1), read from the build's environment
 * (`PublicServiceVariables` in environment.ts) and shipped in the root payload. Only public URLs
 * belong here: never a secret. The defaults are the local reference services of `npm start`.
 */

export interface PublicConfig {
  /** Base URL (ending in `/`) of the partner API of each partner id. */
  partnerApis: Readonly<Record<string, string>>;
  /** Base URL (ending in `/`) of the runtime API. */
  runtimeApi: string;
  /**
   * Origin of the ticketing provider's checkout (`site.ticketing.host`, or `FOAJE_TICKETING_HOST`),
   * which a logged-in member's browser logs in to (spec §7.3); '' where the build does not say.
   */
  ticketingHost: string;
}

/**
 * Reads the public service configuration from an environment; throws naming a bad variable.
 * `ticketingHost` comes from the content's site (with `FOAJE_TICKETING_HOST` applied).
 */
export function readPublicConfig(env: EnvSource, ticketingHost = ''): PublicConfig {
  const parsed = PublicServiceVariables.safeParse(foajeVariables(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid service configuration: ${problems}`);
  }
  const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  return {
    partnerApis: { '118': slash(parsed.data.FOAJE_PARTNER_API_118), '178': slash(parsed.data.FOAJE_PARTNER_API_178) },
    runtimeApi: slash(parsed.data.FOAJE_RUNTIME_API),
    ticketingHost,
  };
}
