import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, test } from 'vitest';
import { KARI, postJson, startTestInstance, type TestInstance } from './partner-api-instance.test-support.ts';

let instance: TestInstance | undefined;

afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

const login = (password: string, email = KARI.email) =>
  postJson(instance?.url ?? '', 'api/LoginDx', { Email: email, Password: password });

describe('failed logins back off, then answer 429 with Retry-After', () => {
  test('an account that failed three times waits, even with the right password; then the wait doubles', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccount: 3, firstWaitSeconds: 60 } });
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
    instance = await startTestInstance({ limits: { loginFailuresPerAccount: 3 } });
    const statuses = (await Promise.all(Array.from({ length: 8 }, () => login('feil')))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  test('one client guessing across many accounts is stopped too', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccount: 100, loginFailuresPerClient: 4 } });
    for (let i = 0; i < 4; i++) expect((await login('feil', `person${String(i)}@example.no`)).status).toBe(401);
    const blocked = await login(KARI.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a 429 is readable from the site: CORS exposes Retry-After', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerAccount: 1 } });
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
