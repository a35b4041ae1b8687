import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieSettings } from './config.ts';
import { hashSecret, newSecret } from './passwords.ts';

/** A member as stored. */
export interface MemberRow {
  id: number;
  email: string;
  user_name: string;
  password_hash: string;
  /** When the member confirmed owning `email` (decision 193); null until then. */
  email_confirmed_at: number | null;
}

// Logins on more devices than this end the oldest session: a script logging in in a loop
// cannot grow the table (decision 43).
const MAX_SESSIONS_PER_MEMBER = 10;
// Expired rows are deleted at most this often, not on every request.
const PURGE_EVERY_MS = 60_000;

export interface SessionOptions {
  db: DatabaseSync;
  cookieName: string;
  cookie: CookieSettings;
  sessionDays: number;
  now: () => number;
}

/** The login a session comes from: the hash of the member's token and when the token expires. */
export interface Login {
  tokenHash: string;
  expiresAt: number;
}

/** Sessions in HttpOnly cookies whose secret is stored only hashed. */
export function createSessions(options: SessionOptions) {
  const { db, cookieName, now } = options;
  const lifetimeMs = options.sessionDays * 86_400_000;
  const cookieOptions = {
    httpOnly: true,
    path: '/',
    sameSite: options.cookie.sameSite,
    secure: options.cookie.secure,
  } as const;
  let purgedAt = -Infinity;

  function purgeExpired(): void {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now());
  }

  /** Deletes the session of the request's cookie, if any; returns its row as it was. */
  function endCurrent(c: Context): { member_id: number; token_hash: string | null } | undefined {
    const id = getCookie(c, cookieName);
    if (!id) return undefined;
    return db.prepare('DELETE FROM sessions WHERE id_hash = ? RETURNING member_id, token_hash').get(hashSecret(id)) as
      { member_id: number; token_hash: string | null } | undefined;
  }

  return {
    purgeExpired,

    /**
     * A new session for the member, from a login or a token swap (`login`: the token's hash and
     * when it expires). The request's current session, if any, ends first: every authentication
     * gets a new session id and the one before stops working (ASVS 7.2.4). A session never
     * outlives its login: it expires with the token it came from. The member's oldest sessions
     * past the cap end.
     */
    start(c: Context, memberId: number, login: Login): void {
      purgeExpired();
      endCurrent(c);
      const id = newSecret();
      const expiresAt = Math.min(now() + lifetimeMs, login.expiresAt);
      db.prepare('INSERT INTO sessions (id_hash, member_id, expires_at, token_hash) VALUES (?, ?, ?, ?)').run(
        hashSecret(id),
        memberId,
        expiresAt,
        login.tokenHash,
      );
      db.prepare(
        `DELETE FROM sessions WHERE member_id = ? AND id_hash NOT IN
           (SELECT id_hash FROM sessions WHERE member_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT ?)`,
      ).run(memberId, memberId, MAX_SESSIONS_PER_MEMBER);
      setCookie(c, cookieName, id, { ...cookieOptions, maxAge: Math.max(1, Math.ceil((expiresAt - now()) / 1000)) });
    },

    /**
     * The member of the request's session cookie, or undefined: no cookie, an unknown or expired
     * session, or one whose login is over (the token it came from was replaced by a newer login,
     * revoked by a logout, or has expired).
     */
    member(c: Context): MemberRow | undefined {
      const id = getCookie(c, cookieName);
      if (!id) return undefined;
      return db
        .prepare(
          `SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id
           WHERE s.id_hash = ? AND s.expires_at > ? AND s.token_hash = m.token_hash AND m.token_expires_at > ?`,
        )
        .get(hashSecret(id), now(), now()) as MemberRow | undefined;
    },

    /**
     * Log out: ends the request's session and clears its cookie. When the session came from the
     * member's current token, that login ends with it: the token is revoked (it can no longer be
     * swapped) and its other sessions end, so what the browser kept opens nothing (ASVS 7.4.1).
     */
    end(c: Context): void {
      const ended = endCurrent(c);
      if (ended?.token_hash) {
        const revoked = db
          .prepare('UPDATE members SET token_hash = ?, token_expires_at = 0 WHERE id = ? AND token_hash = ?')
          .run(hashSecret(newSecret()), ended.member_id, ended.token_hash);
        if (revoked.changes > 0) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(ended.token_hash);
      }
      deleteCookie(c, cookieName, cookieOptions);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
