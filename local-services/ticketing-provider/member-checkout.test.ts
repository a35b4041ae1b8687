import { afterEach, expect, test, vi } from 'vitest';
import { SEED_MEMBERS } from '../partner-api/seed.ts';
import {
  buy,
  CookieJar,
  getPage,
  instanceForFile,
  postForm,
  TEST_SITE,
  type TestInstance,
} from './ticketing-provider-instance.test-support.ts';

const testInstance = instanceForFile({ purchasesPerClient: 1000 });
const KARI = SEED_MEMBERS[118] ?? { email: '', password: '', userName: '' };
const PURCHASE = '/118/events/100110/purchase?kanal=web';

afterEach(() => {
  vi.restoreAllMocks();
});

function logIn(instance: TestInstance, query: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(new URL(`/v3/118/auth/login?${new URLSearchParams(query).toString()}`, instance.origin), {
    method: 'POST',
    headers: { Origin: TEST_SITE, ...headers },
  });
}

async function kariToken(instance: TestInstance, remember = 'false'): Promise<string> {
  const response = await logIn(instance, { email: KARI.email, password: KARI.password, remember });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function bearer(instance: TestInstance, path: string, token: string, origin = TEST_SITE) {
  return fetch(new URL(path, instance.origin), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Origin: origin },
  });
}

/** Kari logged in on the site, then handed over to the checkout: a jar holding her checkout session. */
async function kariAtCheckout(instance: TestInstance): Promise<{ jar: CookieJar; token: string }> {
  const token = await kariToken(instance);
  const { code } = (await (await bearer(instance, '/profile/auth', token)).json()) as { code: string };
  const jar = new CookieJar();
  const handed = await postForm(instance.origin, PURCHASE, { handoff: code }, { jar, origin: TEST_SITE });
  expect(handed.status).toBe(303);
  return { jar, token };
}

/** Kari's tickets as the partner API answers them ("Mine billetter"). */
async function kariTickets(instance: TestInstance) {
  const login = await fetch(new URL('api/LoginDx', instance.partnerApi), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_SITE },
    body: JSON.stringify({ Email: KARI.email, Password: KARI.password }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const response = await fetch(new URL('api/GetTicketsDx?skip=0&take=100', instance.partnerApi), {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<{
    QrCode: string;
    QrUrl: string;
    StartTime: string;
    Screen: string;
    MovieTitle: string;
    SeatsInfo: { Info: string; Seats: unknown };
  }>;
}

test('the provider login answers a token, the name and the expiry for the right password; only its hash is kept', async () => {
  const instance = testInstance();
  const response = await logIn(instance, {
    email: KARI.email.toUpperCase(),
    password: KARI.password,
    remember: 'false',
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { token: string; userName: string; expiresAt: number };
  expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(body.userName).toBe(KARI.userName);
  const start = Date.parse('2026-11-20T08:00:00+01:00');
  expect(body.expiresAt).toBe(start + 12 * 3_600_000);
  const remembered = (await (
    await logIn(instance, { email: KARI.email, password: KARI.password, remember: 'true' })
  ).json()) as { expiresAt: number };
  expect(remembered.expiresAt).toBe(start + 30 * 86_400_000);
  const stored = instance.query<{ token_hash: string }>('SELECT token_hash FROM logins');
  expect(stored.length).toBeGreaterThanOrEqual(2);
  expect(stored.some((row) => row.token_hash === body.token)).toBe(false);
});

test('a wrong password and an unknown address get the same 401; bad input a 400; another partner a 404', async () => {
  const instance = testInstance();
  for (const query of [
    { email: KARI.email, password: 'feil-passord' },
    { email: 'finnes.ikke@example.no', password: KARI.password },
  ]) {
    const response = await logIn(instance, query);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'InvalidCredentials' });
  }
  const bad: Array<Record<string, string>> = [
    { email: 'ikke-epost', password: 'x' },
    { email: KARI.email },
    { email: KARI.email, password: KARI.password, remember: 'ja' },
  ];
  for (const query of bad) {
    expect((await logIn(instance, query)).status).toBe(400);
  }
  const other = await fetch(new URL('/v3/999/auth/login?email=a%40b.no&password=x', instance.origin), {
    method: 'POST',
  });
  expect(other.status).toBe(404);
});

test('logins are throttled per account and client: a 429 with Retry-After, while the right password elsewhere still works', async () => {
  const instance = testInstance();
  const target = 'ola.gjetter@example.no';
  for (let i = 0; i < 5; i++)
    expect((await logIn(instance, { email: target, password: `gjett-${String(i)}` })).status).toBe(401);
  const blocked = await logIn(instance, { email: target, password: 'gjett-igjen' });
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(blocked.headers.get('access-control-expose-headers')).toContain('Retry-After');
  expect(await blocked.json()).toMatchObject({ error: 'TooManyRequests' });
  // Another account from the same client is not held back.
  expect((await logIn(instance, { email: KARI.email, password: KARI.password })).status).toBe(200);
});

test('CORS and calls only for the site: another origin gets no CORS header and its login is refused', async () => {
  const instance = testInstance();
  const preflight = await fetch(new URL('/v3/118/auth/login', instance.origin), {
    method: 'OPTIONS',
    headers: { Origin: TEST_SITE, 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
  const foreignPreflight = await fetch(new URL('/profile/auth', instance.origin), {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
  const foreign = await logIn(
    instance,
    { email: KARI.email, password: KARI.password },
    { Origin: 'https://evil.example' },
  );
  expect(foreign.status).toBe(403);
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
});

test('no log line ever holds the login URL’s query', async () => {
  const instance = testInstance();
  const printed: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
  const secret = 'hemmelig-passord-42';
  await logIn(instance, { email: KARI.email, password: secret });
  await logIn(instance, { email: 'x'.repeat(300), password: secret });
  await logIn(instance, { email: KARI.email, password: KARI.password });
  expect(printed.filter((line) => line.includes(secret) || line.includes(KARI.password))).toEqual([]);
});

test('profile/auth gives a one-time code; the site’s form post of it starts a checkout session that knows the member', async () => {
  const instance = testInstance();
  const token = await kariToken(instance);
  const response = await bearer(instance, '/profile/auth', token);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe(TEST_SITE);
  const { code, expiresIn } = (await response.json()) as { code: string; expiresIn: number };
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(expiresIn).toBe(60);

  const jar = new CookieJar();
  const handed = await postForm(instance.origin, PURCHASE, { handoff: code }, { jar, origin: TEST_SITE });
  expect(handed.status).toBe(303);
  expect(handed.location).toBe(PURCHASE);
  expect(handed.response.headers.get('set-cookie')).toMatch(
    /^checkout_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
  );
  const page = await getPage(instance.origin, PURCHASE, jar);
  expect(page.html).toContain('Du er logget inn som <strong>Kari Nordmann</strong>.');
  expect(page.html).not.toContain('name="epost"');
  // Another partner's pages do not know her.
  const elsewhere = await getPage(instance.origin, '/178/events/100110/purchase?kanal=web', jar);
  expect(elsewhere.html).toContain('name="epost"');
  expect((await bearer(instance, '/profile/auth', 'A'.repeat(43))).status).toBe(401);
});

test('a code used twice, a code past its minute and a code from another origin start no session', async () => {
  const instance = testInstance();
  const token = await kariToken(instance);
  const newCode = async () =>
    ((await (await bearer(instance, '/profile/auth', token)).json()) as { code: string }).code;

  const code = await newCode();
  expect((await postForm(instance.origin, PURCHASE, { handoff: code }, { origin: TEST_SITE })).status).toBe(303);
  const reused = await postForm(instance.origin, PURCHASE, { handoff: code }, { origin: TEST_SITE });
  expect(reused.status).toBe(400);
  expect(reused.html).toContain('Innloggingen kunne ikke overføres.');
  expect(reused.response.headers.getSetCookie().some((c) => c.startsWith('checkout_session='))).toBe(false);

  const late = await newCode();
  instance.advance(61_000);
  const expired = await postForm(instance.origin, PURCHASE, { handoff: late }, { origin: TEST_SITE });
  expect(expired.status).toBe(400);

  const stolen = await newCode();
  const foreign = await postForm(instance.origin, PURCHASE, { handoff: stolen }, { origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect(foreign.response.headers.getSetCookie().some((c) => c.startsWith('checkout_session='))).toBe(false);
  const noOrigin = await postForm(instance.origin, PURCHASE, { handoff: stolen });
  expect(noOrigin.status).toBe(403);
  const withMore = await postForm(instance.origin, PURCHASE, { handoff: stolen, antall: '1' }, { origin: TEST_SITE });
  expect(withMore.status).toBe(400);
});

test('a logout revokes the token and ends its checkout sessions: the checkout treats the visitor as a guest', async () => {
  const instance = testInstance();
  const { jar, token } = await kariAtCheckout(instance);
  expect((await getPage(instance.origin, PURCHASE, jar)).html).toContain('Du er logget inn som');
  const out = await bearer(instance, '/v3/118/auth/logout', token);
  expect(out.status).toBe(204);
  const page = await getPage(instance.origin, PURCHASE, jar);
  expect(page.html).not.toContain('Du er logget inn som');
  expect(page.html).toContain('name="epost"');
  expect((await bearer(instance, '/profile/auth', token)).status).toBe(401);
  expect((await bearer(instance, '/v3/118/auth/logout', token, 'https://evil.example')).status).toBe(403);
});

test('a member’s purchase appears in "Mine billetter" (the partner API’s GetTicketsDx) with its seats; a guest’s in nobody’s', async () => {
  const instance = testInstance();
  const before = await kariTickets(instance);
  const { jar } = await kariAtCheckout(instance);
  const bought = await buy(instance, PURCHASE, { antall: '2' }, jar);
  expect(bought.status).toBe(303);
  const orderId = bought.location?.split('/').pop() ?? '';
  const order = await getPage(instance.origin, bought.location ?? '');
  expect(order.html).toContain(`href="${TEST_SITE}/mine-billetter"`);
  const seats = /<dt>Plasser<\/dt><dd>([^<]+)<\/dd>/.exec(order.html)?.[1];
  expect(seats).toMatch(/^Rad \d+, sete \d+–\d+$/);

  const after = await kariTickets(instance);
  expect(after).toHaveLength(before.length + 1);
  const ticket = after.find((t) => t.QrCode.endsWith(orderId));
  expect(ticket).toMatchObject({
    QrCode: `FJ118-100110-${orderId}`,
    QrUrl: `${instance.origin}/118/ordre/${orderId}`,
    StartTime: '2026-11-20T21:30:00',
    Screen: 'Sal 2',
    MovieTitle: 'Stjernestøvets vokter',
    SeatsInfo: { Info: seats },
  });
  expect(
    instance.query('SELECT member_email, ticket_delivered_at > 0 AS delivered FROM orders WHERE id = ?', orderId),
  ).toEqual([{ member_email: KARI.email, delivered: 1 }]);

  // A guest giving Kari's address buys a ticket that goes into no member's list.
  const guest = await buy(instance, PURCHASE, { antall: '1', epost: KARI.email });
  expect(guest.status).toBe(303);
  expect(await kariTickets(instance)).toHaveLength(after.length);
  expect(instance.query('SELECT kind FROM outbox WHERE order_id = ?', guest.location?.split('/').pop() ?? '')).toEqual([
    { kind: 'order-confirmation' },
  ]);
});
