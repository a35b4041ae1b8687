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

  return {
    purgeExpired,

    /** A new session for the member; the member's oldest sessions past the cap end. */
    start(c: Context, memberId: number): void {
      purgeExpired();
      const id = newSecret();
      db.prepare('INSERT INTO sessions (id_hash, member_id, expires_at) VALUES (?, ?, ?)').run(
        hashSecret(id),
        memberId,
        now() + lifetimeMs,
      );
      db.prepare(
        `DELETE FROM sessions WHERE member_id = ? AND id_hash NOT IN
           (SELECT id_hash FROM sessions WHERE member_id = ? ORDER BY expires_at DESC, rowid DESC LIMIT ?)`,
      ).run(memberId, memberId, MAX_SESSIONS_PER_MEMBER);
      setCookie(c, cookieName, id, { ...cookieOptions, maxAge: options.sessionDays * 86_400 });
    },

    /** The member of the request's session cookie, or undefined (none, unknown or expired). */
    member(c: Context): MemberRow | undefined {
      const id = getCookie(c, cookieName);
      if (!id) return undefined;
      return db
        .prepare(
          'SELECT m.* FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id_hash = ? AND s.expires_at > ?',
        )
        .get(hashSecret(id), now()) as MemberRow | undefined;
    },

    /** Ends the request's session and clears its cookie. */
    end(c: Context): void {
      const id = getCookie(c, cookieName);
      if (id) db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(hashSecret(id));
      deleteCookie(c, cookieName, cookieOptions);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
