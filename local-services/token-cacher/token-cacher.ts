/**
 * The local token cacher (`cahedAuth`, spec §7.3): an OAuth client-credentials token endpoint
 * that keeps one token per client and audience and hands it out until it nears expiry, so
 * many builds do not each ask the identity provider. Here it is the identity provider too: it
 * mints the tokens (HS256, key shared with local-services/management-api). `npm start` runs it on 4112,
 * or on the port of `FOAJE_AUTH_URL` when that is this machine's `…/oauth/token` (decision 216).
 *
 * `POST /oauth/token` with JSON or form fields `grant_type=client_credentials`, `client_id`,
 * `client_secret`, `audience`, and optionally `refresh: true` (a caller whose token was refused
 * asks for a new one) → `{access_token, token_type: 'Bearer', expires_in}`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import type { RunningService } from '../running-service.ts';
import { sameText } from '../platform-api/credentials.ts';
import { LOCAL_SIGNING_KEY, signToken } from './jwt.ts';
import { closeServer } from '../close-server.ts';

const TOKEN_CACHER_PORT = 4112;

/** Where it answers: the path of `FOAJE_AUTH_URL` for a local token cacher. */
export const TOKEN_PATH = '/oauth/token';

/** A client allowed to ask for tokens. */
interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** The APIs it may get tokens for. */
  audiences: readonly string[];
}

export interface TokenCacherOptions {
  clients?: readonly OAuthClient[];
  signingKey?: string;
  /** Lifetime of a minted token, seconds; default one hour. */
  lifetimeSeconds?: number;
  /** A cached token is handed out only while it has more than this left; default 60 s. */
  minRemainingSeconds?: number;
  now?: () => number;
}

/** What tests (and a curious developer) can see of the cacher's work. */
export interface TokenCacherStats {
  /** Token requests answered. */
  requests: number;
  /** Tokens minted (what the identity provider behind a real cacher would be asked for). */
  minted: number;
}

const TokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  audience: z.string().min(1),
  refresh: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).default(false),
});

const LOCAL_CLIENT: OAuthClient = {
  clientId: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_ID,
  clientSecret: LOCAL_PLATFORM_ENV.FOAJE_AUTH_CLIENT_SECRET,
  audiences: [LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE],
};

function createTokenCacherApp(options: TokenCacherOptions = {}): { app: Hono; stats: TokenCacherStats } {
  const clients = options.clients ?? [LOCAL_CLIENT];
  const key = options.signingKey ?? LOCAL_SIGNING_KEY;
  const lifetime = options.lifetimeSeconds ?? 3600;
  const minRemaining = options.minRemainingSeconds ?? 60;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const cache = new Map<string, { token: string; exp: number }>();
  const stats: TokenCacherStats = { requests: 0, minted: 0 };
  const app = new Hono();

  app.post(TOKEN_PATH, async (c) => {
    stats.requests++;
    const type = c.req.header('content-type') ?? '';
    const fields: unknown = type.includes('application/json')
      ? await c.req.json().catch(() => null)
      : await c.req.parseBody();
    const parsed = TokenRequest.safeParse(fields);
    if (!parsed.success)
      return c.json({ error: 'invalid_request', error_description: 'Expected a client-credentials grant.' }, 400);
    const request = parsed.data;
    const client = clients.find((candidate) => candidate.clientId === request.client_id);
    if (!client || !sameText(client.clientSecret, request.client_secret)) {
      return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' }, 401);
    }
    if (!client.audiences.includes(request.audience)) {
      return c.json({ error: 'access_denied', error_description: 'The client may not call this audience.' }, 403);
    }
    const cacheKey = `${client.clientId}\n${request.audience}`;
    const at = now();
    let entry = cache.get(cacheKey);
    if (!entry || request.refresh || entry.exp - at <= minRemaining) {
      const exp = at + lifetime;
      entry = { token: signToken({ sub: client.clientId, aud: request.audience, iat: at, exp }, key), exp };
      cache.set(cacheKey, entry);
      stats.minted++;
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ access_token: entry.token, token_type: 'Bearer', expires_in: entry.exp - at });
  });

  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  return { app, stats };
}

/** Starts the token cacher; `port` 0 picks a free port (tests). */
export function startTokenCacher(
  options: TokenCacherOptions & { host?: string; port?: number } = {},
): Promise<RunningService & { stats: TokenCacherStats }> {
  const { app, stats } = createTokenCacherApp(options);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? TOKEN_CACHER_PORT },
      (address: AddressInfo) => {
        resolve({
          name: 'Token cacher (cahedAuth)',
          url: `http://${address.address}:${address.port}${TOKEN_PATH}`,
          stats,
          close: () => closeServer(server),
        });
      },
    );
    server.once('error', reject);
  });
}
