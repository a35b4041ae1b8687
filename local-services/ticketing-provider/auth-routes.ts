/**
 * The provider's login and the checkout's hand-off (spec §7.3), JSON for the site's scripts:
 * - `POST v3/{ticketing}/auth/login?email=…&password=…&remember=true|false`: the credentials
 *   travel in the query, as the spec shapes the call. No logger of this service prints a URL.
 * - `POST v3/{ticketing}/auth/logout` with `Authorization: Bearer <token>`.
 * - `POST profile/auth` with the bearer token: a one-time hand-off code for the checkout.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../partner-api/common-passwords.ts';
import { hashPassword, newSecret, verifyPassword } from '../partner-api/passwords.ts';
import { Throttle, type ThrottleRule } from '../partner-api/throttle.ts';
import type { ProviderLimits } from './config.ts';
import { clientAddress, fromOrigins, limitBody } from './guards.ts';
import type { MemberLogins } from './member-logins.ts';
import type { PartnerLink } from './partner-link.ts';

export interface AuthRouteOptions {
  logins: MemberLogins;
  partners: PartnerLink;
  limits: ProviderLimits;
  /** The site's origins: the only ones CORS lets call, and the only ones whose calls are taken. */
  siteOrigins: readonly string[];
  now: () => number;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 429;

function fail(c: Context, status: ErrorStatus, error: string) {
  return c.json({ error }, status);
}

const LoginQuery = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  // Taken exactly as typed: never trimmed or case-folded.
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  remember: z.enum(['true', 'false']).default('false'),
});
const Ticketing = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);
const BearerToken = z
  .string()
  .regex(/^Bearer [A-Za-z0-9_-]{20,100}$/)
  .transform((header) => header.slice('Bearer '.length));

export function rule(limits: ProviderLimits, limit: number): ThrottleRule {
  return {
    limit,
    windowMs: limits.windowSeconds * 1000,
    firstWaitMs: limits.firstWaitSeconds * 1000,
    maxWaitMs: limits.maxWaitSeconds * 1000,
  };
}

/** The 429 of a throttled call: `Retry-After` in seconds, and the same number in the body. */
function tooMany(c: Context, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  c.header('Retry-After', String(seconds));
  return c.json({ error: 'TooManyRequests', retryAfterSeconds: seconds }, 429);
}

export function addAuthRoutes(app: Hono, options: AuthRouteOptions): void {
  const { logins, partners, limits, siteOrigins, now } = options;
  const failuresPerAccount = new Throttle(rule(limits, limits.loginFailuresPerAccountAndClient), now);
  const failuresPerClient = new Throttle(rule(limits, limits.loginFailuresPerClient), now);
  // An unknown address is checked against this, so a login costs one scrypt either way.
  const dummyHash = hashPassword(newSecret());

  const siteCors = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // CORS for the site's origins only; another origin gets no CORS header, its preflight a bare 204.
  const corsForSite: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && siteOrigins.includes(origin)) return siteCors(c, next);
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  };
  for (const path of ['/v3/*', '/profile/*']) {
    app.use(path, corsForSite);
    app.use(
      path,
      limitBody((c) => fail(c, 413, 'BodyTooLarge')),
      async (c, next) => {
        if (c.req.method === 'POST' && !fromOrigins(c, siteOrigins, { sameOrigin: false, withoutBrowser: true }))
          return fail(c, 403, 'ForbiddenOrigin');
        await next();
      },
    );
  }

  /** The partner id of `{ticketing}`, when the provider serves it. */
  const ticketingOf = (c: Context): number | undefined => {
    const id = Ticketing.safeParse(c.req.param('ticketing'));
    return id.success && partners.partners.has(id.data) ? id.data : undefined;
  };

  app.post('/v3/:ticketing/auth/login', async (c) => {
    const partnerId = ticketingOf(c);
    if (partnerId === undefined) return fail(c, 404, 'UnknownTicketing');
    const query = LoginQuery.safeParse({
      email: c.req.query('email'),
      password: c.req.query('password'),
      remember: c.req.query('remember'),
    });
    if (!query.success) return fail(c, 400, 'InvalidRequest');
    const { email, password } = query.data;
    const client = clientAddress(c);
    const accountKey = `${String(partnerId)}:${email}|${client}`;
    const wait = Math.max(failuresPerAccount.waitMs(accountKey), failuresPerClient.waitMs(client));
    if (wait > 0) return tooMany(c, wait);
    // Counted before the slow check, so parallel guesses cannot all pass the limit at once.
    failuresPerAccount.hit(accountKey);
    failuresPerClient.hit(client);
    const member = partners.member(partnerId, email);
    const right = await verifyPassword(password, member?.passwordHash ?? (await dummyHash));
    // The same answer for an unknown address and a wrong password: no account probing.
    if (member === undefined || !right) return fail(c, 401, 'InvalidCredentials');
    failuresPerAccount.reset(accountKey);
    failuresPerClient.forgive(client);
    const login = logins.logIn({
      partnerId,
      email: member.email.toLowerCase(),
      userName: member.userName,
      remember: query.data.remember === 'true',
    });
    return c.json({ token: login.token, userName: member.userName, expiresAt: login.expiresAt });
  });

  app.post('/v3/:ticketing/auth/logout', (c) => {
    const partnerId = ticketingOf(c);
    if (partnerId === undefined) return fail(c, 404, 'UnknownTicketing');
    const token = BearerToken.safeParse(c.req.header('Authorization'));
    if (!token.success) return fail(c, 401, 'MissingToken');
    logins.logOut(token.data, partnerId);
    return c.body(null, 204);
  });

  app.post('/profile/auth', (c) => {
    const token = BearerToken.safeParse(c.req.header('Authorization'));
    const login = token.success ? logins.login(token.data) : undefined;
    if (login === undefined) return fail(c, 401, 'InvalidToken');
    return c.json(logins.newHandoff(login));
  });
}
