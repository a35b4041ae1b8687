/**
 * The local management API (spec §6, §7.3): `GET site/{siteId}/block-data?stable=1` (the page
 * configurations) and `GET site/{siteId}/article?stable=1`, behind a Bearer token from the
 * token cacher (local-services/token-cacher), serving the sample venue. `stable=1` is the
 * published version, `stable=0` the draft (draft-store.ts, decision 196). An editor (or a test)
 * changes a draft with `PUT site/{siteId}/draft/article/{id}` or `PUT site/{siteId}/draft/page/{id}`
 * and publishes every draft with `POST site/{siteId}/publish`, which then calls the site's
 * publish endpoint as the platform's webhook; a draft written calls the preview's (decision 198).
 * `npm start` runs it on 4111, or on the port of `FOAJE_MANAGEMENT_API_URL` when that names this
 * machine (decision 216).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import { PlatformArticle, type VenuePayloads } from '../../app/content/platform-payloads.ts';
import type { RunningService } from '../running-service.ts';
import { apiResponseHeaders } from '../partner-api/response-headers.ts';
import { announcePublish, type WebhookTarget } from '../platform-api/content-webhook.ts';
import { sampleVenue } from '../platform-api/sample-venue.ts';
import { applyChanges, openDraftStore, sampleDrafts, type Change, type Version } from './draft-store.ts';
import { LOCAL_SIGNING_KEY, verifyToken } from '../token-cacher/jwt.ts';
import { closeServer } from '../close-server.ts';

const MANAGEMENT_API_PORT = 4111;

/** Where `npm start` and `local-services/platform-api/main.ts` keep the drafts, across restarts. */
export const DRAFTS_FILE = join(import.meta.dirname, 'data', 'drafts.sqlite');

/** A draft is one article or one page configuration: this is far more than either needs. */
export const MAX_DRAFT_BODY_BYTES = 256 * 1024;

/** A page configuration as a draft: its id is checked here, the rest by the build (as from any platform). */
const DraftPage = z.looseObject({ id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected a page id') });

export interface ManagementApiOptions {
  contentDir: string;
  /** The audience tokens must be for; default the local one (app/content/platform-config.ts). */
  audience?: string;
  signingKey?: string;
  /** The programme's day, `YYYY-MM-DD`; default FOAJE_TODAY or today in Oslo. */
  today?: () => string;
  now?: () => number;
  /** The drafts' SQLite file; default none (`:memory:`: tests). `npm start` keeps them in `DRAFTS_FILE`. */
  draftsFile?: string;
  /** Whether a new store gets the sample venue's drafts; default true. */
  seedDrafts?: boolean;
  /** The site's publish endpoint, called after a publish (`npm start` with the platform source). */
  webhook?: WebhookTarget;
  /** The preview's draft webhook, called after a draft is written (`npm start`'s preview, decision 198). */
  draftWebhook?: WebhookTarget;
  log?: (line: string) => void;
}

/** A running management API; `revokeTokensSeen()` refuses every token used so far (as after a key rotation). */
export interface ManagementApi extends RunningService {
  revokeTokensSeen(): void;
}

function createManagementApp(options: ManagementApiOptions): {
  app: Hono;
  revokeTokensSeen(): void;
  close(): void;
} {
  const audience = options.audience ?? LOCAL_PLATFORM_ENV.FOAJE_AUTH_AUDIENCE;
  const key = options.signingKey ?? LOCAL_SIGNING_KEY;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const venue = sampleVenue(options.contentDir, options.today);
  const seen = new Set<string>();
  const revoked = new Set<string>();
  const store = openDraftStore(options.draftsFile ?? ':memory:');
  const log = options.log ?? ((line: string) => console.log(line));
  let seeded = options.seedDrafts === false;
  /** The venue as the folder holds it; the first read writes the sample drafts into a new store. */
  const folder = async (): Promise<VenuePayloads> => {
    const payloads = await venue();
    if (!seeded) {
      store.seedOnce(payloads.siteId, () => sampleDrafts(payloads.articles.data as PlatformArticle[]));
      seeded = true;
    }
    return payloads;
  };
  /** The folder with a version's changes on top. */
  const versionOf = async (version: Version) => {
    const payloads = await folder();
    const changes = store.changes(payloads.siteId, version);
    return {
      siteId: payloads.siteId,
      blockData: {
        ...payloads.blockData,
        data: applyChanges(payloads.blockData.data as Array<{ id: string }>, changes, 'page'),
      },
      articles: {
        ...payloads.articles,
        data: applyChanges(payloads.articles.data as Array<{ id: string }>, changes, 'article'),
      },
    };
  };
  const app = new Hono();

  app.use('*', apiResponseHeaders);
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

  /** `stable=1` asks for the published version, `stable=0` for the draft. */
  const stableOf = (value: string | undefined): boolean | undefined =>
    value === '1' ? true : value === '0' ? false : undefined;

  app.get('/site/:siteId/block-data', async (c) => {
    const stable = stableOf(c.req.query('stable'));
    if (stable === undefined) return c.json({ error: 'bad_request', message: 'stable must be 0 or 1.' }, 400);
    const payloads = await versionOf(stable ? 'published' : 'draft');
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    return c.json({ ...payloads.blockData, stable });
  });

  app.get('/site/:siteId/article', async (c) => {
    const stable = stableOf(c.req.query('stable'));
    if (stable === undefined) return c.json({ error: 'bad_request', message: 'stable must be 0 or 1.' }, 400);
    const payloads = await versionOf(stable ? 'published' : 'draft');
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    return c.json({ ...payloads.articles, stable });
  });

  const limit = bodyLimit({
    maxSize: MAX_DRAFT_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return c.json(
        { error: 'body_too_large', message: `A draft is at most ${String(MAX_DRAFT_BODY_BYTES)} bytes.` },
        413,
      );
    },
  });
  const drafts: Array<{ kind: Change['kind']; schema: z.ZodType<{ id: string }> }> = [
    { kind: 'article', schema: PlatformArticle },
    { kind: 'page', schema: DraftPage },
  ];
  for (const { kind, schema } of drafts) {
    app.put(`/site/:siteId/draft/${kind}/:id`, limit, async (c) => {
      const payloads = await folder();
      if (c.req.param('siteId') !== payloads.siteId)
        return c.json({ error: 'not_found', message: 'No such site.' }, 404);
      const body: unknown = await c.req.json().catch(() => undefined);
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return c.json(
          { error: 'bad_request', message: `$.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` },
          400,
        );
      }
      if (parsed.data.id !== c.req.param('id'))
        return c.json({ error: 'bad_request', message: '$.id: must be the id of the address.' }, 400);
      store.putDraft(payloads.siteId, { kind, id: parsed.data.id, value: parsed.data });
      if (options.draftWebhook !== undefined) void announcePublish(options.draftWebhook, payloads.siteId, log);
      return c.json({ status: 'draft', kind, id: parsed.data.id });
    });
  }

  app.post('/site/:siteId/publish', limit, async (c) => {
    const payloads = await folder();
    if (c.req.param('siteId') !== payloads.siteId) return c.json({ error: 'not_found', message: 'No such site.' }, 404);
    await c.req.arrayBuffer();
    const published = store.publish(payloads.siteId);
    log(`management API: published ${String(published)} draft change(s) of ${payloads.siteId}`);
    // The site is told after the answer: its build takes longer than an editor should wait.
    if (options.webhook !== undefined && published > 0) void announcePublish(options.webhook, payloads.siteId, log);
    return c.json({ status: 'published', changes: published });
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
    close: () => store.close(),
  };
}

/** Starts the management API; `port` 0 picks a free port (tests). */
export function startManagementApi(
  options: ManagementApiOptions & { host?: string; port?: number },
): Promise<ManagementApi> {
  const { app, revokeTokensSeen, close } = createManagementApp(options);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? MANAGEMENT_API_PORT },
      (address: AddressInfo) => {
        resolve({
          name: 'Management API',
          url: `http://${address.address}:${address.port}/`,
          revokeTokensSeen,
          close: async () => {
            await closeServer(server);
            close();
          },
        });
      },
    );
    server.once('error', reject);
  });
}
