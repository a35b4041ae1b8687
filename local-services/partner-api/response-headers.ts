import type { MiddlewareHandler } from 'hono';

/**
 * The headers every API answer carries. Answers hold a member's tickets, token or list, so no
 * cache on the way, shared or the browser's, may keep one (`no-store`); they are JSON for
 * scripts, never a document to render or frame. HSTS is sent always: a browser heeds it only
 * over HTTPS, where the API is deployed.
 */
const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
};

export const apiResponseHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) c.header(name, value);
};
