import type { DatabaseSync } from 'node:sqlite';
import { openDurableSqlite } from '../durable-sqlite.ts';

/**
 * The partner API's storage: one SQLite file per partner instance. `tickets.email` is the
 * purchaser's address, so tickets bought before sign-up appear once an account with that
 * address exists and has confirmed it owns the address (`members.email_confirmed_at`, decision
 * 191), as a ticketing system links guest orders.
 */
const SCHEMA = `
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  user_name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  image TEXT
);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE TABLE movies (
  movie_id INTEGER PRIMARY KEY,
  edi TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  poster TEXT NOT NULL,
  link TEXT NOT NULL
);
CREATE TABLE ratings (
  id INTEGER PRIMARY KEY,
  movie_id INTEGER NOT NULL REFERENCES movies(movie_id),
  value INTEGER NOT NULL CHECK (value BETWEEN 1 AND 6)
);
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  movie_id INTEGER NOT NULL REFERENCES movies(movie_id),
  user_id INTEGER NOT NULL,
  user_name TEXT NOT NULL,
  image TEXT,
  comment TEXT NOT NULL,
  rating INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  likes_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reviews_by_movie ON reviews(movie_id, added_at DESC, id DESC);
CREATE TABLE review_likes (
  review_id INTEGER NOT NULL REFERENCES reviews(id),
  member_id INTEGER NOT NULL REFERENCES members(id),
  PRIMARY KEY (review_id, member_id)
);
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  movie_id INTEGER NOT NULL REFERENCES movies(movie_id),
  start_time TEXT NOT NULL,
  expiration_date TEXT NOT NULL,
  screen TEXT NOT NULL,
  seats_json TEXT NOT NULL,
  seats_text TEXT NOT NULL,
  qr_code TEXT NOT NULL,
  qr_url TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tickets_by_email ON tickets(email, start_time);
CREATE TABLE watchlist (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  movie_id INTEGER NOT NULL REFERENCES movies(movie_id),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, movie_id)
);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
`;

/** Changes after the first schema, in order: entry i takes `user_version` i + 1 to i + 2. */
const MIGRATIONS: readonly string[] = [
  // 2: sessions are purged by expiry and capped per member (decision 43).
  'CREATE INDEX sessions_by_member ON sessions(member_id, expires_at); CREATE INDEX sessions_by_expiry ON sessions(expires_at);',
  // 3: a login's token expires, and each session knows the token it came from (docs/security.md).
  // Rows from before have neither: their members log in once more.
  'ALTER TABLE members ADD COLUMN token_expires_at INTEGER NOT NULL DEFAULT 0; ALTER TABLE sessions ADD COLUMN token_hash TEXT; CREATE INDEX sessions_by_token ON sessions(token_hash);',
  // 4: an account sees the tickets of its address once it has confirmed the address (decision
  // 191): the time it did, the links of confirmation mails (hashed), and the link in the outbox's
  // mail. Members from before are not confirmed: who signed up then was never asked, so they
  // confirm once ("Mine billetter" sends the mail again).
  `ALTER TABLE members ADD COLUMN email_confirmed_at INTEGER;
   CREATE TABLE email_confirmations (
     token_hash TEXT PRIMARY KEY,
     member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
     email TEXT NOT NULL COLLATE NOCASE,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX email_confirmations_by_member ON email_confirmations(member_id);
   ALTER TABLE outbox ADD COLUMN link TEXT;`,
];

/** The schema version this code writes and reads (`PRAGMA user_version`). */
export const SCHEMA_VERSION = MIGRATIONS.length + 1;

export interface OpenedDatabase {
  db: DatabaseSync;
  /** True when the file holds no member and no film: the caller seeds it. Never true again after. */
  fresh: boolean;
}

/**
 * Opens the partner API's database at `file` (created if missing; ':memory:' for none), brings
 * its schema to {@link SCHEMA_VERSION} and keeps every row it holds (decision 42). WAL with
 * `synchronous = FULL`: a commit is on disk before the answer leaves, so a sign-up answered 200
 * survives a kill -9 or a power cut. `reset` deletes the file first (a fresh seed for a test run).
 */
export function openDatabase(file: string, options: { reset?: boolean } = {}): OpenedDatabase {
  const db = openDurableSqlite(file, options);
  let version = (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new Error(
      `${file}: schema version ${String(version)} is newer than this partner API (${String(SCHEMA_VERSION)}); use a newer build or another file`,
    );
  }
  const hasMembers =
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'members'").get() !== undefined;
  // Files written before versioning (user_version 0) hold the first schema already.
  if (version === 0 && hasMembers) version = 1;
  migrate(db, version === 0 ? SCHEMA : '', version);
  // Seeded in one transaction by the caller, so a file killed mid-seed is still empty.
  const fresh = db.prepare('SELECT 1 FROM members UNION ALL SELECT 1 FROM movies LIMIT 1').get() === undefined;
  return { db, fresh };
}

function migrate(db: DatabaseSync, first: string, from: number): void {
  db.exec('BEGIN IMMEDIATE');
  try {
    if (first) db.exec(first);
    for (let version = Math.max(from, 1); version < SCHEMA_VERSION; version++) db.exec(MIGRATIONS[version - 1] ?? '');
    db.exec(`PRAGMA user_version = ${String(SCHEMA_VERSION)}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
