/**
 * The publish endpoint: `POST /_publish` with `Authorization: Bearer <secret>` asks for a
 * rebuild; `GET /_publish` with the same header answers the latest publishing outcomes
 * (publish-status.ts, decision 197). A venue platform's webhook calls it when an editor publishes (the local platform
 * service does, local-services/platform-api/content-webhook.ts); for a real platform it is the address
 * the venue registers. Safe by default (ASVS L1): the secret is compared in constant time and
 * never logged; a wrong or missing one is a 401 and builds nothing; bodies are small; wrong
 * secrets make their client wait; calls from a browser page are refused. The secret is checked
 * first, so a right one is never refused because others sent wrong ones (decision 162).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Throttle } from '../../local-services/partner-api/throttle.ts';
import { SECURITY_HEADERS } from '../static-server/security-headers.ts';
import type { PublishOutcome } from './publish-status.ts';
import type { RequestHandler } from '../static-server/static-server.ts';

export const PUBLISH_PATH = '/_publish';

/** A webhook needs no body; what a platform may send along (an id, an event name) fits in this. */
export const MAX_PUBLISH_BODY_BYTES = 4 * 1024;

/** Wrong secrets from one client before its next wrong one waits (a minute, doubling, at most an hour). */
export const WRONG_SECRET_LIMIT = 5;

const MINUTE_MS = 60_000;

export interface PublishEndpointOptions {
  /** The shared secret (FOAJE_PUBLISH_SECRET). */
  secret: string;
  /** Called for each accepted call; the rebuild queue merges calls close together. */
  onPublish: () => void;
  /** The latest outcomes, latest first: with it, `GET` with the secret answers them (publish-status.ts). */
  outcomes?: () => readonly PublishOutcome[];
  log?: (line: string) => void;
  now?: () => number;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Whether `given` is the secret, in time that does not depend on where they differ: both are
 * hashed first, so even their lengths are compared in constant time.
 */
function isSecret(given: string | undefined, secret: string): boolean {
  return timingSafeEqual(digest(given ?? ''), digest(secret)) && given !== undefined;
}

/** The secret of an `Authorization: Bearer <secret>` header. */
function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match?.[1];
}

function createPublishApp(options: PublishEndpointOptions): Hono {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const wrongSecrets = new Throttle(
    { limit: WRONG_SECRET_LIMIT, windowMs: 15 * MINUTE_MS, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS },
    now,
  );
  const clientOf = (c: Context): string => getConnInfo(c).remote.address ?? 'unknown';
  const refuse = (c: Context, status: 401 | 403 | 413 | 429, error: string) => {
    log(`publish: refused (${String(status)}) a call from ${clientOf(c)}`);
    return c.json({ error }, status);
  };

  // Every answer, whatever it says, carries the site's policy headers, as every other answer of
  // the server does, and is kept by no cache.
  const headers: MiddlewareHandler = async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
    c.header('Cache-Control', 'no-store');
  };
  const guard: MiddlewareHandler = async (c, next) => {
    // A webhook comes from a server; a browser page (which names its origin) has no business here.
    const fetchSite = c.req.header('Sec-Fetch-Site');
    if (c.req.header('Origin') !== undefined || (fetchSite !== undefined && fetchSite !== 'none'))
      return refuse(c, 403, 'forbidden_origin');
    await next();
  };
  const limit = bodyLimit({
    maxSize: MAX_PUBLISH_BODY_BYTES,
    onError: (c) => {
      // The rest of an oversized body is not read.
      c.header('Connection', 'close');
      return refuse(c, 413, 'body_too_large');
    },
  });
  // The secret first: only wrong tries are limited, so nobody else's guesses can keep the
  // platform's right secret out. Builds do not pile up either way: calls close together are one.
  const authorize: MiddlewareHandler = async (c, next) => {
    if (!isSecret(bearer(c.req.header('Authorization')), options.secret)) {
      const client = clientOf(c);
      const wait = wrongSecrets.waitMs(client);
      if (wait > 0) {
        c.header('Retry-After', String(Math.ceil(wait / 1000)));
        return refuse(c, 429, 'too_many_requests');
      }
      wrongSecrets.hit(client);
      c.header('WWW-Authenticate', 'Bearer realm="publish"');
      return refuse(c, 401, 'unauthorized');
    }
    await next();
  };
  const accept: Handler = async (c) => {
    const client = clientOf(c);
    // Read, and so held to the size limit; its content is not needed.
    await c.req.arrayBuffer();
    log(`publish: a rebuild asked for by ${client}`);
    options.onPublish();
    return c.json({ status: 'queued' }, 202);
  };

  const app = new Hono();
  app.use(PUBLISH_PATH, headers, guard, limit);
  app.post(PUBLISH_PATH, authorize, accept);
  const outcomes = options.outcomes;
  // The status an editor reads: the same secret, the same limits; a wrong one learns nothing.
  if (outcomes !== undefined) app.get(PUBLISH_PATH, authorize, (c) => c.json({ outcomes: outcomes() }));
  app.all(PUBLISH_PATH, (c) => {
    c.header('Allow', outcomes === undefined ? 'POST' : 'GET, POST');
    return c.json({ error: 'method_not_allowed' }, 405);
  });
  return app;
}

/** The endpoint as a `node:http` handler, for a server that also serves the site. */
export function createPublishHandler(options: PublishEndpointOptions): RequestHandler {
  const app = createPublishApp(options);
  const listener = getRequestListener(app.fetch);
  return (req, res) => void listener(req, res);
}

/** Whether a request is the publish endpoint's (any method: it answers 405 itself). */
export function isPublishRequest(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === PUBLISH_PATH;
}
