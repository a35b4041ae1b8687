/**
 * The local reference implementation of the partner ticketing/member API (spec §7.2), one
 * instance per partner id (118, 178). It answers every member and account call with the
 * method, path, query, body and capitalised fields of the real API, stores its data in a real
 * SQLite file, and keeps sessions in HttpOnly cookies. Served on another origin than the site,
 * so CORS with credentials is exercised as in production. Never imported by `app/`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { MEMBER_PATHS } from '../../app/member/member-paths.ts';
import { addAccountRoutes, jsonBody } from './account-routes.ts';
import { DEFAULT_SETTINGS, type PartnerApiSettings } from './config.ts';
import { limitBody, requireJson, sameSiteOnly } from './guards.ts';
import { apiResponseHeaders } from './response-headers.ts';
import { createSessions } from './sessions.ts';

export interface PartnerApiOptions {
  partnerId: number;
  db: DatabaseSync;
  /** Site origins allowed to call with credentials (CORS) and to change data, e.g. `http://127.0.0.1:3000`. */
  allowedOrigins: readonly string[];
  /** Cookies, session lifetime and throttle limits (local-services/partner-api/config.ts); default {@link DEFAULT_SETTINGS}. */
  settings?: PartnerApiSettings;
  /** The clock of sessions and the throttle (a test moves it instead of waiting). */
  now?: () => number;
}

/** An error as the API answers it: a status and a JSON body with `Message` and `Code`. */
function fail(c: Context, status: 400 | 401 | 403 | 404, code: string, message: string) {
  return c.json({ Message: message, Code: code }, status);
}

// Ids and paging are plain digits: `1e3`, `0x10`, ` 5` or `` are refused, not coerced.
const Digits = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const AddBody = z.object({
  id: z.union([
    z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
    Digits.pipe(z.number().int().positive()),
  ]),
});
const Edi = z.string().regex(/^DXM\d{8}$/);
const Page = z.object({
  skip: Digits.pipe(z.number().max(100_000)).optional().default(0),
  take: Digits.pipe(z.number().int().min(1).max(100)).optional().default(10),
});

interface MovieRow {
  movie_id: number;
  edi: string;
  title: string;
  poster: string;
  link: string;
}

/**
 * The session cookie's name. Over HTTPS (`Secure`) it carries the `__Host-` prefix, with which a
 * browser accepts it only from this host, secure, for the whole path and no other domain (ASVS
 * 3.3.1). A browser refuses the prefix on a cookie that is not `Secure`, so the local HTTP
 * default goes without it.
 */
function sessionCookieName(partnerId: number, secure: boolean): string {
  return `${secure ? '__Host-' : ''}partner${String(partnerId)}_session`;
}

export function createPartnerApp(options: PartnerApiOptions): Hono {
  const { db, partnerId } = options;
  const settings = options.settings ?? DEFAULT_SETTINGS;
  const now = options.now ?? Date.now;
  const sessions = createSessions({
    db,
    cookieName: sessionCookieName(partnerId, settings.cookie.secure),
    cookie: settings.cookie,
    sessionDays: settings.sessionDays,
    now,
  });
  sessions.purgeExpired();
  const app = new Hono();

  app.use('/api/*', apiResponseHeaders);
  const siteCors: MiddlewareHandler = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-Token', 'Authorization'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // CORS for the site's origins only. Another origin gets no CORS header at all, its preflight
  // included (a bare 204 the browser refuses): nothing tells it which methods, headers or
  // credentials the API would take (docs/security.md 3.4.2).
  const corsForSiteOnly: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && options.allowedOrigins.includes(origin)) return siteCors(c, next);
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    await next();
  };
  app.use('/api/*', corsForSiteOnly);
  app.use('/api/*', sameSiteOnly(options.allowedOrigins), limitBody, requireJson);

  addAccountRoutes(app, {
    db,
    sessions,
    limits: settings.limits,
    trustedProxies: settings.trustedProxies,
    loginDays: settings.sessionDays,
    // The mail's link opens the site's page, on the first of the site's origins.
    confirmationPage: `${options.allowedOrigins[0] ?? ''}${MEMBER_PATHS.confirmEmail}`,
    now,
  });

  function movieInfo(movie: MovieRow) {
    const stats = db
      .prepare('SELECT AVG(value) AS avg, COUNT(*) AS count FROM ratings WHERE movie_id = ?')
      .get(movie.movie_id) as { avg: number | null; count: number };
    return {
      Title: movie.title,
      MovieId: movie.movie_id,
      Edis: [movie.edi],
      Rating: stats.avg === null ? 0 : Math.round(stats.avg * 10) / 10,
      RatingCount: stats.count,
      Poster: movie.poster,
      link: movie.link,
    };
  }

  app.get('/api/GetMovieByEdiDx', (c) => {
    const edi = Edi.safeParse(c.req.query('edi'));
    if (!edi.success) return fail(c, 400, 'InvalidEdi', 'edi must be DXM followed by 8 digits.');
    const movie = db.prepare('SELECT * FROM movies WHERE edi = ?').get(edi.data) as MovieRow | undefined;
    if (!movie) return fail(c, 404, 'MovieNotFound', 'No movie with this EDI.');
    return c.json(movieInfo(movie));
  });

  app.get('/api/GetReviewsByEdiDx', (c) => {
    const edi = Edi.safeParse(c.req.query('edi'));
    const page = Page.safeParse({ skip: c.req.query('skip'), take: c.req.query('take') });
    if (!edi.success || !page.success) return fail(c, 400, 'InvalidRequest', 'edi, skip and take are invalid.');
    const movie = db.prepare('SELECT movie_id FROM movies WHERE edi = ?').get(edi.data) as
      { movie_id: number } | undefined;
    if (!movie) return fail(c, 404, 'MovieNotFound', 'No movie with this EDI.');
    const viewer = sessions.member(c)?.id ?? -1;
    const rows = db
      .prepare(
        `SELECT r.*, EXISTS (SELECT 1 FROM review_likes l WHERE l.review_id = r.id AND l.member_id = ?) AS liked
         FROM reviews r WHERE r.movie_id = ? ORDER BY r.added_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(viewer, movie.movie_id, page.data.take, page.data.skip) as Array<Record<string, string | number | null>>;
    return c.json(
      rows.map((r) => ({
        Id: r['id'],
        Comment: r['comment'],
        Rating: r['rating'],
        AddedAt: r['added_at'],
        LikesCount: r['likes_count'],
        MovieId: r['movie_id'],
        UserId: r['user_id'],
        UserName: r['user_name'],
        Image: r['image'],
        IsLiked: r['liked'] === 1,
      })),
    );
  });

  app.get('/api/GetTicketsDx', (c) => {
    const member = sessions.member(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to see your tickets.');
    // Tickets are kept by the purchaser's address: an account sees them only once it has shown
    // it owns that address (decision 193), or anyone could sign up with a stranger's.
    if (member.email_confirmed_at === null)
      return fail(c, 403, 'EmailNotConfirmed', 'Confirm your e-mail address to see the tickets bought with it.');
    const page = Page.safeParse({ skip: c.req.query('skip'), take: c.req.query('take') });
    if (!page.success) return fail(c, 400, 'InvalidRequest', 'skip and take are invalid.');
    const rows = db
      .prepare(
        `SELECT t.*, m.title, m.poster FROM tickets t JOIN movies m ON m.movie_id = t.movie_id
         WHERE t.email = ? ORDER BY t.start_time, t.id LIMIT ? OFFSET ?`,
      )
      .all(member.email, page.data.take, page.data.skip) as Array<Record<string, string | number>>;
    return c.json(
      rows.map((t) => ({
        MovieId: t['movie_id'],
        MovieTitle: t['title'],
        Notes: t['notes'],
        QrCode: t['qr_code'],
        QrUrl: t['qr_url'],
        StartTime: t['start_time'],
        ExpirationDate: t['expiration_date'],
        Poster: t['poster'],
        Screen: t['screen'],
        SeatsInfo: { Info: t['seats_text'], Seats: JSON.parse(String(t['seats_json'])) as unknown },
      })),
    );
  });

  app.get('/api/GetWatchlistDx', (c) => {
    const member = sessions.member(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to see your watch list.');
    const page = Page.safeParse({ skip: c.req.query('skip'), take: c.req.query('take') });
    if (!page.success) return fail(c, 400, 'InvalidRequest', 'skip and take are invalid.');
    const movies = db
      .prepare(
        'SELECT m.* FROM watchlist w JOIN movies m ON m.movie_id = w.movie_id WHERE w.member_id = ? ORDER BY w.added_at, m.movie_id LIMIT ? OFFSET ?',
      )
      .all(member.id, page.data.take, page.data.skip) as unknown as MovieRow[];
    return c.json(movies.map(movieInfo));
  });

  app.post('/api/AddToWatchlistDx', async (c) => {
    const member = sessions.member(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to keep a watch list.');
    const body = AddBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidRequest', 'id must be a movie id.');
    const movie = db.prepare('SELECT 1 FROM movies WHERE movie_id = ?').get(body.data.id);
    if (!movie) return fail(c, 404, 'MovieNotFound', 'No movie with this id.');
    // Adding a film already on the list is a success, not an error: the list holds it.
    db.prepare('INSERT OR IGNORE INTO watchlist (member_id, movie_id, added_at) VALUES (?, ?, ?)').run(
      member.id,
      body.data.id,
      Date.now(),
    );
    return c.json(true);
  });

  /** Health check for process managers and the browser suite's web server. */
  app.get('/', (c) => c.json({ Name: `Partner API ${String(partnerId)}` }));

  app.notFound((c) => fail(c, 404, 'NotFound', 'No such call.'));
  return app;
}
