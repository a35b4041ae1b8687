import type { DatabaseSync } from 'node:sqlite';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ThrottleLimits } from './config.ts';
import { isCommonPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './common-passwords.ts';
import { clientAddress } from './guards.ts';
import { createEmailConfirmations } from './email-confirmations.ts';
import { hashPassword, hashSecret, newSecret, verifyPassword } from './passwords.ts';
import type { Login, MemberRow, Sessions } from './sessions.ts';
import { KnownClients, Throttle, type ThrottleRule } from './throttle.ts';
import { inTransaction } from '../durable-sqlite.ts';

/**
 * The account calls (spec §7.2: log in, sign up, forgot password, token swap, log out; and
 * confirming the e-mail address, decision 193) with the throttle of decisions 40 and 194. Login
 * and forgot-password do the same work and give the same answer whether or not the address has
 * an account (decision 41).
 */

const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
// A password is taken exactly as typed: never trimmed, truncated or case-folded (ASVS 6.2.8).
const LoginBody = z.object({ Email, Password: z.string().min(1).max(MAX_PASSWORD_LENGTH) });
const SignUpBody = z.object({
  Email,
  Password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  UserName: z.string().trim().min(1).max(80),
});
const ForgotBody = z.object({ Email });
// A confirmation token as issued: 32 random bytes, base64url (passwords.ts `newSecret`).
const ConfirmBody = z.object({ Token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export interface AccountRouteOptions {
  db: DatabaseSync;
  sessions: Sessions;
  limits: ThrottleLimits;
  /** Proxies whose `X-Forwarded-For` names the client (guards.ts `clientAddress`). */
  trustedProxies: readonly string[];
  /** How long a login lasts: its token, and every session swapped from it, expire then. */
  loginDays: number;
  /** The site's page a confirmation mail links to (`https://site/bekreft-e-post`). */
  confirmationPage: string;
  now: () => number;
}

/** A member's token as issued: the secret the browser keeps, and the login it stands for. */
interface IssuedToken extends Login {
  token: string;
}

function fail(c: Context, status: 400 | 401 | 409, code: string, message: string) {
  return c.json({ Message: message, Code: code }, status);
}

/**
 * The 429 every throttled call answers: `Retry-After` in seconds, and the same number in the
 * body so a browser script (which cannot read the header without CORS exposing it) can show it.
 */
function tooManyRequests(c: Context, waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  c.header('Retry-After', String(seconds));
  return c.json(
    { Message: 'Too many attempts. Try again later.', Code: 'TooManyRequests', RetryAfterSeconds: seconds },
    429,
  );
}

export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function addAccountRoutes(app: Hono, options: AccountRouteOptions): void {
  const { db, sessions, limits, trustedProxies, now } = options;
  const loginMs = options.loginDays * 86_400_000;
  const rule = (limit: number): ThrottleRule => ({
    limit,
    windowMs: limits.windowSeconds * 1000,
    firstWaitMs: limits.firstWaitSeconds * 1000,
    maxWaitMs: limits.maxWaitSeconds * 1000,
  });
  // Logins (decision 194): per account and client (the waits that grow), per client (one client
  // guessing across accounts), and per account from everywhere, which holds back only the clients
  // that never gave the account's right password: a stranger's guesses never lock the owner out.
  const loginsPerAccountAndClient = new Throttle(rule(limits.loginFailuresPerAccountAndClient), now);
  const loginsPerClient = new Throttle(rule(limits.loginFailuresPerClient), now);
  const loginsPerAccount = new Throttle(rule(limits.loginFailuresPerAccount), now);
  const knownClients = new KnownClients(loginMs, now);
  const mailsPerAddress = new Throttle(rule(limits.mailRequestsPerAddress), now);
  const mailsPerClient = new Throttle(rule(limits.mailRequestsPerClient), now);
  // Confirmation tokens are 256 random bits, so guessing one is hopeless; a client that keeps
  // sending wrong ones is stopped anyway, as after wrong passwords.
  const wrongConfirmationsPerClient = new Throttle(rule(limits.loginFailuresPerClient), now);
  const confirmations = createEmailConfirmations(db, options.confirmationPage, now);
  const clientOf = (c: Context) => clientAddress(c, trustedProxies);
  // Unknown addresses are checked against this, so a login costs one scrypt either way.
  const dummyHash = hashPassword(newSecret());

  /** A new login's token: random, stored hashed, valid for the login's lifetime. */
  function newToken(): IssuedToken {
    const token = newSecret();
    return { token, tokenHash: hashSecret(token), expiresAt: now() + loginMs };
  }

  /**
   * The member's token (`marsToken`/`Token`): a new one per login, replacing the one before (so a
   * login elsewhere ends this one's sessions), expiring after the login's lifetime.
   */
  function issueToken(memberId: number): IssuedToken {
    const issued = newToken();
    db.prepare('UPDATE members SET token_hash = ?, token_expires_at = ? WHERE id = ?').run(
      issued.tokenHash,
      issued.expiresAt,
      memberId,
    );
    return issued;
  }

  /** Counts a sign-up or reset request; the wait in ms when the address or the client is over its limit. */
  function mailRequestWait(c: Context, email: string): number {
    const client = clientOf(c);
    const wait = Math.max(mailsPerAddress.waitMs(email), mailsPerClient.waitMs(client));
    if (wait > 0) return wait;
    mailsPerAddress.hit(email);
    mailsPerClient.hit(client);
    return 0;
  }

  app.post('/api/LoginDx', async (c) => {
    const body = LoginBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidRequest', 'Email and Password are required.');
    const { Email: email, Password: password } = body.data;
    const client = clientOf(c);
    const pair = `${email}\n${client}`;
    // A client that gave this account's right password before is held only by its own limits.
    const known = knownClients.has(email, client);
    const wait = Math.max(
      loginsPerAccountAndClient.waitMs(pair),
      loginsPerClient.waitMs(client),
      known ? 0 : loginsPerAccount.waitMs(email),
    );
    if (wait > 0) return tooManyRequests(c, wait);
    // Counted before the slow check, so parallel guesses cannot all pass the limit at once.
    loginsPerAccountAndClient.hit(pair);
    loginsPerClient.hit(client);
    if (!known) loginsPerAccount.hit(email);
    const member = db.prepare('SELECT * FROM members WHERE email = ?').get(email) as MemberRow | undefined;
    const right = await verifyPassword(password, member?.password_hash ?? (await dummyHash));
    // The same answer for an unknown address and a wrong password: no account probing.
    if (!member || !right) return fail(c, 401, 'InvalidCredentials', 'The email or password is incorrect.');
    loginsPerAccountAndClient.reset(pair);
    loginsPerClient.forgive(client);
    if (!known) loginsPerAccount.forgive(email);
    knownClients.add(email, client);
    const login = issueToken(member.id);
    sessions.start(c, member.id, login);
    return c.json({ marsToken: login.token, UserName: member.user_name, UserInfo: member.email });
  });

  app.post('/api/CreateUserDx', async (c) => {
    const body = SignUpBody.safeParse(await jsonBody(c));
    if (!body.success) {
      const field = String(body.error.issues[0]?.path[0] ?? 'body');
      return fail(c, 400, `Invalid${field}`, `${field} is missing or invalid.`);
    }
    // One of the most common passwords is the first an attacker tries (ASVS 6.2.4): refused
    // before anything is counted or stored. No other rule on what a password is made of (6.2.5).
    if (isCommonPassword(body.data.Password))
      return fail(c, 400, 'CommonPassword', 'Password is one of the most common passwords.');
    const wait = mailRequestWait(c, body.data.Email);
    if (wait > 0) return tooManyRequests(c, wait);
    const passwordHash = await hashPassword(body.data.Password);
    const login = newToken();
    // One statement decides, so simultaneous sign-ups with one address give one 200 and 409s.
    // The account starts unconfirmed: the tickets bought with its address are shown only once
    // the mail sent to that address has been opened (decision 193).
    const inserted = inTransaction(db, () => {
      const row = db
        .prepare(
          'INSERT INTO members (email, user_name, password_hash, token_hash, token_expires_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id',
        )
        .get(body.data.Email, body.data.UserName, passwordHash, login.tokenHash, login.expiresAt) as
        { id: number } | undefined;
      if (row) confirmations.send(row.id, body.data.Email);
      return row;
    });
    if (!inserted) return fail(c, 409, 'EmailTaken', 'A user with this email already exists.');
    knownClients.add(body.data.Email, clientOf(c));
    sessions.start(c, inserted.id, login);
    return c.json({ Token: login.token, UserName: body.data.UserName, ContactEmail: body.data.Email });
  });

  app.post('/api/ForgotPasswordDx', async (c) => {
    const body = ForgotBody.safeParse(await jsonBody(c));
    if (!body.success) return fail(c, 400, 'InvalidEmail', 'Email is missing or invalid.');
    const wait = mailRequestWait(c, body.data.Email);
    if (wait > 0) return tooManyRequests(c, wait);
    // Success is an empty body (§7.2) whether or not the address has an account, and both do
    // the same work: a mail either way, a reset link or "there is no account with this address".
    const known = db.prepare('SELECT 1 FROM members WHERE email = ?').get(body.data.Email) !== undefined;
    db.prepare('INSERT INTO outbox (email, kind, sent_at) VALUES (?, ?, ?)').run(
      body.data.Email,
      known ? 'reset-password' : 'no-account',
      now(),
    );
    return c.body(null, 200);
  });

  app.post('/api/SwitchTokensDx', (c) => {
    const token = c.req.header('X-Token');
    if (!token) return fail(c, 401, 'MissingToken', 'The X-Token header is required.');
    const tokenHash = hashSecret(token);
    // An expired login cannot be resumed: its token swaps for nothing, and the member logs in again.
    const member = db
      .prepare('SELECT id, token_expires_at FROM members WHERE token_hash = ? AND token_expires_at > ?')
      .get(tokenHash, now()) as { id: number; token_expires_at: number } | undefined;
    if (!member) return fail(c, 401, 'InvalidToken', 'The token is invalid or expired.');
    sessions.start(c, member.id, { tokenHash, expiresAt: member.token_expires_at });
    return c.json(true);
  });

  /**
   * Confirms the address a confirmation mail went to (decision 193): the token of its link, once,
   * before it expires. Needs no session, since the mail may be opened on another device; the token
   * is the proof. A wrong, used or expired token gets one answer.
   */
  app.post('/api/ConfirmEmailDx', async (c) => {
    const client = clientOf(c);
    const wait = wrongConfirmationsPerClient.waitMs(client);
    if (wait > 0) return tooManyRequests(c, wait);
    const body = ConfirmBody.safeParse(await jsonBody(c));
    if (!body.success || !confirmations.confirm(body.data.Token)) {
      wrongConfirmationsPerClient.hit(client);
      return fail(c, 400, 'InvalidConfirmation', 'The confirmation link is wrong, used or expired.');
    }
    return c.json(true);
  });

  /** Sends the logged-in member's confirmation mail again, within the mail limits of sign-up and reset. */
  app.post('/api/ResendConfirmationDx', (c) => {
    const member = sessions.member(c);
    if (!member) return fail(c, 401, 'NotAuthenticated', 'Log in to confirm your e-mail address.');
    if (member.email_confirmed_at !== null) return c.json(true);
    const wait = mailRequestWait(c, member.email);
    if (wait > 0) return tooManyRequests(c, wait);
    confirmations.send(member.id, member.email);
    return c.json(true);
  });

  /** Ends the API session and its login (not in §7.2: log out must leave nothing that still opens). */
  app.post('/api/LogoutDx', (c) => {
    sessions.end(c);
    return c.body(null, 200);
  });
}
