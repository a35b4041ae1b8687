import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { openDatabase, SCHEMA_VERSION } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'partner-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const addMember = (db: DatabaseSync, email: string) =>
  db
    .prepare("INSERT INTO members (email, user_name, password_hash, token_hash) VALUES (?, 'X', 'h', ?)")
    .run(email, `t-${email}`);

test('a new file is empty and versioned; reopened it keeps its rows and is not fresh', () => {
  const file = join(dir, 'new.sqlite');
  const first = openDatabase(file);
  expect(first.fresh).toBe(true);
  addMember(first.db, 'a@example.no');
  first.db.close();
  const again = openDatabase(file);
  expect(again.fresh).toBe(false);
  expect(again.db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
  expect(again.db.prepare('SELECT email FROM members').all()).toEqual([{ email: 'a@example.no' }]);
  again.db.close();
});

test('a file written before versioning is brought up to date with its members kept', () => {
  const file = join(dir, 'old.sqlite');
  const { db } = openDatabase(file);
  addMember(db, 'gammel@example.no');
  // As the first schema left it: no version, no session indexes, no token expiry, no confirmation.
  db.exec(
    'PRAGMA user_version = 0; DROP INDEX sessions_by_member; DROP INDEX sessions_by_expiry; DROP INDEX sessions_by_token; ' +
      'ALTER TABLE members DROP COLUMN token_expires_at; ALTER TABLE sessions DROP COLUMN token_hash; ' +
      'DROP TABLE email_confirmations; ALTER TABLE members DROP COLUMN email_confirmed_at; ALTER TABLE outbox DROP COLUMN link;',
  );
  db.close();
  const opened = openDatabase(file);
  expect(opened.fresh).toBe(false);
  expect(opened.db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
  expect(
    opened.db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'sessions_by_%' ORDER BY name").all(),
  ).toEqual([{ name: 'sessions_by_expiry' }, { name: 'sessions_by_member' }, { name: 'sessions_by_token' }]);
  expect(opened.db.prepare('SELECT email FROM members').all()).toEqual([{ email: 'gammel@example.no' }]);
  // A login from before token expiry is over: the member logs in once more.
  expect(opened.db.prepare('SELECT token_expires_at FROM members').all()).toEqual([{ token_expires_at: 0 }]);
  // Nobody asked a member from before to confirm the address: not confirmed (decision 193).
  expect(opened.db.prepare('SELECT email_confirmed_at FROM members').all()).toEqual([{ email_confirmed_at: null }]);
  opened.db.close();
});

test('a file from a newer version is refused, not rewritten', () => {
  const file = join(dir, 'newer.sqlite');
  const { db } = openDatabase(file);
  db.exec(`PRAGMA user_version = ${String(SCHEMA_VERSION + 1)}`);
  db.close();
  expect(() => openDatabase(file)).toThrow(
    `schema version ${String(SCHEMA_VERSION + 1)} is newer than this partner API`,
  );
});

test('reset starts from an empty file', () => {
  const file = join(dir, 'reset.sqlite');
  const first = openDatabase(file);
  addMember(first.db, 'borte@example.no');
  first.db.close();
  const reset = openDatabase(file, { reset: true });
  expect(reset.fresh).toBe(true);
  reset.db.close();
});

test('commits are durable: WAL with synchronous FULL', () => {
  const { db } = openDatabase(join(dir, 'pragmas.sqlite'));
  expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
  expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
  db.close();
});
