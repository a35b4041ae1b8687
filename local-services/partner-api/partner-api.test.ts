import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningService } from '../running-service.ts';
import { confirmationLink, tokenOf } from './partner-api-instance.test-support.ts';
import { GUEST_PURCHASERS, SEED_MEMBERS } from './seed.ts';
import { startPartnerApi } from './start-partner-api.ts';

const SITE = 'http://site.test:3000';
const dir = mkdtempSync(join(tmpdir(), 'partner-api-'));
const services: RunningService[] = [];
let api118 = '';
let api178 = '';

beforeAll(async () => {
  const start = (partnerId: number) =>
    startPartnerApi({
      partnerId,
      contentDir: 'content',
      port: 0,
      dbFile: join(dir, `p${String(partnerId)}.sqlite`),
      allowedOrigins: [SITE],
      today: '2026-11-20',
    });
  services.push(await start(118), await start(178));
  api118 = services[0]?.url ?? '';
  api178 = services[1]?.url ?? '';
});

afterAll(async () => {
  await Promise.all(services.map((service) => service.close()));
  rmSync(dir, { recursive: true, force: true });
});

/** A tiny browser: keeps the session cookie the API sets, sends it back. */
function browser(base: string) {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(new URL(path, base), { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
const kari = SEED_MEMBERS[118] ?? { email: '', password: '', userName: '' };

describe('account calls', () => {
  test('LoginDx answers marsToken, UserName and UserInfo and sets an HttpOnly session cookie', async () => {
    const response = await fetch(new URL('api/LoginDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: kari.email, Password: kari.password }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['UserInfo', 'UserName', 'marsToken']);
    expect(body).toMatchObject({ UserName: 'Kari Nordmann', UserInfo: kari.email });
    expect(response.headers.get('set-cookie')).toMatch(/^partner118_session=[^;]+;.*HttpOnly/);
  });

  test('a wrong password is a 401 with a JSON body, and no cookie', async () => {
    const response = await fetch(new URL('api/LoginDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: kari.email, Password: 'feil' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      Code: 'InvalidCredentials',
      Message: 'The email or password is incorrect.',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('a login without a body is a 400', async () => {
    const response = await fetch(new URL('api/LoginDx', api118), { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Code: 'InvalidRequest' });
  });

  test('CreateUserDx answers Token, UserName and ContactEmail; the same address again is a 409', async () => {
    const call = browser(api118);
    const response = await call(
      'api/CreateUserDx',
      post({ Email: 'Ny.Bruker@example.no', Password: 'langt-passord', UserName: 'Ny Bruker' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['ContactEmail', 'Token', 'UserName']);
    expect(body).toMatchObject({ UserName: 'Ny Bruker', ContactEmail: 'ny.bruker@example.no' });
    const again = await fetch(new URL('api/CreateUserDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'ny.bruker@example.no', Password: 'langt-passord', UserName: 'X' }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ Code: 'EmailTaken' });
  });

  test('a sign-up with a short password is a 400 naming the field', async () => {
    const response = await fetch(new URL('api/CreateUserDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'kort@example.no', Password: 'kort', UserName: 'K' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Code: 'InvalidPassword' });
  });

  test('ForgotPasswordDx answers an empty body, and records the mail for a known address', async () => {
    const response = await fetch(new URL('api/ForgotPasswordDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: kari.email }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const db = new DatabaseSync(join(dir, 'p118.sqlite'), { readOnly: true });
    expect(db.prepare('SELECT email, kind FROM outbox WHERE email = ?').all(kari.email)).toEqual([
      { email: kari.email, kind: 'reset-password' },
    ]);
    db.close();
  });

  test('ForgotPasswordDx with a malformed address is a 400', async () => {
    const response = await fetch(new URL('api/ForgotPasswordDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: 'ikke-en-adresse' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Code: 'InvalidEmail' });
  });
});

describe('member calls need a session (spec §6)', () => {
  test.each([
    ['GET', 'api/GetTicketsDx?skip=0&take=10'],
    ['GET', 'api/GetWatchlistDx?skip=0&take=10'],
    ['POST', 'api/AddToWatchlistDx'],
  ])('%s %s without a session is a 401', async (method, path) => {
    const response = await fetch(new URL(path, api118), {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: '{"id":1}' } : {}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ Code: 'NotAuthenticated' });
  });

  test('SwitchTokensDx swaps the X-Token for a session; a bad token is a 401', async () => {
    const login = await fetch(new URL('api/LoginDx', api118), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: kari.email, Password: kari.password }),
    });
    const { marsToken } = (await login.json()) as { marsToken: string };
    const call = browser(api118);
    expect((await call('api/SwitchTokensDx', { method: 'POST', headers: { 'X-Token': 'nope' } })).status).toBe(401);
    expect((await call('api/SwitchTokensDx', { method: 'POST' })).status).toBe(401);
    const swapped = await call('api/SwitchTokensDx', { method: 'POST', headers: { 'X-Token': marsToken } });
    expect(swapped.status).toBe(200);
    expect((await call('api/GetWatchlistDx?skip=0&take=10')).status).toBe(200);
  });

  test('tickets carry the fields of §3.16, bought before sign-up included once the address is confirmed', async () => {
    const call = browser(api118);
    await call('api/CreateUserDx', post({ Email: GUEST_PURCHASERS[0], Password: 'langt-passord', UserName: 'Ingrid' }));
    const link = confirmationLink(join(dir, 'p118.sqlite'), GUEST_PURCHASERS[0] ?? '');
    expect((await call('api/ConfirmEmailDx', post({ Token: tokenOf(link) }))).status).toBe(200);
    const response = await call('api/GetTicketsDx?skip=0&take=10');
    expect(response.status).toBe(200);
    const tickets = (await response.json()) as Array<Record<string, unknown>>;
    expect(tickets).toHaveLength(2);
    expect(Object.keys(tickets[0] ?? {}).sort()).toEqual(
      [
        'ExpirationDate',
        'MovieId',
        'MovieTitle',
        'Notes',
        'Poster',
        'QrCode',
        'QrUrl',
        'Screen',
        'SeatsInfo',
        'StartTime',
      ].sort(),
    );
    const first = tickets[0] ?? {};
    expect(String(first['Screen'])).toMatch(/^Sal \d$/);
    expect(String(first['StartTime'])).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:00$/);
    const seatsInfo = first['SeatsInfo'] as { Info: string; Seats: Array<{ Row: unknown; Seats: unknown }> };
    expect(seatsInfo.Info).toMatch(/^Rad \d+, sete/);
    expect(typeof seatsInfo.Seats[0]?.Row).toBe('number');
    expect(seatsInfo.Seats[0]?.Seats).toHaveLength(2);
  });

  test('a film added to the watch list is on it, once, and AddToWatchlistDx answers true', async () => {
    const call = browser(api118);
    await call('api/LoginDx', post({ Email: kari.email, Password: kari.password }));
    const before = (await (await call('api/GetWatchlistDx?skip=0&take=10')).json()) as Array<{ MovieId: number }>;
    const movie = (await (await call('api/GetMovieByEdiDx?edi=DXM20260387')).json()) as { MovieId: number };
    for (let i = 0; i < 2; i++) {
      const added = await call('api/AddToWatchlistDx', post({ id: movie.MovieId }));
      expect(await added.json()).toBe(true);
    }
    const after = (await (await call('api/GetWatchlistDx?skip=0&take=10')).json()) as Array<{ MovieId: number }>;
    expect(after.map((m) => m.MovieId)).toEqual([...before.map((m) => m.MovieId), movie.MovieId]);
    expect((await call('api/AddToWatchlistDx', post({ id: 999_999 }))).status).toBe(404);
  });

  test('LogoutDx ends the session', async () => {
    const call = browser(api118);
    await call('api/LoginDx', post({ Email: kari.email, Password: kari.password }));
    const session = await call('api/GetTicketsDx?skip=0&take=10');
    expect(session.status).toBe(200);
    expect((await call('api/LogoutDx', { method: 'POST' })).status).toBe(200);
    expect((await call('api/GetTicketsDx?skip=0&take=10')).status).toBe(401);
  });
});

describe('public calls', () => {
  test('GetMovieByEdiDx answers the MovieInfo fields of §3.14', async () => {
    const response = await fetch(new URL('api/GetMovieByEdiDx?edi=DXM20260387', api118));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['Edis', 'MovieId', 'Poster', 'Rating', 'RatingCount', 'Title', 'link']);
    expect(body).toMatchObject({ Title: 'Siste ferje', Edis: ['DXM20260387'], link: '/siste-ferje-dxm-40387' });
    expect(body['Rating']).toBeGreaterThanOrEqual(1);
    expect(body['Rating']).toBeLessThanOrEqual(6);
  });

  test('an unknown EDI is a 404 and a malformed one a 400', async () => {
    expect((await fetch(new URL('api/GetMovieByEdiDx?edi=DXM00000000', api118))).status).toBe(404);
    expect((await fetch(new URL('api/GetMovieByEdiDx?edi=1', api118))).status).toBe(400);
    expect((await fetch(new URL('api/GetMovieByEdiDx', api118))).status).toBe(400);
  });

  test('reviews page with skip and take, newest first, with the fields of §3.15', async () => {
    const edi = busiestEdi();
    const first = (await (
      await fetch(new URL(`api/GetReviewsByEdiDx?edi=${edi}&skip=0&take=20`, api118))
    ).json()) as Array<Record<string, unknown>>;
    const rest = (await (
      await fetch(new URL(`api/GetReviewsByEdiDx?edi=${edi}&skip=20&take=20`, api118))
    ).json()) as Array<Record<string, unknown>>;
    expect(first).toHaveLength(20);
    expect(rest.length).toBeGreaterThan(0);
    expect(Object.keys(first[0] ?? {}).sort()).toEqual([
      'AddedAt',
      'Comment',
      'Id',
      'Image',
      'IsLiked',
      'LikesCount',
      'MovieId',
      'Rating',
      'UserId',
      'UserName',
    ]);
    const ids = [...first, ...rest].map((review) => review['Id']);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = first.map((review) => String(review['AddedAt']));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('the two instances hold different data', async () => {
    const edi = busiestEdi();
    const from = async (base: string) =>
      (await (await fetch(new URL(`api/GetReviewsByEdiDx?edi=${edi}&skip=0&take=20`, base))).json()) as Array<{
        UserName: string;
      }>;
    const names118 = new Set((await from(api118)).map((r) => r.UserName));
    const names178 = new Set((await from(api178)).map((r) => r.UserName));
    expect(names178.has('Ola fra Sørbyen')).toBe(true);
    expect(names118.has('Ola fra Sørbyen')).toBe(false);
    const login178 = await fetch(new URL('api/LoginDx', api178), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Email: kari.email, Password: kari.password }),
    });
    expect(login178.status).toBe(401);
  });

  test('an unknown call is a 404 with a JSON body', async () => {
    const response = await fetch(new URL('api/Nope', api118));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ Code: 'NotFound' });
  });
});

describe('CORS', () => {
  test('a preflight from the site origin allows credentials and the X-Token header', async () => {
    const response = await fetch(new URL('api/SwitchTokensDx', api118), {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-token' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-token');
  });

  test('another origin is not allowed', async () => {
    const response = await fetch(new URL('api/GetMovieByEdiDx?edi=DXM20260387', api118), {
      headers: { Origin: 'http://evil.test' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('a preflight from another origin gets no CORS header at all', async () => {
    const response = await fetch(new URL('api/SwitchTokensDx', api118), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-token, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    // Still an API answer: the headers every answer carries.
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

/** The EDI of the film with the most reviews (the seed gives one film more than a page). */
function busiestEdi(): string {
  const db = new DatabaseSync(join(dir, 'p118.sqlite'), { readOnly: true });
  const row = db
    .prepare('SELECT m.edi FROM reviews r JOIN movies m USING (movie_id) GROUP BY m.edi ORDER BY COUNT(*) DESC LIMIT 1')
    .get() as { edi: string };
  db.close();
  return row.edi;
}
