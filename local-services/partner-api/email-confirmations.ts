import type { DatabaseSync } from 'node:sqlite';
import { hashSecret, newSecret } from './passwords.ts';

/**
 * Confirming that a member owns the address they signed up with (decision 193). Tickets are
 * kept by the purchaser's address, so an account sees them only once the mail sent to that
 * address has been opened: without it, anyone could sign up with a stranger's address and read
 * her tickets.
 *
 * The mail's link carries a random token (256 bits) in its fragment, which no server sees; the
 * site's page posts it back. The API keeps only its SHA-256 hash, with the member, the address it
 * went to and its expiry; it works once, for {@link CONFIRMATION_HOURS} hours. The outbox row is
 * the mail as sent (the local stand-in for a mail server: development and the tests read it
 * there, as the reset mail), so it holds the link itself.
 */

/** How long a confirmation link works. */
const CONFIRMATION_HOURS = 24;

/** The outbox `kind` of a confirmation mail. */
const CONFIRMATION_MAIL = 'confirm-email';

export function createEmailConfirmations(db: DatabaseSync, page: string, now: () => number) {
  const lifetimeMs = CONFIRMATION_HOURS * 3_600_000;
  return {
    /** Writes a new link for the member's address and the mail that carries it. Earlier links still work until used or expired. */
    send(memberId: number, email: string): void {
      const token = newSecret();
      db.prepare('DELETE FROM email_confirmations WHERE expires_at <= ?').run(now());
      db.prepare('INSERT INTO email_confirmations (token_hash, member_id, email, expires_at) VALUES (?, ?, ?, ?)').run(
        hashSecret(token),
        memberId,
        email,
        now() + lifetimeMs,
      );
      db.prepare('INSERT INTO outbox (email, kind, sent_at, link) VALUES (?, ?, ?, ?)').run(
        email,
        CONFIRMATION_MAIL,
        now(),
        `${page}#${new URLSearchParams({ token }).toString()}`,
      );
    },

    /**
     * Confirms the address of a live token and ends every link of that member; false for a
     * token that is unknown, used or expired, or whose address is no longer the member's.
     */
    confirm(token: string): boolean {
      const row = db
        .prepare('DELETE FROM email_confirmations WHERE token_hash = ? RETURNING member_id, email, expires_at')
        .get(hashSecret(token)) as { member_id: number; email: string; expires_at: number } | undefined;
      if (!row || row.expires_at <= now()) return false;
      const confirmed = db
        .prepare(
          'UPDATE members SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ? AND email = ? COLLATE NOCASE',
        )
        .run(now(), row.member_id, row.email);
      db.prepare('DELETE FROM email_confirmations WHERE member_id = ?').run(row.member_id);
      return confirmed.changes > 0;
    },
  };
}
