/**
 * The account rules of docs/security.md (OWASP ASVS 5.0 level 1) against a real partner API
 * instance: common passwords refused, passwords taken as typed, a new session on every
 * authentication, logins that end (by expiry or logout) cannot be resumed, and answers no cache
 * keeps.
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, test } from 'vitest';
import { newSecret } from './passwords.ts';
import { SUITE_MEMBERS } from './seed.ts';
import { instanceForFile, KARI, postJson, startTestInstance, TEST_SITE } from './partner-api-instance.test-support.ts';

const per = SUITE_MEMBERS[0] ?? { email: '', password: '', userName: '' };
const testInstance = instanceForFile();

/** The `name=value` of a response's session cookie ('' when it set none). */
const sessionOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

async function logIn(url: string, member: { email: string; password: string }) {
  const response = await postJson(url, 'api/LoginDx', { Email: member.email, Password: member.password });
  const body = (await response.json()) as { marsToken: string };
  return { status: response.status, session: sessionOf(response), token: body.marsToken };
}

/** GetTicketsDx with a session cookie: 200 while the session is alive, 401 after. */
async function ticketsStatus(url: string, session: string): Promise<number> {
  return (await fetch(new URL('api/GetTicketsDx', url), { headers: { Cookie: session } })).status;
}

function swap(url: string, token: string, session = '') {
  return fetch(new URL('api/SwitchTokensDx', url), {
    method: 'POST',
    headers: { 'X-Token': token, ...(session ? { Cookie: session } : {}) },
  });
}

describe('passwords', () => {
  test('a sign-up with one of the most common passwords is a 400 CommonPassword, and nothing is stored', async () => {
    for (const password of ['password1', 'Sunshine', '123456789']) {
      const response = await postJson(testInstance().url, 'api/CreateUserDx', {
        Email: 'vanlig@example.no',
        Password: password,
        UserName: 'Vanlig',
      });
      expect(response.status, password).toBe(400);
      expect(await response.json()).toMatchObject({ Code: 'CommonPassword' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const db = new DatabaseSync(testInstance().dbFile, { readOnly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM members WHERE email = 'vanlig@example.no'").get()).toEqual({ n: 0 });
    db.close();
  });

  test('a password of any composition is accepted, and checked exactly as typed', async () => {
    const password = ' Blåbær og 🎬 på fredag ';
    const signUp = await postJson(testInstance().url, 'api/CreateUserDx', {
      Email: 'fritt@example.no',
      Password: password,
      UserName: 'Fritt Valg',
    });
    expect(signUp.status).toBe(200);
    expect((await logIn(testInstance().url, { email: 'fritt@example.no', password })).status).toBe(200);
    for (const changed of [password.trim(), password.toUpperCase(), password.slice(0, -1)])
      expect((await logIn(testInstance().url, { email: 'fritt@example.no', password: changed })).status, changed).toBe(
        401,
      );
  });
});

describe('sessions', () => {
  test('every login starts a new session and ends the one the browser had', async () => {
    const first = await logIn(testInstance().url, KARI);
    const again = await postJson(
      testInstance().url,
      'api/LoginDx',
      { Email: KARI.email, Password: KARI.password },
      { Cookie: first.session, Origin: TEST_SITE },
    );
    const second = sessionOf(again);
    expect(second).not.toBe('');
    expect(second).not.toBe(first.session);
    expect(await ticketsStatus(testInstance().url, first.session)).toBe(401);
    expect(await ticketsStatus(testInstance().url, second)).toBe(200);
  });

  test('a token swap starts a new session too, and the one it replaces ends', async () => {
    const login = await logIn(testInstance().url, KARI);
    const swapped = await swap(testInstance().url, login.token, login.session);
    expect(swapped.status).toBe(200);
    const next = sessionOf(swapped);
    expect(next).not.toBe(login.session);
    expect(await ticketsStatus(testInstance().url, login.session)).toBe(401);
    expect(await ticketsStatus(testInstance().url, next)).toBe(200);
  });

  test('a login ended by expiry cannot be resumed: the session and the token are both refused', async () => {
    const short = await startTestInstance({ sessionDays: 1 });
    try {
      const login = await logIn(short.url, KARI);
      short.advance(12 * 3_600_000);
      // Half way, a swap gives a session that ends with the login, not a day later.
      const swapped = await swap(short.url, login.token);
      expect(swapped.headers.get('set-cookie')).toMatch(/Max-Age=43200/);
      const late = sessionOf(swapped);
      short.advance(12 * 3_600_000 + 1000);
      expect(await ticketsStatus(short.url, login.session)).toBe(401);
      expect(await ticketsStatus(short.url, late)).toBe(401);
      const resumed = await swap(short.url, login.token);
      expect(resumed.status).toBe(401);
      expect(await resumed.json()).toMatchObject({ Code: 'InvalidToken' });
      expect((await logIn(short.url, KARI)).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  test('log out ends the login: its token no longer swaps for a session', async () => {
    const login = await logIn(testInstance().url, KARI);
    const out = await fetch(new URL('api/LogoutDx', testInstance().url), {
      method: 'POST',
      headers: { Cookie: login.session },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(await ticketsStatus(testInstance().url, login.session)).toBe(401);
    expect((await swap(testInstance().url, login.token)).status).toBe(401);
  });

  test('a login elsewhere ends the sessions of the login before it', async () => {
    const here = await logIn(testInstance().url, KARI);
    await logIn(testInstance().url, KARI);
    expect(await ticketsStatus(testInstance().url, here.session)).toBe(401);
    expect((await swap(testInstance().url, here.token)).status).toBe(401);
  });

  test('a member deleted from the database has no session left', async () => {
    const deleted = await startTestInstance();
    try {
      const login = await logIn(deleted.url, per);
      expect(await ticketsStatus(deleted.url, login.session)).toBe(200);
      const db = new DatabaseSync(deleted.dbFile);
      db.exec('PRAGMA foreign_keys = ON');
      db.prepare('DELETE FROM watchlist WHERE member_id = (SELECT id FROM members WHERE email = ?)').run(per.email);
      db.prepare('DELETE FROM members WHERE email = ?').run(per.email);
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
      db.close();
      expect(await ticketsStatus(deleted.url, login.session)).toBe(401);
    } finally {
      await deleted.close();
    }
  });

  test('tokens and session ids are 256 random bits, never repeated', () => {
    const secrets = new Set(Array.from({ length: 1000 }, newSecret));
    expect(secrets.size).toBe(1000);
    for (const secret of secrets) expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  });

  test('over HTTPS the session cookie carries the __Host- prefix', async () => {
    const secure = await startTestInstance({ cookie: { sameSite: 'Lax', secure: true } });
    try {
      const response = await postJson(secure.url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-partner118_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      await secure.close();
    }
  });
});

describe('answers', () => {
  test("a member's answers are kept by no cache, and are never a page to render or frame", async () => {
    const login = await logIn(testInstance().url, per);
    const tickets = await fetch(new URL('api/GetTicketsDx', testInstance().url), {
      headers: { Cookie: login.session },
    });
    const failed = await postJson(testInstance().url, 'api/LoginDx', { Email: KARI.email, Password: 'feil-passord' });
    for (const response of [tickets, failed]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  test("a member's calls answer that member's tickets and list only; nothing in the request chooses another", async () => {
    const perTickets = (await (
      await fetch(new URL('api/GetTicketsDx?skip=0&take=10', testInstance().url), {
        headers: { Cookie: (await logIn(testInstance().url, per)).session },
      })
    ).json()) as Array<{ QrCode: string }>;
    const kariTickets = (await (
      await fetch(new URL('api/GetTicketsDx?skip=0&take=10&email=per.olsen%40example.no', testInstance().url), {
        headers: { Cookie: (await logIn(testInstance().url, KARI)).session },
      })
    ).json()) as Array<{ QrCode: string }>;
    expect(perTickets.length).toBeGreaterThan(0);
    expect(kariTickets.length).toBeGreaterThan(0);
    const perCodes = new Set(perTickets.map((ticket) => ticket.QrCode));
    expect(kariTickets.some((ticket) => perCodes.has(ticket.QrCode))).toBe(false);
  });
});
