import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens a local service's SQLite file as every one of them keeps it (decision 42): created with
 * its folder if missing (':memory:' for none), WAL with `synchronous = FULL` so a commit is on
 * disk before the answer leaves (an answered write survives a kill -9 or a power cut), foreign
 * keys on, and `busy_timeout` so two processes sharing the file (the checkout and the runtime
 * API) wait for each other's writes. `reset` deletes the file and its journals first (a fresh
 * start for a test run). The schema is the caller's.
 */
export function openDurableSqlite(file: string, options: { reset?: boolean } = {}): DatabaseSync {
  if (file !== ':memory:') {
    mkdirSync(dirname(file), { recursive: true });
    if (options.reset)
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
  }
  const db = new DatabaseSync(file);
  try {
    db.exec(
      'PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;',
    );
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Runs `work` in one write transaction (`BEGIN IMMEDIATE`: the write lock first, so two
 * processes sharing the file never both read, then both write); rolled back if it throws.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
