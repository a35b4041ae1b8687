import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, test } from 'vitest';
import {
  KARI,
  postJson,
  postJsonFrom,
  startTestInstance,
  type TestInstance,
} from './partner-api-instance.test-support.ts';

let instance: TestInstance | undefined;

afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

const login = (password: string, email = KARI.email) =>
  postJson(instance?.url ?? '', 'api/LoginDx', { Email: email, Password: password });

/** A login from another client: a socket from another loopback address (127.0.0.2, 127.0.0.3, …). */
const loginFrom = (client: string, password: string, email = KARI.email) =>
  postJsonFrom(client, instance?.url ?? '', 'api/LoginDx', { Email: email, Password: password });

describe('failed logins back off, then answer 429 with Retry-After', () => {
  test('an account that failed three times from one client waits there, even with the right password; then the wait doubles', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccountAndClient: 3, firstWaitSeconds: 60 } });
    for (let i = 0; i < 3; i++) expect((await login('feil')).status).toBe(401);
    const blocked = await login(KARI.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.json()).toEqual({
      Code: 'TooManyRequests',
      Message: 'Too many attempts. Try again later.',
      RetryAfterSeconds: 60,
    });
    expect(blocked.headers.get('set-cookie')).toBeNull();

    instance.advance(61_000);
    expect((await login('feil')).status).toBe(401);
    const longer = await login(KARI.password);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('120');

    instance.advance(121_000);
    expect((await login(KARI.password)).status).toBe(200);
    // The right password clears the account's count.
    expect((await login('feil')).status).toBe(401);
    expect((await login(KARI.password)).status).toBe(200);
  });

  test('eight guesses in parallel cannot all pass the limit', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccountAndClient: 3 } });
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => login('feil')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  test('one client guessing across many accounts is stopped too', async () => {
    instance = await startTestInstance({
      limits: { loginFailuresPerAccountAndClient: 100, loginFailuresPerClient: 4 },
    });
    for (let i = 0; i < 4; i++) expect((await login('feil', `person${String(i)}@example.no`)).status).toBe(401);
    const blocked = await login(KARI.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a 429 is readable from the site: CORS exposes Retry-After', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccountAndClient: 1 } });
    await login('feil');
    const response = await postJson(
      instance.url,
      'api/LoginDx',
      { Email: KARI.email, Password: 'x' },
      { Origin: 'http://site.test:3000' },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://site.test:3000');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/retry-after/i);
  });
});

describe('nobody can keep a member out of their own account (ASVS 6.1.1, 6.3.1)', () => {
  test('guesses from one client never make another client wait', async () => {
    instance = await startTestInstance();
    // A stranger's guesses from 127.0.0.2 reach that pair's limit…
    for (let i = 0; i < 5; i++) expect((await loginFrom('127.0.0.2', `gjett-${String(i)}`)).status).toBe(401);
    expect((await loginFrom('127.0.0.2', KARI.password)).status).toBe(429);
    // …and the owner, on a client that has never logged in here, gets in at once.
    expect((await loginFrom('127.0.0.1', KARI.password)).status).toBe(200);
  });

  test('a stranger hammering the account from many clients does not stop the owner on her own client', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccount: 20 } });
    // The owner has logged in from her client before.
    expect((await loginFrom('127.0.0.1', KARI.password)).status).toBe(200);
    // Forty clients guess five times each: the account-wide limit (20) is passed…
    const statuses: number[] = [];
    for (let client = 10; client < 50; client++)
      for (let guess = 0; guess < 5; guess++)
        statuses.push((await loginFrom(`127.0.1.${String(client)}`, `gjett-${String(guess)}`)).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(180);
    // …so a client that never gave the right password waits, even with it,
    expect((await loginFrom('127.0.0.3', KARI.password)).status).toBe(429);
    // while the owner on her own client gets in straight away, and again while the wait lasts.
    expect((await loginFrom('127.0.0.1', KARI.password)).status).toBe(200);
    instance.advance(30_000);
    expect((await loginFrom('127.0.1.99', 'gjett-igjen')).status).toBe(429);
    expect((await loginFrom('127.0.0.1', KARI.password)).status).toBe(200);
  });

  test('X-Forwarded-For names the client only behind a trusted proxy', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccountAndClient: 2 } });
    // Not trusted: a client that writes a new X-Forwarded-For on each guess is still one client.
    for (let i = 0; i < 2; i++) expect((await loginFrom('127.0.0.2', 'feil', KARI.email)).status).toBe(401);
    const forged = await postJsonFrom(
      '127.0.0.2',
      instance.url,
      'api/LoginDx',
      { Email: KARI.email, Password: 'feil' },
      { 'X-Forwarded-For': '203.0.113.9' },
    );
    expect(forged.status).toBe(429);
    await instance.close();

    // Behind a trusted proxy (127.0.0.1), the address it forwards is the client.
    instance = await startTestInstance({
      limits: { loginFailuresPerAccountAndClient: 2 },
      trustedProxies: ['127.0.0.1'],
    });
    const viaProxy = (client: string, password: string) =>
      postJsonFrom(
        '127.0.0.1',
        instance?.url ?? '',
        'api/LoginDx',
        { Email: KARI.email, Password: password },
        { 'X-Forwarded-For': `${client}, 127.0.0.1` },
      );
    for (let i = 0; i < 2; i++) expect((await viaProxy('203.0.113.9', 'feil')).status).toBe(401);
    expect((await viaProxy('203.0.113.9', KARI.password)).status).toBe(429);
    expect((await viaProxy('198.51.100.7', KARI.password)).status).toBe(200);
  });
});

describe('password resets and sign-ups are limited per address and per client', () => {
  test('a hundred reset requests for one address queue two mails', async () => {
    instance = await startTestInstance({ limits: { mailRequestsPerAddress: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await postJson(instance.url, 'api/ForgotPasswordDx', { Email: KARI.email })).status);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
    const db = new DatabaseSync(instance.dbFile, { readOnly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    db.close();
  });

  test('one client asking for many addresses is stopped, sign-ups included', async () => {
    instance = await startTestInstance({ limits: { mailRequestsPerClient: 3 } });
    const base = instance.url;
    expect((await postJson(base, 'api/ForgotPasswordDx', { Email: 'a@example.no' })).status).toBe(200);
    expect(
      (await postJson(base, 'api/CreateUserDx', { Email: 'b@example.no', Password: 'langt-passord', UserName: 'B' }))
        .status,
    ).toBe(200);
    expect((await postJson(base, 'api/ForgotPasswordDx', { Email: 'c@example.no' })).status).toBe(200);
    const signUp = await postJson(base, 'api/CreateUserDx', {
      Email: 'd@example.no',
      Password: 'langt-passord',
      UserName: 'D',
    });
    expect(signUp.status).toBe(429);
    expect(await signUp.json()).toMatchObject({ Code: 'TooManyRequests' });
    const db = new DatabaseSync(instance.dbFile, { readOnly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM members WHERE email = 'd@example.no'").get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('no account probing (timing is in `npm run bench -- --only security`)', () => {
  test('login answers a wrong password and an unknown address alike', async () => {
    instance = await startTestInstance();
    const known = await login('feil');
    const unknown = await login('feil', 'finnes.ikke@example.no');
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual(await known.json());
    expect(unknown.headers.get('set-cookie')).toBe(known.headers.get('set-cookie'));
  });

  test('forgot password answers a known and an unknown address alike, and mails both', async () => {
    instance = await startTestInstance();
    const known = await postJson(instance.url, 'api/ForgotPasswordDx', { Email: KARI.email });
    const unknown = await postJson(instance.url, 'api/ForgotPasswordDx', { Email: 'finnes.ikke@example.no' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await unknown.text()).toBe(await known.text());
    const db = new DatabaseSync(instance.dbFile, { readOnly: true });
    expect(db.prepare('SELECT email, kind FROM outbox ORDER BY id').all()).toEqual([
      { email: KARI.email, kind: 'reset-password' },
      { email: 'finnes.ikke@example.no', kind: 'no-account' },
    ]);
    db.close();
  });
});
