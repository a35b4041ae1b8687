/**
 * The preview's server (decision 198): the preview build of the drafts, on an origin of its own,
 * to whoever signed in with the preview secret; everyone else gets 401 and the sign-in form.
 * Every answer is kept by no cache and out of search engines; each page carries the banner
 * (preview-banner.ts); `/sw.js` is not served. `POST /_publish` with the publish secret is the
 * draft webhook: the platform calls it when a draft changes, and the preview rebuilds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Throttle } from '../../local-services/partner-api/throttle.ts';
import { isPublishRequest, WRONG_SECRET_LIMIT } from '../publishing/publish-endpoint.ts';
import { SECURITY_HEADERS } from '../static-server/security-headers.ts';
import { createStaticHandler, type RequestHandler } from '../static-server/static-server.ts';
import {
  accessCookie,
  hasPreviewAccess,
  isPreviewSecret,
  pathAfterSignIn,
  SIGN_IN_PATH,
  signInPage,
} from './preview-access.ts';
import { BANNER_CSS, BANNER_CSS_PATH, injectPreview, previewBannerHtml, type BannerFacts } from './preview-banner.ts';

/** Every answer of the preview: a draft is never kept by a cache, nor indexed. */
const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The sign-in form's policy: its own inline style, a post to itself, nothing else. */
const SIGN_IN_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** A sign-in form's body: a secret and a path. */
const MAX_SIGN_IN_BYTES = 4 * 1024;
const MINUTE_MS = 60_000;

export interface PreviewServerOptions {
  /** The preview build's client folder. */
  clientDir: string;
  /** FOAJE_PREVIEW_SECRET. */
  secret: string;
  /** What the banner says, read at each page. */
  banner: () => BannerFacts;
  /** The draft webhook (`POST /_publish`, createPublishHandler with the publish secret). */
  publish: RequestHandler;
  log?: (line: string) => void;
  now?: () => number;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  const bytes = Buffer.from(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    ...PREVIEW_HEADERS,
    'Content-Length': String(bytes.length),
    ...headers,
  });
  res.end(bytes);
}

function sendSignIn(res: ServerResponse, status: number, page: Parameters<typeof signInPage>[0]): void {
  send(res, status, signInPage(page), {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': SIGN_IN_POLICY,
  });
}

/** The form's fields, or undefined when the body is too large. */
async function formOf(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SIGN_IN_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Whether a form post comes from the preview's own page: a browser names the origin it posts from. */
function fromOwnOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined)
    return req.headers['sec-fetch-site'] === undefined || req.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createPreviewHandler(options: PreviewServerOptions): RequestHandler {
  const wrongSecrets = new Throttle(
    { limit: WRONG_SECRET_LIMIT, windowMs: 15 * MINUTE_MS, firstWaitMs: MINUTE_MS, maxWaitMs: 60 * MINUTE_MS },
    options.now ?? Date.now,
  );
  const site = createStaticHandler(options.clientDir, {
    ...(options.log === undefined ? {} : { log: options.log }),
    rewrite: { headers: PREVIEW_HEADERS, html: (page) => injectPreview(page, previewBannerHtml(options.banner())) },
  });

  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!fromOwnOrigin(req)) {
      send(res, 403, 'Forbidden\n', { 'Content-Type': 'text/plain; charset=utf-8' });
      return;
    }
    const form = await formOf(req);
    if (form === undefined) {
      send(res, 413, 'Payload Too Large\n', { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
      return;
    }
    const next = pathAfterSignIn(form.get('next'));
    const client = req.socket.remoteAddress ?? 'unknown';
    const wait = wrongSecrets.waitMs(client);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      sendSignIn(res, 429, { next, waitSeconds: wait / 1000 });
      return;
    }
    if (!isPreviewSecret(form.get('secret') ?? '', options.secret)) {
      wrongSecrets.hit(client);
      options.log?.(`preview: a wrong secret from ${client}`);
      sendSignIn(res, 401, { next, wrong: true });
      return;
    }
    const secure = req.headers['x-forwarded-proto'] === 'https' || 'encrypted' in req.socket;
    send(res, 303, '', { Location: next, 'Set-Cookie': accessCookie(options.secret, secure) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isPublishRequest(req.url)) return options.publish(req, res);
    if (path === SIGN_IN_PATH) {
      if (req.method === 'POST') return signIn(req, res);
      return sendSignIn(res, 200, { next: '/' });
    }
    if (!hasPreviewAccess(req.headers.cookie, options.secret)) {
      return sendSignIn(res, 401, { next: pathAfterSignIn(req.url) });
    }
    if (path === BANNER_CSS_PATH) return send(res, 200, BANNER_CSS, { 'Content-Type': 'text/css; charset=utf-8' });
    // No worker: a preview page must never be answered from a cache after the draft changed.
    if (path === '/sw.js') return send(res, 404, 'Not Found\n', { 'Content-Type': 'text/plain; charset=utf-8' });
    site(req, res);
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n', { 'Content-Type': 'text/plain; charset=utf-8' });
      else res.destroy();
    });
  };
}
