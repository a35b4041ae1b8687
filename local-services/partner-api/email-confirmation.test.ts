/**
 * An account sees the tickets bought with its address only once the owner of that address has
 * opened the sign-up's confirmation mail (decision 193), over real sockets and a real SQLite file.
 */
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, test } from 'vitest';
import {
  confirmationLink,
  KARI,
  startTestInstance,
  TEST_SITE,
  tokenOf,
  type TestInstance,
} from './partner-api-instance.test-support.ts';
import { GUEST_PURCHASERS } from './seed.ts';

let instance: TestInstance | undefined;

afterEach(async () => {
  await instance?.close();
  instance = undefined;
});

/** A tiny browser on the site's origin: keeps the session cookie the API sets, sends it back. */
function browser(base: string) {
  let cookie = '';
  return async (path: string, body?: unknown) => {
    const headers = new Headers({ Origin: TEST_SITE });
    if (cookie) headers.set('Cookie', cookie);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const response = await fetch(new URL(path, base), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

const buyer = GUEST_PURCHASERS[0] ?? '';
const signUp = { Email: buyer, Password: 'et-langt-passord', UserName: 'Ikke Ingrid' };
const confirm = (base: string, token: string) => browser(base)('api/ConfirmEmailDx', { Token: token });

function rows(dbFile: string, sql: string): unknown[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

describe('a sign-up with someone else’s address', () => {
  test('sees none of the tickets bought with it until the owner opens the mail sent there', async () => {
    instance = await startTestInstance();
    const stranger = browser(instance.url);
    expect((await stranger('api/CreateUserDx', signUp)).status).toBe(200);

    const tickets = await stranger('api/GetTicketsDx?skip=0&take=10');
    expect(tickets.status).toBe(403);
    const answer = await tickets.text();
    expect(JSON.parse(answer)).toEqual({
      Code: 'EmailNotConfirmed',
      Message: 'Confirm your e-mail address to see the tickets bought with it.',
    });
    const qrCodes = rows(instance.dbFile, `SELECT qr_code FROM tickets WHERE email = '${buyer}'`) as Array<{
      qr_code: string;
    }>;
    expect(qrCodes).toHaveLength(2);
    for (const { qr_code } of qrCodes) expect(answer).not.toContain(qr_code);

    // The mail went to the address, not to whoever signed up: only its reader can open the link.
    const link = confirmationLink(instance.dbFile, buyer);
    expect(link).toMatch(new RegExp(`^${TEST_SITE}/bekreft-e-post#token=[A-Za-z0-9_-]{43}$`));
    expect((await confirm(instance.url, tokenOf(link))).status).toBe(200);

    const now = await stranger('api/GetTicketsDx?skip=0&take=10');
    expect(now.status).toBe(200);
    expect(await now.json()).toHaveLength(2);
  });

  test('an unconfirmed account may log in and keep a watch list', async () => {
    instance = await startTestInstance();
    expect((await browser(instance.url)('api/CreateUserDx', signUp)).status).toBe(200);
    const member = browser(instance.url);
    expect((await member('api/LoginDx', { Email: buyer, Password: signUp.Password })).status).toBe(200);
    expect((await member('api/AddToWatchlistDx', { id: 118001 })).status).toBe(200);
    const list = await member('api/GetWatchlistDx?skip=0&take=10');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([expect.objectContaining({ MovieId: 118001 })]);
    expect((await member('api/GetTicketsDx?skip=0&take=10')).status).toBe(403);
  });

  test('a ticket written for the account later, as the ticketing provider writes one, waits for the confirmation too', async () => {
    instance = await startTestInstance();
    const member = browser(instance.url);
    const address = 'ny.kjoper@example.no';
    expect((await member('api/CreateUserDx', { ...signUp, Email: address })).status).toBe(200);
    // The provider writes a logged-in member's purchase into the partner's file by the member's address.
    const db = new DatabaseSync(instance.dbFile);
    db.prepare(
      `INSERT INTO tickets (email, movie_id, start_time, expiration_date, screen, seats_json, seats_text, qr_code, qr_url, notes)
       VALUES (?, 118001, '2026-11-21T19:00:00', '2026-11-21T22:00:00', 'Sal 1', '[]', 'Rad 1, sete 1', 'FJ118-NY-1', 'x', '')`,
    ).run(address);
    db.close();
    const before = await member('api/GetTicketsDx?skip=0&take=10');
    expect(before.status).toBe(403);
    expect(await before.text()).not.toContain('FJ118-NY-1');
    expect((await confirm(instance.url, tokenOf(confirmationLink(instance.dbFile, address)))).status).toBe(200);
    const after = await member('api/GetTicketsDx?skip=0&take=10');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([expect.objectContaining({ QrCode: 'FJ118-NY-1' })]);
  });

  test('the seeded members have confirmed their addresses', async () => {
    instance = await startTestInstance();
    const kari = browser(instance.url);
    expect((await kari('api/LoginDx', { Email: KARI.email, Password: KARI.password })).status).toBe(200);
    expect((await kari('api/GetTicketsDx?skip=0&take=10')).status).toBe(200);
  });
});

describe('the confirmation link', () => {
  test('works once; its token is stored only as a hash; a wrong token gets the same answer', async () => {
    instance = await startTestInstance();
    await browser(instance.url)('api/CreateUserDx', signUp);
    const token = tokenOf(confirmationLink(instance.dbFile, buyer));
    const stored = rows(instance.dbFile, 'SELECT token_hash FROM email_confirmations') as Array<{
      token_hash: string;
    }>;
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const first = await confirm(instance.url, token);
    expect([first.status, await first.json()]).toEqual([200, true]);
    const again = await confirm(instance.url, token);
    const wrong = await confirm(instance.url, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect([again.status, wrong.status]).toEqual([400, 400]);
    expect(await again.json()).toEqual(await wrong.json());
    expect(rows(instance.dbFile, 'SELECT * FROM email_confirmations')).toEqual([]);
  });

  test('expires after 24 hours', async () => {
    instance = await startTestInstance();
    await browser(instance.url)('api/CreateUserDx', signUp);
    const token = tokenOf(confirmationLink(instance.dbFile, buyer));
    instance.advance(24 * 3_600_000 + 1000);
    const late = await confirm(instance.url, token);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ Code: 'InvalidConfirmation' });
  });

  test('a client that keeps sending wrong tokens is stopped', async () => {
    instance = await startTestInstance({ limits: { loginFailuresPerClient: 3 } });
    const made = 'A'.repeat(43);
    for (let i = 0; i < 3; i++) expect((await confirm(instance.url, made)).status).toBe(400);
    expect((await confirm(instance.url, made)).status).toBe(429);
  });
});

describe('the mail sent again', () => {
  test('a logged-in unconfirmed member can ask for it, within the mail limits; its newest link works', async () => {
    instance = await startTestInstance({ limits: { mailRequestsPerAddress: 2 } });
    const member = browser(instance.url);
    await member('api/CreateUserDx', signUp);
    const firstLink = confirmationLink(instance.dbFile, buyer);
    const again = await member('api/ResendConfirmationDx', {});
    expect(again.status).toBe(200);
    const secondLink = confirmationLink(instance.dbFile, buyer);
    expect(secondLink).not.toBe(firstLink);
    // The sign-up and this one were the address's two mails: a third waits.
    const third = await member('api/ResendConfirmationDx', {});
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      rows(instance.dbFile, `SELECT kind FROM outbox WHERE email = '${buyer}'`).map(
        (row) => (row as { kind: string }).kind,
      ),
    ).toEqual(['confirm-email', 'confirm-email']);

    expect((await confirm(instance.url, tokenOf(secondLink))).status).toBe(200);
    expect((await member('api/GetTicketsDx?skip=0&take=10')).status).toBe(200);
    // Confirmed: the first link has gone with it.
    expect((await confirm(instance.url, tokenOf(firstLink))).status).toBe(400);
  });

  test('needs a session; a confirmed member is sent nothing', async () => {
    instance = await startTestInstance();
    expect((await browser(instance.url)('api/ResendConfirmationDx', {})).status).toBe(401);
    const kari = browser(instance.url);
    await kari('api/LoginDx', { Email: KARI.email, Password: KARI.password });
    expect((await kari('api/ResendConfirmationDx', {})).status).toBe(200);
    expect(rows(instance.dbFile, "SELECT * FROM outbox WHERE kind = 'confirm-email'")).toEqual([]);
  });
});
