import type { DatabaseSync } from 'node:sqlite';
import { openDurableSqlite } from '../durable-sqlite.ts';

/**
 * The ticketing provider's storage: one SQLite file, the one source of the seats left. The
 * checkout sells from it and the runtime API reads its counts from it (each process with its
 * own connection). Schema versions and migrations as the partner API's database.ts.
 */
const SCHEMA = `
CREATE TABLE events (
  id TEXT PRIMARY KEY,
  event_number INTEGER NOT NULL UNIQUE,
  production_id TEXT NOT NULL,
  screen TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  remaining INTEGER NOT NULL CHECK (remaining >= 0 AND remaining <= capacity),
  seat_rows INTEGER NOT NULL CHECK (seat_rows >= 0),
  seats_per_row INTEGER NOT NULL CHECK (seats_per_row > 0)
);
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES events(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  seats_json TEXT NOT NULL,
  buyer_email TEXT NOT NULL,
  partner_id INTEGER NOT NULL,
  member_email TEXT,
  channel TEXT NOT NULL,
  unit_price INTEGER,
  created_at INTEGER NOT NULL,
  ticket_delivered_at INTEGER
);
CREATE INDEX orders_by_event ON orders(event_id);
CREATE INDEX orders_to_deliver ON orders(created_at) WHERE member_email IS NOT NULL AND ticket_delivered_at IS NULL;
CREATE TABLE seats (
  event_id TEXT NOT NULL REFERENCES events(id),
  seat_row INTEGER NOT NULL CHECK (seat_row > 0),
  seat INTEGER NOT NULL CHECK (seat > 0),
  order_id TEXT REFERENCES orders(id),
  UNIQUE (event_id, seat_row, seat)
);
CREATE INDEX seats_by_order ON seats(order_id);
CREATE TABLE logins (
  token_hash TEXT PRIMARY KEY,
  partner_id INTEGER NOT NULL,
  member_email TEXT NOT NULL,
  user_name TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX logins_by_expiry ON logins(expires_at);
CREATE TABLE handoffs (
  code_hash TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL REFERENCES logins(token_hash) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX handoffs_by_token ON handoffs(token_hash);
CREATE TABLE checkout_sessions (
  id_hash TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL REFERENCES logins(token_hash) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX checkout_sessions_by_token ON checkout_sessions(token_hash);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  order_id TEXT REFERENCES orders(id),
  created_at INTEGER NOT NULL
);
`;

/**
 * Changes after the first schema, in order: entry i takes `user_version` i + 1 to i + 2. A
 * column is added, never renamed or dropped, so an older build's rows stay readable.
 */
const MIGRATIONS: readonly string[] = [];

/** The schema version this code writes and reads (`PRAGMA user_version`). */
export const PROVIDER_SCHEMA_VERSION = MIGRATIONS.length + 1;

/**
 * Opens the provider's database at `file` (created if missing; ':memory:' for none) and brings
 * its schema to {@link PROVIDER_SCHEMA_VERSION}, keeping every row. WAL with `synchronous =
 * FULL`: a purchase's commit is on disk before its confirmation leaves, so a confirmed order
 * survives a kill -9 or a power cut. `reset` deletes the file first (a fresh start for a test run).
 * Two processes may open it at once (the checkout and the runtime API): `busy_timeout` makes one
 * wait for the other's write, and the migration decides under the write lock.
 */
export function openProviderDatabase(file: string, options: { reset?: boolean } = {}): DatabaseSync {
  const db = openDurableSqlite(file, options);
  try {
    migrate(db, file);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function migrate(db: DatabaseSync, file: string): void {
  const versionOf = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
  if (versionOf() === PROVIDER_SCHEMA_VERSION) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    // Read again under the write lock: another process may have migrated meanwhile.
    const version = versionOf();
    if (version > PROVIDER_SCHEMA_VERSION)
      throw new Error(
        `${file}: schema version ${String(version)} is newer than this ticketing provider (${String(PROVIDER_SCHEMA_VERSION)}); use a newer build or another file`,
      );
    if (version === 0) db.exec(SCHEMA);
    for (let v = Math.max(version, 1); v < PROVIDER_SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v - 1] ?? '');
    db.exec(`PRAGMA user_version = ${String(PROVIDER_SCHEMA_VERSION)}`);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
