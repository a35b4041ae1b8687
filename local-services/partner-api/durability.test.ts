import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { SCHEMA_VERSION } from './database.ts';
import { SEED_MEMBERS } from './seed.ts';

const NODE = join(import.meta.dirname, '../../node_modules/.bin/node');
const MAIN = join(import.meta.dirname, 'main.ts');
const dir = mkdtempSync(join(tmpdir(), 'partner-durable-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real partner API process (local-services/partner-api/main.ts) and resolves its URL. */
async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(NODE, [MAIN], {
    env: { ...process.env, PARTNER_ID: '118', PORT: '0', FOAJE_TODAY: '2026-11-20', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the partner API exited (${String(code)}): ${output}`)));
  });
  return { child, url };
}

const signUp = (url: string, email: string) =>
  fetch(new URL('api/CreateUserDx', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: 'langt-passord', UserName: email }),
  });

test('kill -9 during sign-ups loses no sign-up that was answered 200, and a restart does not reseed', async () => {
  const dbFile = join(dir, 'p118.sqlite');
  const env = { PARTNER_API_DB: dbFile, PARTNER_API_MAIL_REQUESTS_PER_CLIENT: '1000' };
  const first = await startProcess(env);

  const answered: string[] = [];
  const attempts = Array.from({ length: 60 }, (_, i) => `medlem${String(i)}@example.no`).map(async (email) => {
    try {
      const response = await signUp(first.url, email);
      if (response.status === 200) answered.push(email);
    } catch {
      // Cut off by the kill: not answered, so not promised.
    }
  });
  // Kill while sign-ups are still in flight, once some have been answered.
  while (answered.length < 10) await new Promise((resolve) => setTimeout(resolve, 5));
  first.child.kill('SIGKILL');
  await Promise.all(attempts);
  expect(answered.length).toBeLessThan(60);

  const second = await startProcess(env);
  for (const email of answered) {
    const login = await fetch(new URL('api/LoginDx', second.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: email, Password: 'langt-passord' }),
    });
    expect(login.status, email).toBe(200);
  }
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');

  const db = new DatabaseSync(dbFile, { readOnly: true });
  const emails = new Set(
    (db.prepare('SELECT email FROM members').all() as Array<{ email: string }>).map((row) => row.email),
  );
  for (const email of answered) expect(emails.has(email), email).toBe(true);
  expect(emails.has(SEED_MEMBERS[118]?.email ?? '')).toBe(true);
  expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
  expect(db.prepare('SELECT COUNT(*) AS n FROM members WHERE email = ?').get(SEED_MEMBERS[118]?.email ?? '')).toEqual({
    n: 1,
  });
  db.close();
}, 60_000);

test('PARTNER_API_RESET_DB=true starts from the seed again', async () => {
  const dbFile = join(dir, 'reset.sqlite');
  const first = await startProcess({ PARTNER_API_DB: dbFile });
  expect((await signUp(first.url, 'borte@example.no')).status).toBe(200);
  first.child.kill('SIGTERM');
  await once(first.child, 'exit');
  const second = await startProcess({ PARTNER_API_DB: dbFile, PARTNER_API_RESET_DB: 'true' });
  expect(
    (
      await fetch(new URL('api/LoginDx', second.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Email: 'borte@example.no', Password: 'langt-passord' }),
      })
    ).status,
  ).toBe(401);
  second.child.kill('SIGTERM');
  await once(second.child, 'exit');
}, 60_000);

test('a bad cookie setting stops the process at start, naming the variable', async () => {
  const child = spawn(NODE, [MAIN], {
    env: { ...process.env, PORT: '0', PARTNER_API_DB: join(dir, 'bad.sqlite'), PARTNER_API_COOKIE_SAMESITE: 'None' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  expect(code).toBe(1);
  expect(stderr).toMatch(/PARTNER_API_COOKIE_SECURE: must be true when PARTNER_API_COOKIE_SAMESITE is None/);
}, 30_000);
