/**
 * What every answer of the ticketing provider carries and every request passes: security
 * headers, a small body, and state changes only from the origins allowed to make them (as the
 * partner API's guards.ts and response-headers.ts).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest body any request needs (a purchase form is well under 1 KiB). */
const MAX_BODY_BYTES = 4 * 1024;

const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // Sent always: a browser heeds it only over HTTPS, where the checkout is deployed.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  // A page's URL holds an order id: no other site learns it from a link or a form.
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The pages' policy: nothing but the stylesheet and images from here (and the image host), forms
 * posted only here or to the site, never framed.
 */
export function pagePolicy(siteOrigins: readonly string[], imageOrigin: string | null): string {
  const images = ["'self'", ...(imageOrigin ? [imageOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "style-src 'self'",
    `img-src ${images}`,
    `form-action ${["'self'", ...siteOrigins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The headers of every answer: the common ones, the pages' policy on HTML and a bare one on the
 * rest, and `Cache-Control: no-store` unless a route chose otherwise (the stylesheet): the pages
 * hold orders and who is logged in, the JSON tokens.
 */
export function securityHeaders(pageCsp: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(COMMON_HEADERS)) c.header(name, value);
    const isPage = c.res.headers.get('Content-Type')?.startsWith('text/html') ?? false;
    c.header('Content-Security-Policy', isPage ? pageCsp : "default-src 'none'; frame-ancestors 'none'");
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
}

/** 413 past {@link MAX_BODY_BYTES}, announced or streamed; the rest of the body is not read. */
export function limitBody(refuse: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.header('Connection', 'close');
      return refuse(c);
    },
  });
}

/**
 * Whether a state-changing request comes from one of `origins`, by the browser's own word: its
 * `Origin`, or, when that is `null` (a page whose Referrer-Policy is `no-referrer` posts its
 * form so), `Sec-Fetch-Site: same-origin` (`sameOrigin` pages only). A request with neither
 * comes from no browser and carries no visitor's cookie to abuse: allowed when `withoutBrowser`.
 */
export function fromOrigins(
  c: Context,
  origins: readonly string[],
  options: { sameOrigin: boolean; withoutBrowser: boolean },
): boolean {
  const origin = c.req.header('Origin');
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (origin !== undefined && origin !== 'null') {
    const listed = origins.includes(origin);
    // A listed origin, and the browser agrees where it says (a same-origin page, or the site's).
    return listed && (fetchSite === undefined || !options.sameOrigin || fetchSite === 'same-origin');
  }
  if (origin === 'null') return options.sameOrigin && fetchSite === 'same-origin';
  if (fetchSite !== undefined) return options.sameOrigin ? fetchSite === 'same-origin' : false;
  return options.withoutBrowser;
}

/** The client's address as the socket sees it (the checkout is reached directly, not through a proxy). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
