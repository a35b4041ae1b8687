import { z } from 'zod';

/**
 * Where the browser finds the live services (spec §7.1), read from the build's environment and
 * shipped in the root payload. Only public URLs belong here: never a secret.
 * The defaults are the local reference services that `npm start` runs (server/).
 */
export const PublicConfigEnv = z.object({
  /** Partner ticketing/member API per partner id (§1: ids 118 and 178 each have their own). */
  FOAJE_PARTNER_API_118: z.url().default('http://127.0.0.1:4118/'),
  FOAJE_PARTNER_API_178: z.url().default('http://127.0.0.1:4178/'),
  /** The runtime API that serves `sites/{site}/basic_events` (live ticket counts, §7.2). */
  FOAJE_RUNTIME_API: z.url().default('http://127.0.0.1:4100/'),
});

export interface PublicConfig {
  /** Base URL (ending in `/`) of the partner API of each partner id. */
  partnerApis: Readonly<Record<string, string>>;
  /** Base URL (ending in `/`) of the runtime API. */
  runtimeApi: string;
}

/** Reads the public service configuration from an environment; throws naming a bad variable. */
export function readPublicConfig(env: Readonly<Record<string, string | undefined>>): PublicConfig {
  const parsed = PublicConfigEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid service configuration: ${problems}`);
  }
  const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  return {
    partnerApis: { '118': slash(parsed.data.FOAJE_PARTNER_API_118), '178': slash(parsed.data.FOAJE_PARTNER_API_178) },
    runtimeApi: slash(parsed.data.FOAJE_RUNTIME_API),
  };
}
