/**
 * `npm run bench -- --only checkout`: the ticketing provider's checkout under a rush and a crash.
 * Runs the real provider process (local-services/ticketing-provider/main.ts) and the real
 * runtime API process over one fresh seat store on bench ports, purchases over real HTTP, and
 * records:
 * (a) 200 purchase attempts at once for the last 10 seats of one screening: tickets sold,
 *     "Utsolgt" answers, any other answer, the count the runtime API then answers;
 * (b) `kill -9` of the provider in the middle of 100 purchases (4 at a time), a restart on the
 *     same file: purchases confirmed to the buyer (303) against orders in the store, confirmed
 *     ones missing (must be 0), seats sold twice (must be 0), remaining + sold = capacity.
 * Figures, not pass/fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { osloToday } from '../app/content/today.ts';
import { addDays } from '../app/locale/dates.ts';

const root = resolve(import.meta.dirname, '..');
const NODE = join(root, 'node_modules/.bin/node');
const SITE = 'http://127.0.0.1:4190';
// Tomorrow: every screening of the sample programme is on sale by the real clock.
const TODAY = addDays(osloToday(new Date()), 1);

interface Service {
  child: ChildProcess;
  origin: string;
}

async function startService(main: string, port: number, env: Record<string, string>): Promise<Service> {
  const child = spawn(NODE, [join(root, main)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FOAJE_TODAY: TODAY, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const origin = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/[\d.]+:\d+)\//.exec(output);
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`${main} exited with ${String(code)}`)));
  });
  return { child, origin };
}

async function stopService(service: Service): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGTERM');
  await once(service.child, 'exit');
}

const providerEnv = (dbFile: string, reset: boolean) => ({
  TICKETING_PROVIDER_DB: dbFile,
  ...(reset ? { TICKETING_PROVIDER_RESET_DB: 'true' } : {}),
  TICKETING_PROVIDER_PURCHASES_PER_CLIENT: '1000000',
  FOAJE_SITE_ORIGINS: SITE,
  PARTNER_API_DB_118: join(root, 'build-bench/checkout-partner-118.sqlite'),
  PARTNER_API_DB_178: join(root, 'build-bench/checkout-partner-178.sqlite'),
});

/** A guest's purchase form, its CSRF cookie and field taken once from the page. */
async function purchaser(origin: string, path: string) {
  const page = await fetch(new URL(path, origin));
  const cookie = page.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  return async (quantity: number): Promise<{ status: number; text: string; orderId: string | null }> => {
    const response = await fetch(new URL(path, origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, Origin: origin },
      body: new URLSearchParams({ csrf, antall: String(quantity), epost: 'benk@example.no' }).toString(),
      redirect: 'manual',
    });
    const text = await response.text();
    const orderId = response.status === 303 ? (response.headers.get('location')?.split('/').pop() ?? null) : null;
    return { status: response.status, text, orderId };
  };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;
}

/** What the store holds for one event: remaining, capacity, seats taken, and seats given twice. */
function storeFigures(dbFile: string, eventId: string) {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const event = db.prepare('SELECT remaining, capacity FROM events WHERE id = ?').get(eventId) as {
      remaining: number;
      capacity: number;
    };
    const seatsTaken = (db.prepare('SELECT COUNT(*) AS n FROM seats WHERE event_id = ?').get(eventId) as { n: number })
      .n;
    // Twice by the table, and, independently of its UNIQUE constraint, by the orders' own seat lists.
    const twiceInTable = (
      db
        .prepare(
          'SELECT COUNT(*) AS n FROM (SELECT 1 FROM seats GROUP BY event_id, seat_row, seat HAVING COUNT(*) > 1)',
        )
        .get() as { n: number }
    ).n;
    const seen = new Set(
      (
        db.prepare('SELECT seat_row, seat FROM seats WHERE event_id = ? AND order_id IS NULL').all(eventId) as Array<{
          seat_row: number;
          seat: number;
        }>
      ).map((s) => `${String(s.seat_row)}:${String(s.seat)}`),
    );
    let twiceInOrders = 0;
    const orders = db.prepare('SELECT id, quantity, seats_json FROM orders WHERE event_id = ?').all(eventId) as Array<{
      id: string;
      quantity: number;
      seats_json: string;
    }>;
    for (const order of orders)
      for (const seat of JSON.parse(order.seats_json) as Array<{ row: number; seat: number }>) {
        const key = `${String(seat.row)}:${String(seat.seat)}`;
        if (seen.has(key)) twiceInOrders += 1;
        seen.add(key);
      }
    const sold = orders.reduce((sum, order) => sum + order.quantity, 0);
    const badEvents = (
      db
        .prepare(
          'SELECT COUNT(*) AS n FROM events e WHERE e.remaining + (SELECT COUNT(*) FROM seats s WHERE s.event_id = e.id) != e.capacity',
        )
        .get() as { n: number }
    ).n;
    return {
      ...event,
      seatsTaken,
      orders: orders.map((order) => order.id),
      ticketsInOrders: sold,
      seatsSoldTwice: twiceInTable + twiceInOrders,
      remainingPlusTakenEqualsCapacity: event.remaining + seatsTaken === event.capacity,
      eventsBreakingRemainingPlusSoldEqualsCapacity: badEvents,
    };
  } finally {
    db.close();
  }
}

async function lastSeatsRace(log: (line: string) => void) {
  const dbFile = join(root, 'build-bench/checkout-race.sqlite');
  const provider = await startService('local-services/ticketing-provider/main.ts', 4197, providerEnv(dbFile, true));
  const runtime = await startService('local-services/runtime-api/main.ts', 4198, { TICKETING_PROVIDER_DB: dbFile });
  try {
    const eventId = 'e-100108';
    const path = '/118/events/100108/purchase?kanal=web';
    const buy = await purchaser(provider.origin, path);
    const count = async () => {
      const response = await fetch(new URL(`/sites/site118a/basic_events?keys=${eventId}`, runtime.origin));
      return ((await response.json()) as Array<{ ticketCount: number }>)[0]?.ticketCount ?? -1;
    };
    // Down to the last 10 seats, in orders of at most 10.
    for (let left = await count(); left > 10; left = await count()) {
      const answer = await buy(Math.min(10, left - 10));
      if (answer.status !== 303) throw new Error(`buying down was refused: ${String(answer.status)}`);
    }
    const before = storeFigures(dbFile, eventId);
    log(`  (a) ${eventId}: ${String(before.remaining)} left; 200 attempts of 1 ticket at once …`);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const at = performance.now();
        const answer = await buy(1);
        return { ...answer, ms: performance.now() - at };
      }),
    );
    const wallMs = Math.round(performance.now() - started);
    const sold = answers.filter((a) => a.status === 303).length;
    const soldOut = answers.filter(
      (a) => a.status === 409 && a.text.includes('Denne forestillingen er utsolgt.'),
    ).length;
    const other = answers.filter((a) => a.status !== 303 && !(a.status === 409 && a.text.includes('utsolgt')));
    const after = storeFigures(dbFile, eventId);
    const result = {
      eventId,
      remainingBefore: before.remaining,
      attempts: answers.length,
      seatsSold: sold,
      utsolgtAnswers: soldOut,
      otherAnswers: other.map((a) => a.status),
      finalCountRuntimeApi: await count(),
      finalRemainingStore: after.remaining,
      newOrdersInStore: after.orders.filter((id) => !before.orders.includes(id)).length,
      seatsSoldTwice: after.seatsSoldTwice,
      remainingPlusTakenEqualsCapacity: after.remainingPlusTakenEqualsCapacity,
      wallMs,
      latencyMs: {
        p50: percentile(
          answers.map((a) => a.ms),
          50,
        ),
        p95: percentile(
          answers.map((a) => a.ms),
          95,
        ),
      },
    };
    log(
      `  (a) sold ${String(sold)}, "Utsolgt" ${String(soldOut)}, other ${String(other.length)}, runtime API count ${String(result.finalCountRuntimeApi)}, ${String(wallMs)} ms`,
    );
    return result;
  } finally {
    await stopService(runtime);
    await stopService(provider);
  }
}

async function killDuringPurchases(log: (line: string) => void) {
  const dbFile = join(root, 'build-bench/checkout-crash.sqlite');
  const eventId = 'e-100105';
  const path = '/118/events/100105/purchase?kanal=web';
  const first = await startService('local-services/ticketing-provider/main.ts', 4197, providerEnv(dbFile, true));
  const buy = await purchaser(first.origin, path);
  const confirmed: string[] = [];
  const refused: number[] = [];
  let cutOff = 0;
  let next = 0;
  const KILL_AFTER = 50;
  log(`  (b) ${eventId}: 100 purchases of 1–3 tickets, 4 at a time; kill -9 after ${String(KILL_AFTER)} confirmed …`);
  const workers = Array.from({ length: 4 }, async () => {
    while (next < 100) {
      const quantity = 1 + (next++ % 3);
      try {
        const answer = await buy(quantity);
        if (answer.status === 303 && answer.orderId !== null) confirmed.push(answer.orderId);
        else refused.push(answer.status);
      } catch {
        // The connection died with the process: never confirmed to the buyer. This buyer stops.
        cutOff += 1;
        return;
      }
    }
  });
  while (confirmed.length < KILL_AFTER && next < 100) await new Promise((done) => setTimeout(done, 1));
  first.child.kill('SIGKILL');
  await once(first.child, 'exit');
  await Promise.all(workers);
  const attempted = next;

  const restartAt = performance.now();
  const second = await startService('local-services/ticketing-provider/main.ts', 4197, providerEnv(dbFile, false));
  const restartMs = Math.round(performance.now() - restartAt);
  try {
    const figures = storeFigures(dbFile, eventId);
    const stored = new Set(figures.orders);
    const missing = confirmed.filter((id) => !stored.has(id));
    // And the restarted checkout shows each confirmed order.
    let pagesShown = 0;
    for (const id of confirmed)
      if ((await fetch(new URL(`/118/ordre/${id}`, second.origin))).status === 200) pagesShown += 1;
    const result = {
      eventId,
      purchasesStarted: attempted,
      confirmedToBuyer303: confirmed.length,
      refusedAnswers: refused,
      inFlightAtKill: cutOff,
      ordersInStoreAfterRestart: figures.orders.length,
      confirmedMissingFromStore: missing.length,
      storedButNeverConfirmed: figures.orders.length - (confirmed.length - missing.length),
      confirmedOrderPagesShownAfterRestart: pagesShown,
      seatsSoldTwice: figures.seatsSoldTwice,
      capacity: figures.capacity,
      remaining: figures.remaining,
      seatsTaken: figures.seatsTaken,
      ticketsInOrders: figures.ticketsInOrders,
      remainingPlusSoldEqualsCapacity: figures.remainingPlusTakenEqualsCapacity,
      eventsBreakingRemainingPlusSoldEqualsCapacity: figures.eventsBreakingRemainingPlusSoldEqualsCapacity,
      restartMs,
    };
    log(
      `  (b) confirmed ${String(result.confirmedToBuyer303)}, in store ${String(result.ordersInStoreAfterRestart)}, missing ${String(missing.length)}, seats twice ${String(result.seatsSoldTwice)}, remaining ${String(result.remaining)} + taken ${String(result.seatsTaken)} = capacity ${String(result.capacity)}: ${String(result.remainingPlusSoldEqualsCapacity)}`,
    );
    return result;
  } finally {
    await stopService(second);
  }
}

export async function measureCheckout(options: { log: (line: string) => void }) {
  mkdirSync(join(root, 'build-bench'), { recursive: true });
  const race = await lastSeatsRace(options.log);
  const crash = await killDuringPurchases(options.log);
  for (const name of ['race', 'crash', 'partner-118', 'partner-178'])
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(root, `build-bench/checkout-${name}.sqlite${suffix}`), { force: true });
  return {
    note: 'real processes and HTTP on one shared machine; the counts matter, the times are indicative',
    today: TODAY,
    lastSeats: race,
    killDuringPurchases: crash,
  };
}
