/**
 * The local management API (spec §6, §7.3): `GET site/{siteId}/block-data?stable=1` (the page
 * configurations) and `GET site/{siteId}/article?stable=1`, behind a Bearer token from the
 * token cacher (local-services/token-cacher), serving the sample venue. `npm start` runs it on 4111.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import type { RunningService } from '../running-service.ts';
import { sampleVenue } from '../platform-api/sample-venue.ts';
import { LOCAL_SIGNING_KEY, verifyToken } from '../token-cacher/jwt.ts';
import { closeServer } from '../close-server.ts';

const MANAGEMENT_API_PORT = 4111;

export interface ManagementApiOptions {
  contentDir: string;
  /** The audience tokens must be for; default the local one (app/content/platform-config.ts). */
  audience?: string;
  signingKey?: string;
  /** The programme's day, `YYYY-MM-DD`; default FOAJE_TODAY or today in Oslo. */
  today?: () => string;
  now?: () => number;
}

/** A running management API; `revokeTokensSeen()` refuses every token used so far (as after a key rotation). */
export interface ManagementApi extends RunningService {
  revokeTokensSeen(): void;
}

function createManagementApp(options: ManagementApiOptions): { app: Hono; revokeTokensSeen(): void } {
  const audience = options.audience ?? LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE;
  const key = options.signingKey ?? LOCAL_SIGNING_KEY;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const venue = sampleVenue(options.contentDir, options.today);
  const seen = new Set<string>();
  const revoked = new Set<string>();
  const app = new Hono();

  app.use('*', async (c, next) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const verified =
      token === undefined ? { ok: false as const, reason: 'no Bearer token' } : verifyToken(token, key, now());
    let reason = verified.ok ? undefined : verified.reason;
    if (verified.ok && verified.claims.aud !== audience) reason = 'token for another audience';
    if (verified.ok && revoked.has(verified.claims.jti)) reason = 'token revoked';
    if (reason !== undefined || !verified.ok) {
      c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${reason ?? 'invalid'}"`);
      return c.json({ error: 'invalid_token', message: reason }, 401);
    }
    seen.add(verified.claims.jti);
    await next();
  });

  /** `stable=1` asks for the published version; this venue has no drafts, so both read the same. */
  const stableOf = (value: string | undefined): boolean | undefined =>
    value === '1' ? true : value === '0' ? false : undefined;

  app.get('/site/:siteId/block-data', async (c) => {
    const stable = stableOf(c.req.query('stable'));
    if (stable === undefined) return c.json({ error: 'bad_request', message: 'stable must be 0 or 1.' }, 400);
    const payloads = await venue();
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    return c.json({ ...payloads.blockData, stable });
  });

  app.get('/site/:siteId/article', async (c) => {
    const stable = stableOf(c.req.query('stable'));
    if (stable === undefined) return c.json({ error: 'bad_request', message: 'stable must be 0 or 1.' }, 400);
    const payloads = await venue();
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    return c.json({ ...payloads.articles, stable });
  });

  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  app.onError((error, c) => {
    console.error(`management API: ${error.message}`);
    return c.json({ error: 'internal', message: 'The sample venue could not be read.' }, 500);
  });
  return {
    app,
    revokeTokensSeen: () => {
      for (const jti of seen) revoked.add(jti);
    },
  };
}

/** Starts the management API; `port` 0 picks a free port (tests). */
export function startManagementApi(
  options: ManagementApiOptions & { host?: string; port?: number },
): Promise<ManagementApi> {
  const { app, revokeTokensSeen } = createManagementApp(options);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? MANAGEMENT_API_PORT },
      (address: AddressInfo) => {
        resolve({
          name: 'Management API',
          url: `http://${address.address}:${address.port}/`,
          revokeTokensSeen,
          close: () => closeServer(server),
        });
      },
    );
    server.once('error', reject);
  });
}
