import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { osloToday } from '../../app/content/today.ts';
import { addDays } from '../../app/locale/dates.ts';
import { SEED_MEMBERS } from '../partner-api/seed.ts';
import { startPartnerApi } from '../partner-api/start-partner-api.ts';
import { PROVIDER_SCHEMA_VERSION } from './database.ts';
import { buy, CookieJar, csrfOf, getPage, postForm } from './ticketing-provider-instance.test-support.ts';

const NODE = join(import.meta.dirname, '../../node_modules/.bin/node');
const MAIN = join(import.meta.dirname, 'main.ts');
const SITE = 'http://site.test:3000';
// Tomorrow: every screening of the sample programme is still on sale by the real clock.
const TODAY = addDays(osloToday(new Date()), 1);
const dir = mkdtempSync(join(tmpdir(), 'provider-durable-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real ticketing provider process (local-services/ticketing-provider/main.ts) and resolves its origin. */
async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(NODE, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      FOAJE_TODAY: TODAY,
      FOAJE_SITE_ORIGINS: SITE,
      TICKETING_PROVIDER_PURCHASES_PER_CLIENT: '10000',
      PARTNER_API_DB_118: join(dir, 'none-118.sqlite'),
      PARTNER_API_DB_178: join(dir, 'none-178.sqlite'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[\d.:]+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the ticketing provider exited (${String(code)}): ${output}`)));
  });
  return { child, origin };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const PURCHASE = '/118/events/100105/purchase?kanal=web';

test('kill -9 during purchases loses no confirmed order, sells no seat twice, and keeps remaining + sold = capacity', async () => {
  const dbFile = join(dir, 'provider.sqlite');
  const first = await startProcess({ TICKETING_PROVIDER_DB: dbFile });
  const jar = new CookieJar();
  const csrf = csrfOf((await getPage(first.origin, PURCHASE, jar)).html);

  const confirmed: string[] = [];
  let next = 0;
  // Six buyers at a time, 1 to 3 tickets each, until the process is gone.
  const buyers = Array.from({ length: 6 }, async () => {
    while (next < 80) {
      const antall = String(1 + (next++ % 3));
      try {
        const answer = await postForm(
          first.origin,
          PURCHASE,
          { csrf, antall, epost: 'gjest@example.no' },
          {
            jar,
            origin: first.origin,
          },
        );
        if (answer.status === 303) confirmed.push(answer.location?.split('/').pop() ?? '');
      } catch {
        return; // cut off by the kill: not confirmed, so not promised
      }
    }
  });
  while (confirmed.length < 12) await new Promise((resolve) => setTimeout(resolve, 2));
  first.child.kill('SIGKILL');
  await Promise.all(buyers);
  expect(confirmed.length).toBeLessThan(80);

  const second = await startProcess({ TICKETING_PROVIDER_DB: dbFile });
  for (const id of confirmed) expect((await getPage(second.origin, `/118/ordre/${id}`)).status, id).toBe(200);
  await stop(second.child);

  const db = new DatabaseSync(dbFile, { readOnly: true });
  const ids = new Set((db.prepare('SELECT id FROM orders').all() as Array<{ id: string }>).map((row) => row.id));
  for (const id of confirmed) expect(ids.has(id), id).toBe(true);
  expect(
    db
      .prepare('SELECT COUNT(*) AS n FROM (SELECT 1 FROM seats GROUP BY event_id, seat_row, seat HAVING COUNT(*) > 1)')
      .get(),
  ).toEqual({ n: 0 });
  const check = db
    .prepare(
      `SELECT COUNT(*) AS n FROM events e WHERE e.remaining + (SELECT COUNT(*) FROM seats s WHERE s.event_id = e.id) != e.capacity`,
    )
    .get();
  expect(check).toEqual({ n: 0 });
  const sold = db.prepare("SELECT COALESCE(SUM(quantity), 0) AS n FROM orders WHERE event_id = 'e-100105'").get() as {
    n: number;
  };
  expect(db.prepare("SELECT remaining FROM events WHERE id = 'e-100105'").get()).toEqual({ remaining: 238 - sold.n });
  expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: PROVIDER_SCHEMA_VERSION });
  db.close();
}, 60_000);

test('a member’s ticket a crash left undelivered reaches the partner’s member database at the next start', async () => {
  const dbFile = join(dir, 'member.sqlite');
  const partnerDb = join(dir, 'partner-118.sqlite');
  const partner = await startPartnerApi({
    partnerId: 118,
    contentDir: 'content',
    port: 0,
    dbFile: partnerDb,
    allowedOrigins: [SITE],
    today: TODAY,
  });
  try {
    const env = { TICKETING_PROVIDER_DB: dbFile, PARTNER_API_DB_118: partnerDb };
    const first = await startProcess(env);
    const kari = SEED_MEMBERS[118] ?? { email: '', password: '' };
    const login = await fetch(
      new URL(
        `/v3/118/auth/login?${new URLSearchParams({ email: kari.email, password: kari.password }).toString()}`,
        first.origin,
      ),
      { method: 'POST', headers: { Origin: SITE } },
    );
    const { token } = (await login.json()) as { token: string };
    const handoff = await fetch(new URL('/profile/auth', first.origin), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: SITE },
    });
    const { code } = (await handoff.json()) as { code: string };
    const jar = new CookieJar();
    expect((await postForm(first.origin, PURCHASE, { handoff: code }, { jar, origin: SITE })).status).toBe(303);
    const bought = await buy({ origin: first.origin }, PURCHASE, { antall: '2' }, jar);
    expect(bought.status).toBe(303);
    const orderId = bought.location?.split('/').pop() ?? '';
    await stop(first.child);

    // As if the process had died between the order's commit and the ticket's delivery.
    const partnerFile = new DatabaseSync(partnerDb);
    expect(partnerFile.prepare('DELETE FROM tickets WHERE qr_code LIKE ?').run(`%${orderId}`).changes).toBe(1);
    const store = new DatabaseSync(dbFile);
    store.prepare('UPDATE orders SET ticket_delivered_at = NULL WHERE id = ?').run(orderId);
    store.close();

    const second = await startProcess(env);
    expect(partnerFile.prepare('SELECT COUNT(*) AS n FROM tickets WHERE qr_code LIKE ?').get(`%${orderId}`)).toEqual({
      n: 1,
    });
    await stop(second.child);
    partnerFile.close();
  } finally {
    await partner.close();
  }
}, 60_000);

test('TICKETING_PROVIDER_RESET_DB=true starts from the content again', async () => {
  const dbFile = join(dir, 'reset.sqlite');
  const first = await startProcess({ TICKETING_PROVIDER_DB: dbFile });
  const bought = await buy({ origin: first.origin }, PURCHASE, {
    antall: '1',
    epost: 'a@example.no',
  });
  expect(bought.status).toBe(303);
  await stop(first.child);
  const second = await startProcess({ TICKETING_PROVIDER_DB: dbFile, TICKETING_PROVIDER_RESET_DB: 'true' });
  expect((await getPage(second.origin, bought.location ?? '')).status).toBe(404);
  expect((await getPage(second.origin, PURCHASE)).html).toContain('<dd>238</dd>');
  await stop(second.child);
}, 60_000);

test('a bad setting stops the process at start, naming the variable', async () => {
  const child = spawn(NODE, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      TICKETING_PROVIDER_DB: join(dir, 'bad.sqlite'),
      TICKETING_PROVIDER_PER_ORDER_LIMIT: 'ti',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  expect(code).toBe(1);
  expect(stderr).toMatch(/TICKETING_PROVIDER_PER_ORDER_LIMIT: a whole number/);
}, 30_000);
