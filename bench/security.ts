/**
 * `npm run bench -- --only security`: the member API as an attacker tries it (decisions 40–41,
 * 194). Runs the real partner API process (local-services/partner-api/main.ts) on bench ports over
 * a fresh file and records: login and forgot-password times for a known and an unknown address
 * (the medians should agree: no account probing by timing), what 200 wrong passwords and 100
 * reset requests get, how soon the owner's right password gets in while strangers hammer her
 * account from other clients (other loopback addresses, real sockets), and what 10 MB and 100 MB
 * bodies get and cost in memory. Figures, not pass/fail.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SEED_MEMBERS } from '../local-services/partner-api/seed.ts';

const root = resolve(import.meta.dirname, '..');
const NODE = join(root, 'node_modules/.bin/node');
const kari = SEED_MEMBERS[118] ?? { email: '', password: '', userName: '' };

interface Api {
  child: ChildProcess;
  url: string;
  dbFile: string;
}

async function startApi(port: number, name: string, env: Record<string, string>): Promise<Api> {
  const dbFile = join(root, `build-bench/security-${name}.sqlite`);
  const child = spawn(NODE, [join(root, 'local-services/partner-api/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PARTNER_ID: '118',
      PORT: String(port),
      PARTNER_API_DB: dbFile,
      PARTNER_API_RESET_DB: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/\S+)/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`the partner API exited with ${String(code)}`)));
  });
  return { child, url, dbFile };
}

async function stopApi(api: Api): Promise<void> {
  api.child.kill('SIGTERM');
  await once(api.child, 'exit');
}

function rssMiB(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : 0;
}

const post = (url: string, path: string, body: unknown) =>
  fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A login from the client at `localAddress` (any of 127.0.0.0/8): the API sees another peer, as another machine. */
function loginFrom(localAddress: string, url: string, email: string, password: string): Promise<number> {
  const target = new URL('api/LoginDx', url);
  const body = JSON.stringify({ Email: email, Password: password });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.once('error', reject);
    call.end(body);
  });
}

/**
 * The owner against strangers (decision 194), at the default limits: `attackers` clients guess
 * Kari's password as fast as one connection each allows; after 5 s of that, the owner gives her
 * right password once a second, from her own client (one that has logged in before) and from a
 * client she never used, until each gets in or a minute has passed.
 */
async function ownerUnderAttack(url: string, attackers: readonly string[]) {
  // The owner's own client: she logged in from it before the guessing began.
  await loginFrom('127.0.0.1', url, kari.email, kari.password);
  let hammering = true;
  const guesses = new Map<number, number>();
  const hammer = attackers.map(async (client) => {
    for (let i = 0; hammering; i++) {
      const status = await loginFrom(client, url, kari.email, `gjett-${client}-${String(i)}`);
      guesses.set(status, (guesses.get(status) ?? 0) + 1);
    }
  });
  await new Promise((done) => setTimeout(done, 5000));
  const owner = async (client: string) => {
    const started = performance.now();
    const statuses: number[] = [];
    while (performance.now() - started < 60_000) {
      const status = await loginFrom(client, url, kari.email, kari.password);
      statuses.push(status);
      if (status === 200) return { inMs: Math.round(performance.now() - started), statuses };
      await new Promise((done) => setTimeout(done, 1000));
    }
    return { inMs: null, statuses };
  };
  const ownClient = await owner('127.0.0.1');
  const newClient = await owner('127.0.0.99');
  hammering = false;
  await Promise.all(hammer);
  return {
    attackerClients: attackers.length,
    attackerGuesses: Object.fromEntries(guesses),
    ownerOnHerClient: ownClient,
    ownerOnANewClient: newClient,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Times `rounds` calls for each of two inputs, interleaved so load on the machine hits both alike. */
async function timePair(rounds: number, call: (which: 'known' | 'unknown') => Promise<Response>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const statuses = { known: new Set<number>(), unknown: new Set<number>() };
  for (let i = 0; i < rounds; i++) {
    for (const which of ['known', 'unknown'] as const) {
      const started = performance.now();
      const response = await call(which);
      await response.arrayBuffer();
      times[which].push(performance.now() - started);
      statuses[which].add(response.status);
    }
  }
  return {
    rounds,
    medianMs: { known: median(times.known), unknown: median(times.unknown) },
    statuses: { known: [...statuses.known], unknown: [...statuses.unknown] },
  };
}

async function sendBody(url: string, bytes: number): Promise<{ status: number | string; rssMiBAfter?: number }> {
  const body = Buffer.alloc(bytes, 0x20);
  body[0] = 0x7b;
  try {
    const response = await fetch(new URL('api/LoginDx', url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    // The API may close the connection before the whole body is sent: also a refusal.
    return {
      status: `connection closed (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`,
    };
  }
}

export async function measureSecurity(options: { log: (line: string) => void }) {
  const { log } = options;
  const open = {
    PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: '100000',
    PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT: '100000',
    PARTNER_API_LOGIN_FAILURES_PER_CLIENT: '100000',
    PARTNER_API_MAIL_REQUESTS_PER_ADDRESS: '100000',
    PARTNER_API_MAIL_REQUESTS_PER_CLIENT: '100000',
  };
  const timing = await startApi(4196, 'timing', open);
  let login;
  let forgot;
  let bodies;
  try {
    log('  login, known vs unknown address (wrong password), 40 each …');
    login = await timePair(40, (which) =>
      post(timing.url, 'api/LoginDx', {
        Email: which === 'known' ? kari.email : 'finnes.ikke@example.no',
        Password: 'feil-passord',
      }),
    );
    log(`  login median ${String(login.medianMs.known)} ms known, ${String(login.medianMs.unknown)} ms unknown`);
    forgot = await timePair(40, (which) =>
      post(timing.url, 'api/ForgotPasswordDx', { Email: which === 'known' ? kari.email : 'finnes.ikke@example.no' }),
    );
    log(
      `  forgot password median ${String(forgot.medianMs.known)} ms known, ${String(forgot.medianMs.unknown)} ms unknown`,
    );
    const rssBefore = rssMiB(timing.child.pid);
    const sizes: Record<string, unknown> = {};
    for (const [name, bytes] of [
      ['10MB', 10 * 1024 * 1024],
      ['100MB', 100 * 1024 * 1024],
    ] as const) {
      sizes[name] = await sendBody(timing.url, bytes);
    }
    const four = await Promise.all(Array.from({ length: 4 }, () => sendBody(timing.url, 100 * 1024 * 1024)));
    bodies = {
      rssMiBBefore: rssBefore,
      ...sizes,
      fourAt100MB: four.map((r) => r.status),
      rssMiBAfter: rssMiB(timing.child.pid),
    };
    log(`  bodies: ${JSON.stringify(bodies)}`);
  } finally {
    await stopApi(timing);
  }

  // The default limits, as `npm start` runs them.
  const defaults = await startApi(4197, 'defaults', {});
  let guesses;
  let resets;
  try {
    const counts = new Map<number, number>();
    let firstRetryAfter: string | null = null;
    for (let i = 0; i < 200; i++) {
      const response = await post(defaults.url, 'api/LoginDx', { Email: kari.email, Password: `gjett-${String(i)}` });
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
      if (response.status === 429 && firstRetryAfter === null) firstRetryAfter = response.headers.get('retry-after');
      await response.arrayBuffer();
    }
    const parallel = await Promise.all(
      Array.from({ length: 8 }, () => post(defaults.url, 'api/LoginDx', { Email: kari.email, Password: 'feil' })),
    );
    const right = await post(defaults.url, 'api/LoginDx', { Email: kari.email, Password: kari.password });
    guesses = {
      sequential200: Object.fromEntries(counts),
      firstRetryAfterSeconds: Number(firstRetryAfter),
      parallel8: parallel.map((r) => r.status),
      rightPasswordStraightAfter: right.status,
    };
    log(`  200 wrong passwords: ${JSON.stringify(guesses)}`);
    for (let i = 0; i < 100; i++)
      await (await post(defaults.url, 'api/ForgotPasswordDx', { Email: 'ingrid.berg@example.no' })).arrayBuffer();
    const db = new DatabaseSync(defaults.dbFile, { readOnly: true });
    resets = {
      requests: 100,
      mailsQueued: (
        db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE email = 'ingrid.berg@example.no'").get() as { n: number }
      ).n,
    };
    db.close();
    log(`  100 reset requests for one address: ${String(resets.mailsQueued)} mails queued`);
  } finally {
    await stopApi(defaults);
  }

  // Fresh counts for each: a stranger from one client, then strangers from 40 (past the
  // account-wide limit), while the owner logs in.
  const lockout: Record<string, unknown> = {};
  for (const [name, attackers] of [
    ['oneStrangerClient', ['127.0.0.2']],
    ['fortyStrangerClients', Array.from({ length: 40 }, (_, i) => `127.0.1.${String(i + 1)}`)],
  ] as const) {
    const api = await startApi(4198, `lockout-${name}`, {});
    try {
      log(`  the owner's right password while ${String(attackers.length)} other client(s) guess …`);
      lockout[name] = await ownerUnderAttack(api.url, attackers);
      log(`  ${name}: ${JSON.stringify(lockout[name])}`);
    } finally {
      await stopApi(api);
    }
  }
  return {
    note: 'indicative when the machine is shared',
    login,
    forgotPassword: forgot,
    bodies,
    guesses,
    resets,
    ownerWhileOthersGuess: lockout,
  };
}
