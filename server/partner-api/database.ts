import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The partner API's storage: one SQLite file per partner instance. `tickets.email` is the
 * purchaser's address, so tickets bought before sign-up appear once an account with that
 * address exists (as a ticketing system links guest orders).
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

/**
 * A fresh database file at `file` (any previous one is replaced: the seed follows the content,
 * whose dates move with the day), or in memory for ':memory:'.
 */
export function createDatabase(file: string): DatabaseSync {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  return db;
}
