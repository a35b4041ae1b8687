/**
 * A member's way from the site into the checkout (spec §7.3), stored in the provider's database
 * (database.ts), every secret hashed (SHA-256) so a leaked file opens nothing:
 * - a login: the provider token the site keeps (`v3/{ticketing}/auth/login`);
 * - a hand-off code: one use, 60 s, bought with the token (`profile/auth`) and posted by the
 *   site's top-level form, so no token travels in a URL;
 * - a checkout session: the checkout's own cookie, started by a hand-off, ending with its login.
 * A logout deletes the login, and its codes and sessions with it (ON DELETE CASCADE).
 */
import type { DatabaseSync } from 'node:sqlite';
import { hashSecret, newSecret } from '../partner-api/passwords.ts';

/** How long a login lasts: 30 days when the member asks to be remembered, else 12 hours. */
const LOGIN_MS = { remembered: 30 * 86_400_000, session: 12 * 3_600_000 } as const;
/** How long a hand-off code may wait for its form post. */
const HANDOFF_SECONDS = 60;
/** The longest a checkout session lasts (less when its login ends first). */
const CHECKOUT_SESSION_MS = 12 * 3_600_000;
// Expired rows are deleted at most this often, not on every request.
const PURGE_EVERY_MS = 60_000;

/** A member as a login knows them. */
export interface LoggedInMember {
  tokenHash: string;
  partnerId: number;
  email: string;
  userName: string;
  expiresAt: number;
}

interface LoginRow {
  token_hash: string;
  partner_id: number;
  member_email: string;
  user_name: string;
  expires_at: number;
}

const memberOf = (row: LoginRow): LoggedInMember => ({
  tokenHash: row.token_hash,
  partnerId: row.partner_id,
  email: row.member_email,
  userName: row.user_name,
  expiresAt: row.expires_at,
});

export function createMemberLogins(db: DatabaseSync, now: () => number) {
  let purgedAt = -Infinity;

  function purgeExpired(): void {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    db.prepare('DELETE FROM handoffs WHERE expires_at <= ?').run(now());
    db.prepare('DELETE FROM checkout_sessions WHERE expires_at <= ?').run(now());
    db.prepare('DELETE FROM logins WHERE expires_at <= ?').run(now());
  }

  function loginOf(tokenHash: string): LoggedInMember | undefined {
    const row = db.prepare('SELECT * FROM logins WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now()) as
      LoginRow | undefined;
    return row && memberOf(row);
  }

  return {
    /** A new login: its token (256 random bits, returned once, stored hashed) and when it ends. */
    logIn(member: { partnerId: number; email: string; userName: string; remember: boolean }): {
      token: string;
      expiresAt: number;
    } {
      purgeExpired();
      const token = newSecret();
      const expiresAt = now() + (member.remember ? LOGIN_MS.remembered : LOGIN_MS.session);
      db.prepare(
        'INSERT INTO logins (token_hash, partner_id, member_email, user_name, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(hashSecret(token), member.partnerId, member.email, member.userName, expiresAt, now());
      return { token, expiresAt };
    },

    /** The live login of a token, or undefined (unknown, expired or logged out). */
    login(token: string): LoggedInMember | undefined {
      return loginOf(hashSecret(token));
    },

    /** Ends a login of `partnerId` and every code and checkout session it started. */
    logOut(token: string, partnerId: number): void {
      db.prepare('DELETE FROM logins WHERE token_hash = ? AND partner_id = ?').run(hashSecret(token), partnerId);
    },

    /** A one-time code for the checkout, for a live login. */
    newHandoff(member: LoggedInMember): { code: string; expiresIn: number } {
      purgeExpired();
      const code = newSecret();
      db.prepare('INSERT INTO handoffs (code_hash, token_hash, expires_at) VALUES (?, ?, ?)').run(
        hashSecret(code),
        member.tokenHash,
        Math.min(now() + HANDOFF_SECONDS * 1000, member.expiresAt),
      );
      return { code, expiresIn: HANDOFF_SECONDS };
    },

    /** Takes a code: deleted whether or not it is still good; the login it stands for when it is. */
    takeHandoff(code: string): LoggedInMember | undefined {
      const row = db
        .prepare('DELETE FROM handoffs WHERE code_hash = ? RETURNING token_hash, expires_at')
        .get(hashSecret(code)) as { token_hash: string; expires_at: number } | undefined;
      if (row === undefined || row.expires_at <= now()) return undefined;
      return loginOf(row.token_hash);
    },

    /** A new checkout session of a login: its id (for the cookie, stored hashed) and its lifetime in seconds. */
    startSession(member: LoggedInMember): { id: string; maxAgeSeconds: number } {
      const id = newSecret();
      const expiresAt = Math.min(now() + CHECKOUT_SESSION_MS, member.expiresAt);
      db.prepare('INSERT INTO checkout_sessions (id_hash, token_hash, expires_at) VALUES (?, ?, ?)').run(
        hashSecret(id),
        member.tokenHash,
        expiresAt,
      );
      return { id, maxAgeSeconds: Math.max(1, Math.ceil((expiresAt - now()) / 1000)) };
    },

    endSession(id: string): void {
      db.prepare('DELETE FROM checkout_sessions WHERE id_hash = ?').run(hashSecret(id));
    },

    /** The member of a live checkout session on `partnerId`'s pages, or undefined (a guest). */
    sessionMember(id: string, partnerId: number): LoggedInMember | undefined {
      const row = db
        .prepare(
          `SELECT l.* FROM checkout_sessions s JOIN logins l ON l.token_hash = s.token_hash
           WHERE s.id_hash = ? AND s.expires_at > ? AND l.expires_at > ? AND l.partner_id = ?`,
        )
        .get(hashSecret(id), now(), now(), partnerId) as LoginRow | undefined;
      return row && memberOf(row);
    },
  };
}

export type MemberLogins = ReturnType<typeof createMemberLogins>;
