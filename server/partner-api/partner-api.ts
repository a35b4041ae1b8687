/**
 * The local reference implementation of the partner ticketing/member API (spec §7.2), one
 * instance per partner id (118, 178). It answers every member and account call with the
 * method, path, query, body and capitalised fields of the real API, stores its data in a real
 * SQLite file, and keeps sessions in HttpOnly cookies. Served on another origin than the site,
 * so CORS with credentials is exercised as in production. Never imported by `app/`.
 */
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { hashPassword, hashSecret, newSecret, verifyPassword } from './passwords.ts';

export interface PartnerApiOptions {
  partnerId: number;
  db: DatabaseSync;
  /** Site origins allowed to call with credentials (CORS), e.g. `http://127.0.0.1:3000`. */
  allowedOrigins: readonly string[];
  /** `None` + Secure for a site on another site (production); `Lax` when both are on one host. */
  cookieSameSite?: 'Lax' | 'None';
}

const SESSION_DAYS = 30;

/** An error as the API answers it: a status and a JSON body with `Message` and `Code`. */
function fail(c: Context, status: 400 | 401 | 404 | 409, code: string, message: string) {
  return c.json({ Message: message, Code: code }, status);
}

const Email = z.string().trim().toLowerCase().pipe(z.email());
const LoginBody = z.object({ Email, Password: z.string().min(1) });
const SignUpBody = z.object({ Email, Password: z.string().min(8).max(200), UserName: z.string().trim().min(1).max(80) });
const ForgotBody = z.object({ Email });
const AddBody = z.object({ id: z.coerce.number().int().positive() });
const Edi = z.string().regex(/^DXM\d{8}$/);
const Page = z.object({ skip: z.coerce.number().int().min(0).default(0), take: z.coerce.number().int().min(1).max(100).default(10) });

interface MemberRow {
  id: number;
  email: string;
  user_name: string;
  password_hash: string;
}

interface MovieRow {
  movie_id: number;
  edi: string;
  title: string;
  poster: string;
  link: string;
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function createPartnerApp(options: PartnerApiOptions): Hono {
  const { db, partnerId } = options;
  const cookieName = `partner${String(partnerId)}_session`;
  const app = new Hono();

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (options.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'X-Token', 'Authorization'],
      maxAge: 600,
    }),
  );

  /** A new session for the member: an HttpOnly cookie holding a secret stored only hashed. */
  function startSession(c: Context, memberId: number) {
    const id = newSecret();
    db.prepare('INSERT INTO sessions (id_hash, member_id, expires_at) VALUES (?, ?, ?)').run(hashSecret(id), memberId, Date.now() + SESSION_DAYS * 86_400_000);
    const none = options.cookieSameSite === 'None';
    setCookie(c, cookieName, id, { httpOnly: true, path: '/', sameSite: none ? 'None' : 'Lax', secure: none, maxAge: SESSION_DAYS * 86_400 });
  }

  /** The member of the request's session cookie, or undefined. */
  function sessionMember(c: Context): MemberRow | undefined {
    const id = getCookie(c, cookieName);
    if (!id) return undefined;
    return db
      .prepare('SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id_hash = ? AND s.expires_at > ?')
      .get(hashSecret(id), Date.now()) as MemberRow | undefined;
  }

  /** A member's long-lived token (`marsToken`/`Token`): a new one per login, stored hashed. */
  function issueToken(memberId: number): string {
    const token = newSecret();
    db.prepare('UPDATE members SET token_hash = ? WHERE id = ?').run(hashSecret(token), memberId);
    return token;
  }

  function movieInfo(movie: MovieRow) {
    const stats = db.prepare('SELECT AVG(value) AS avg, COUNT(*) AS count FROM ratings WHERE movie_id = ?').get(movie.movie_id) as { avg: number | null; count: number };
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

  app.post('/api/LoginDx', async (c) => {
    const body = LoginBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidRequest', 'Email and Password are required.');
    const member = db.prepare('SELECT * FROM members WHERE email = ?').get(body.data.Email) as MemberRow | undefined;
    // The same answer for an unknown address and a wrong password: no account probing.
    if (!member || !(await verifyPassword(body.data.Password, member.password_hash))) {
      return fail(c, 401, 'InvalidCredentials', 'The email or password is incorrect.');
    }
    startSession(c, member.id);
    return c.json({ marsToken: issueToken(member.id), UserName: member.user_name, UserInfo: member.email });
  });

  app.post('/api/CreateUserDx', async (c) => {
    const body = SignUpBody.safeParse(await jsonBody(c));
    if (!body.success) {
      const field = String(body.error.issues[0]?.path[0] ?? 'body');
      return fail(c, 400, `Invalid${field}`, `${field} is missing or invalid.`);
    }
    const taken = db.prepare('SELECT 1 FROM members WHERE email = ?').get(body.data.Email);
    if (taken) return fail(c, 409, 'EmailTaken', 'A user with this email already exists.');
    const { lastInsertRowid } = db
      .prepare('INSERT INTO members (email, user_name, password_hash, token_hash) VALUES (?, ?, ?, ?)')
      .run(body.data.Email, body.data.UserName, await hashPassword(body.data.Password), hashSecret(newSecret()));
    const memberId = Number(lastInsertRowid);
    startSession(c, memberId);
    return c.json({ Token: issueToken(memberId), UserName: body.data.UserName, ContactEmail: body.data.Email });
  });

  app.post('/api/ForgotPasswordDx', async (c) => {
    const body = ForgotBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidEmail', 'Email is missing or invalid.');
    // Success is an empty body (§7.2) whether or not the address has an account: no probing.
    const known = db.prepare('SELECT 1 FROM members WHERE email = ?').get(body.data.Email);
    if (known) db.prepare("INSERT INTO outbox (email, kind, sent_at) VALUES (?, 'reset-password', ?)").run(body.data.Email, Date.now());
    return c.body(null, 200);
  });

  app.post('/api/SwitchTokensDx', (c) => {
    const token = c.req.header('X-Token');
    if (!token) return fail(c, 401, 'MissingToken', 'The X-Token header is required.');
    const member = db.prepare('SELECT id FROM members WHERE token_hash = ?').get(hashSecret(token)) as { id: number } | undefined;
    if (!member) return fail(c, 401, 'InvalidToken', 'The token is invalid or expired.');
    startSession(c, member.id);
    return c.json(true);
  });

  /** Ends the API session (not in §7.2: log out must not leave a live cookie behind). */
  app.post('/api/LogoutDx', (c) => {
    const id = getCookie(c, cookieName);
    if (id) db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashSecret(id));
    deleteCookie(c, cookieName, { path: '/' });
    return c.body(null, 200);
  });

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
    const movie = db.prepare('SELECT movie_id FROM movies WHERE edi = ?').get(edi.data) as { movie_id: number } | undefined;
    if (!movie) return fail(c, 404, 'MovieNotFound', 'No movie with this EDI.');
    const viewer = sessionMember(c)?.id ?? -1;
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
    const member = sessionMember(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to see your tickets.');
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
    const member = sessionMember(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to see your watch list.');
    const page = Page.safeParse({ skip: c.req.query('skip'), take: c.req.query('take') });
    if (!page.success) return fail(c, 400, 'InvalidRequest', 'skip and take are invalid.');
    const movies = db
      .prepare('SELECT m.* FROM watchlist w JOIN movies m ON m.movie_id = w.movie_id WHERE w.member_id = ? ORDER BY w.added_at, m.movie_id LIMIT ? OFFSET ?')
      .all(member.id, page.data.take, page.data.skip) as unknown as MovieRow[];
    return c.json(movies.map(movieInfo));
  });

  app.post('/api/AddToWatchlistDx', async (c) => {
    const member = sessionMember(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to keep a watch list.');
    const body = AddBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidRequest', 'id must be a movie id.');
    const movie = db.prepare('SELECT 1 FROM movies WHERE movie_id = ?').get(body.data.id);
    if (!movie) return fail(c, 404, 'MovieNotFound', 'No movie with this id.');
    // Adding a film already on the list is a success, not an error: the list holds it.
    db.prepare('INSERT OR IGNORE INTO watchlist (member_id, movie_id, added_at) VALUES (?, ?, ?)').run(member.id, body.data.id, Date.now());
    return c.json(true);
  });

  /** Health check for process managers and the browser suite's web server. */
  app.get('/', (c) => c.json({ Name: `Partner API ${String(partnerId)}` }));

  app.notFound((c) => fail(c, 404, 'NotFound', 'No such call.'));
  return app;
}
