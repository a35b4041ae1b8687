import { DatabaseSync } from 'node:sqlite';
import { describe, expect, test } from 'vitest';
import { readPartnerApiSettings } from './config.ts';
import { instanceForFile, KARI, postJson, startTestInstance, TEST_SITE } from './partner-api-instance.test-support.ts';

const testInstance = instanceForFile();

/** Kari's session cookie, from a login as the site's page would send it. */
async function kariSession(): Promise<string> {
  const response = await postJson(
    testInstance().url,
    'api/LoginDx',
    { Email: KARI.email, Password: KARI.password },
    { Origin: TEST_SITE },
  );
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('bodies: small and JSON only', () => {
  test('a body past 4 KiB is a 413, announced or streamed, and nothing is stored', async () => {
    const big = { Email: 'stor@example.no', Password: 'langt-passord', UserName: 'x'.repeat(10_000) };
    const announced = await postJson(testInstance().url, 'api/CreateUserDx', big);
    expect(announced.status).toBe(413);
    expect(await announced.json()).toMatchObject({ Code: 'BodyTooLarge' });
    const bytes = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    });
    const streamed = await fetch(new URL('api/CreateUserDx', testInstance().url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const db = new DatabaseSync(testInstance().dbFile, { readOnly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM members WHERE email = 'stor@example.no'").get()).toEqual({ n: 0 });
    db.close();
  });

  test('a text/plain or form body is a 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(new URL('api/LoginDx', testInstance().url), {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify({ Email: KARI.email, Password: KARI.password }),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ Code: 'UnsupportedMediaType' });
    }
  });
});

describe('ids and paging are validated (400)', () => {
  test.each(['1e3', '-1', 'abc', '1.5', '', '0x10'])('a watch-list id of %j is a 400', async (id) => {
    const cookie = await kariSession();
    const response = await postJson(testInstance().url, 'api/AddToWatchlistDx', { id }, { Cookie: cookie });
    expect(response.status).toBe(400);
  });

  test.each(['take=0', 'take=101', 'skip=-1', 'skip=abc', 'take=1e1', 'take=', 'skip=%201'])(
    'paging with %s is a 400',
    async (query) => {
      const cookie = await kariSession();
      const response = await fetch(new URL(`api/GetWatchlistDx?${query}`, testInstance().url), {
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(400);
    },
  );
});

describe('state changes only from the site (403)', () => {
  test('a member logged in on the site cannot be made to add a film from another page', async () => {
    const cookie = await kariSession();
    const movie = (await (await fetch(new URL('api/GetMovieByEdiDx?edi=DXM20260387', testInstance().url))).json()) as {
      MovieId: number;
    };
    const before: unknown = await (
      await fetch(new URL('api/GetWatchlistDx', testInstance().url), { headers: { Cookie: cookie } })
    ).json();
    const attacks: Array<Record<string, string>> = [
      { Origin: 'http://evil.test', 'Content-Type': 'text/plain' },
      { Origin: 'http://evil.test', 'Content-Type': 'application/json' },
      { Origin: 'http://site.test:9999', 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null', 'Content-Type': 'application/json' },
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    ];
    for (const headers of attacks) {
      const response = await fetch(new URL('api/AddToWatchlistDx', testInstance().url), {
        method: 'POST',
        headers: { ...headers, Cookie: cookie },
        body: JSON.stringify({ id: movie.MovieId }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ Code: 'ForbiddenOrigin' });
    }
    expect(
      await (await fetch(new URL('api/GetWatchlistDx', testInstance().url), { headers: { Cookie: cookie } })).json(),
    ).toEqual(before);
    const fromSite = await postJson(
      testInstance().url,
      'api/AddToWatchlistDx',
      { id: movie.MovieId },
      { Cookie: cookie, Origin: TEST_SITE, 'Sec-Fetch-Site': 'same-site' },
    );
    expect(fromSite.status).toBe(200);
  });

  test('logging out from another page is refused too', async () => {
    const cookie = await kariSession();
    const response = await fetch(new URL('api/LogoutDx', testInstance().url), {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'http://evil.test' },
    });
    expect(response.status).toBe(403);
    expect((await fetch(new URL('api/GetTicketsDx', testInstance().url), { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
  });
});

test('ten simultaneous sign-ups with one address: one 200 and nine clean 409s', async () => {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      postJson(testInstance().url, 'api/CreateUserDx', {
        Email: 'samtidig@example.no',
        Password: 'langt-passord',
        UserName: `S${String(i)}`,
      }),
    ),
  );
  const statuses = responses.map((r) => r.status).sort();
  expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
  for (const response of responses.filter((r) => r.status === 409))
    expect(await response.json()).toMatchObject({ Code: 'EmailTaken' });
});

describe('cookies for real deployments', () => {
  test('SameSite=None; Secure when configured', async () => {
    const secure = await startTestInstance({ cookie: { sameSite: 'None', secure: true } });
    try {
      const response = await postJson(secure.url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password });
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=None/);
    } finally {
      await secure.close();
    }
  });

  test('the default cookie is HttpOnly and Lax, not Secure (local HTTP)', async () => {
    const response = await postJson(testInstance().url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  test('a bad setting is an error naming the variable', () => {
    expect(() => readPartnerApiSettings({ PARTNER_API_COOKIE_SAMESITE: 'None' })).toThrow(
      /PARTNER_API_COOKIE_SECURE: must be true/,
    );
    expect(() => readPartnerApiSettings({ PARTNER_API_COOKIE_SECURE: 'yes' })).toThrow(/PARTNER_API_COOKIE_SECURE/);
    expect(() => readPartnerApiSettings({ PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT: '0' })).toThrow(
      /PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT/,
    );
    expect(
      readPartnerApiSettings({ PARTNER_API_COOKIE_SAMESITE: 'None', PARTNER_API_COOKIE_SECURE: 'true' }).cookie,
    ).toEqual({ sameSite: 'None', secure: true });
    expect(() => readPartnerApiSettings({ PARTNER_API_TRUSTED_PROXIES: '10.0.0.1, proxy.local' })).toThrow(
      /PARTNER_API_TRUSTED_PROXIES/,
    );
    expect(readPartnerApiSettings({ PARTNER_API_TRUSTED_PROXIES: '10.0.0.1, ::1' }).trustedProxies).toEqual([
      '10.0.0.1',
      '::1',
    ]);
  });
});

describe('sessions expire, are purged and are bounded per member', () => {
  test('a session past its lifetime is refused and its row deleted', async () => {
    const short = await startTestInstance({ sessionDays: 1 });
    try {
      const cookie =
        (await postJson(short.url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password })).headers.get(
          'set-cookie',
        ) ?? '';
      expect(cookie).toMatch(/Max-Age=86400/);
      const session = cookie.split(';')[0] ?? '';
      expect((await fetch(new URL('api/GetTicketsDx', short.url), { headers: { Cookie: session } })).status).toBe(200);
      short.advance(86_400_000 + 1000);
      expect((await fetch(new URL('api/GetTicketsDx', short.url), { headers: { Cookie: session } })).status).toBe(401);
      // The next login purges what expired.
      await postJson(short.url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password });
      const db = new DatabaseSync(short.dbFile, { readOnly: true });
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 1 });
      db.close();
    } finally {
      await short.close();
    }
  });

  test('thirty logins keep at most ten sessions, the newest still working', async () => {
    const many = await startTestInstance();
    try {
      let last = '';
      for (let i = 0; i < 30; i++)
        last =
          (await postJson(many.url, 'api/LoginDx', { Email: KARI.email, Password: KARI.password })).headers
            .get('set-cookie')
            ?.split(';')[0] ?? '';
      const db = new DatabaseSync(many.dbFile, { readOnly: true });
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 10 });
      db.close();
      expect((await fetch(new URL('api/GetTicketsDx', many.url), { headers: { Cookie: last } })).status).toBe(200);
    } finally {
      await many.close();
    }
  });
});
