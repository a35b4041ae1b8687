import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * What every call passes before a route sees it (decision 41): a small body, JSON
 * only, and state changes only from the site's own origins. Errors keep the API's shape,
 * `{ Message, Code }`, so the member client reads them as it reads the others.
 */

/** The largest body any call needs (a sign-up is well under 1 KiB). */
const MAX_BODY_BYTES = 4 * 1024;

type GuardStatus = 403 | 413 | 415;

function refuse(c: Context, status: GuardStatus, code: string, message: string) {
  return c.json({ Message: message, Code: code }, status);
}

/** 413 past {@link MAX_BODY_BYTES}, whether the size is announced or streamed. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    // The rest of an oversized body is not read: close the connection instead of draining it.
    c.header('Connection', 'close');
    return refuse(c, 413, 'BodyTooLarge', `The body may be at most ${String(MAX_BODY_BYTES)} bytes.`);
  },
});

function hasBody(c: Context): boolean {
  const length = c.req.header('Content-Length');
  return c.req.header('Transfer-Encoding') !== undefined || (length !== undefined && length !== '0');
}

/** 415 for a body that is not `application/json` (a form or `text/plain` is how CSRF posts arrive). */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' && hasBody(c)) {
    const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json')
      return refuse(c, 415, 'UnsupportedMediaType', 'The body must be application/json.');
  }
  await next();
};

/**
 * 403 for a state-changing call a browser sends from another site's page. A browser always
 * sends `Origin` on a POST; `Sec-Fetch-Site` (where sent) says the same from the browser's side.
 * A call with neither comes from no browser (curl, a test) and carries no visitor's cookie to abuse.
 */
export function sameSiteOnly(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
      const origin = c.req.header('Origin');
      const fetchSite = c.req.header('Sec-Fetch-Site');
      const allowed = origin !== undefined && allowedOrigins.includes(origin);
      const fromBrowserElsewhere = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if ((origin !== undefined && !allowed) || (fromBrowserElsewhere && !allowed)) {
        return refuse(c, 403, 'ForbiddenOrigin', 'Calls that change data are accepted only from the site.');
      }
    }
    await next();
  };
}

/** An address as compared: an IPv4 address the way an IPv6 socket writes it (`::ffff:…`) as plain IPv4. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address, as the throttle counts it (decision 40). The socket's peer, unless that
 * peer is one of `trustedProxies`: then `X-Forwarded-For`, read from the right (each proxy
 * appends the address it was called from), skipping the trusted proxies; the first other address
 * is the client. A caller not reached through a trusted proxy may write any `X-Forwarded-For`,
 * so the header is ignored then, and one client cannot pose as many.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[] = []): string {
  let peer: string;
  try {
    peer = plainAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
  if (trustedProxies.length === 0) return peer;
  const trusted = new Set(trustedProxies.map(plainAddress));
  if (!trusted.has(peer)) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '').split(',').map(plainAddress).filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const address = forwarded[i] ?? '';
    if (!trusted.has(address)) return address;
  }
  return forwarded[0] ?? peer;
}
