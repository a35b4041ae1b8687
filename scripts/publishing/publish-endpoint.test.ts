/** The publish endpoint over a real socket: the secret, the limits and what it logs. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { SECURITY_HEADERS } from '../static-server/security-headers.ts';
import type { PublishOutcome } from './publish-status.ts';
import { createPublishHandler, MAX_PUBLISH_BODY_BYTES, PUBLISH_PATH, WRONG_SECRET_LIMIT } from './publish-endpoint.ts';

const SECRET = 'a-long-shared-secret-of-the-venue-platform-0123456789';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolveClose) => server?.close(resolveClose));
  server = undefined;
});

async function endpoint(now?: () => number, outcomes?: () => readonly PublishOutcome[]) {
  const published: number[] = [];
  const logged: string[] = [];
  const handler = createPublishHandler({
    secret: SECRET,
    onPublish: () => published.push(Date.now()),
    log: (line) => logged.push(line),
    ...(now === undefined ? {} : { now }),
    ...(outcomes === undefined ? {} : { outcomes }),
  });
  server = createServer(handler);
  await new Promise<void>((resolveListen) => server?.listen(0, '127.0.0.1', resolveListen));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}${PUBLISH_PATH}`;
  const call = (init: RequestInit = {}) => fetch(url, { method: 'POST', ...init });
  return { published, logged, call };
}

const withSecret = (secret: string) => ({ headers: { Authorization: `Bearer ${secret}` } });

test('the right secret queues a rebuild; a wrong or missing one is a 401 and builds nothing', async () => {
  const { published, logged, call } = await endpoint();
  expect((await call()).status).toBe(401);
  const wrong = await call(withSecret(`${SECRET}x`));
  expect(wrong.status).toBe(401);
  expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
  expect((await call(withSecret(SECRET.slice(0, -1)))).status).toBe(401);
  expect((await call({ headers: { Authorization: `Basic ${btoa(`x:${SECRET}`)}` } })).status).toBe(401);
  expect(published).toHaveLength(0);

  const right = await call({ ...withSecret(SECRET), body: JSON.stringify({ event: 'published' }) });
  expect(right.status).toBe(202);
  expect(await right.json()).toEqual({ status: 'queued' });
  expect(published).toHaveLength(1);
  // The secret is never written to the log, neither a right nor a wrong one.
  expect(logged.join('\n')).not.toContain(SECRET.slice(0, 12));
  expect(logged.some((line) => line.includes('401'))).toBe(true);
});

test('only POST; a big body is refused unread; a call from a browser page is refused', async () => {
  const { published, call } = await endpoint();
  const get = await call({ method: 'GET' });
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST');
  const big = await call({ ...withSecret(SECRET), body: 'x'.repeat(MAX_PUBLISH_BODY_BYTES + 1) });
  expect(big.status).toBe(413);
  const fromPage = await call({ headers: { ...withSecret(SECRET).headers, Origin: 'https://elsewhere.example' } });
  expect(fromPage.status).toBe(403);
  expect(published).toHaveLength(0);
});

test('wrong secrets make their client wait; the right secret is never refused because of them', async () => {
  let now = Date.parse('2026-11-28T12:00:10Z');
  const { published, call } = await endpoint(() => now);
  for (let attempt = 0; attempt < WRONG_SECRET_LIMIT; attempt++)
    expect((await call(withSecret('guess'))).status).toBe(401);
  const waiting = await call(withSecret('guess'));
  expect(waiting.status).toBe(429);
  expect(Number(waiting.headers.get('retry-after'))).toBe(60);
  // The same client's right secret, meanwhile and straight after: accepted each time.
  for (let attempt = 0; attempt < 40; attempt++) expect((await call(withSecret(SECRET))).status).toBe(202);
  expect(published).toHaveLength(40);
  expect((await call(withSecret('guess'))).status).toBe(429);
  // The wait ends; the next wrong one is a 401 again, and then the wait doubles.
  now += 61_000;
  expect((await call(withSecret('guess'))).status).toBe(401);
  const longer = await call(withSecret('guess'));
  expect(longer.status).toBe(429);
  expect(Number(longer.headers.get('retry-after'))).toBe(120);
});

test('every answer carries the site’s policy headers and is kept by no cache', async () => {
  const { call } = await endpoint();
  const answers = [
    await call(withSecret(SECRET)),
    await call(withSecret('guess')),
    await call({ method: 'GET' }),
    await call({ headers: { ...withSecret(SECRET).headers, Origin: 'https://elsewhere.example' } }),
    await call({ ...withSecret(SECRET), body: 'x'.repeat(MAX_PUBLISH_BODY_BYTES + 1) }),
  ];
  for (let attempt = 0; attempt < WRONG_SECRET_LIMIT; attempt++) answers.push(await call(withSecret('guess')));
  expect(answers.map((answer) => answer.status)).toEqual([202, 401, 405, 403, 413, 401, 401, 401, 401, 429]);
  for (const answer of answers) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers.get(name), `${String(answer.status)} ${name}`).toBe(value);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
});

const FAILED: PublishOutcome = {
  ok: false,
  startedAt: '2026-11-28T11:00:00.000Z',
  finishedAt: '2026-11-28T11:00:02.000Z',
  seconds: 2,
  today: '2026-11-28',
  reasons: ['webhook'],
  pagesChanged: null,
  message: 'Publiseringen feilet 28.11.2026, 12:00 (endring: publisering fra plattformen). …',
  problems: [],
};

test('GET with the secret answers the latest outcomes; without it a 401 that reveals nothing, with the same headers', async () => {
  const { published, call } = await endpoint(undefined, () => [FAILED]);
  const read = await call({ method: 'GET', ...withSecret(SECRET) });
  expect(read.status).toBe(200);
  expect(await read.json()).toEqual({ outcomes: [FAILED] });
  const refused = [
    await call({ method: 'GET' }),
    await call({ method: 'GET', ...withSecret('guess') }),
    await call({ method: 'GET', ...withSecret(SECRET.slice(0, -1)) }),
  ];
  for (const answer of refused) {
    expect(answer.status).toBe(401);
    const text = await answer.text();
    expect(text).not.toContain('Publiseringen');
    expect(text).not.toContain('outcomes');
  }
  const fromPage = await call({
    method: 'GET',
    headers: { ...withSecret(SECRET).headers, Origin: 'https://elsewhere.example' },
  });
  expect(fromPage.status).toBe(403);
  for (const answer of [read, ...refused, fromPage]) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name)).toBe(value);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  // Wrong secrets on GET count as on POST; reading builds nothing.
  for (let attempt = refused.length - 1; attempt < WRONG_SECRET_LIMIT; attempt++)
    await call({ method: 'GET', ...withSecret('guess') });
  expect((await call({ method: 'GET', ...withSecret('guess') })).status).toBe(429);
  expect((await call({ method: 'GET', ...withSecret(SECRET) })).status).toBe(200);
  expect(published).toHaveLength(0);
  const put = await call({ method: 'PUT', ...withSecret(SECRET) });
  expect(put.status).toBe(405);
  expect(put.headers.get('allow')).toBe('GET, POST');
});
