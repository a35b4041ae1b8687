import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
  buy,
  CookieJar,
  csrfOf,
  getPage,
  instanceForFile,
  liveCounts,
  postForm,
  startTestInstance,
  TEST_SITE,
  type TestInstance,
} from './ticketing-provider-instance.test-support.ts';

const testInstance = instanceForFile({ purchasesPerClient: 1000 });

interface ContentEvent {
  id: string;
  eventNumber: number;
  day: number;
  ticketCount: number;
}
const events = JSON.parse(readFileSync('content/events.json', 'utf8')) as ContentEvent[];
const purchasePath = (eventNumber: number) => `/118/events/${String(eventNumber)}/purchase?kanal=web`;

/** What a refused purchase must leave as it was: the count, the orders, the seats, the mails. */
function snapshot(instance: TestInstance, eventId: string) {
  return instance.query(
    `SELECT (SELECT remaining FROM events WHERE id = ?) AS remaining, (SELECT COUNT(*) FROM orders) AS orders,
            (SELECT COUNT(*) FROM seats) AS seats, (SELECT COUNT(*) FROM outbox) AS mails`,
    eventId,
  )[0];
}

test('the purchase page tells the screening: film, time in Oslo, screen, price, facts, seats left, and offers the form', async () => {
  const { status, html, response } = await getPage(testInstance().origin, purchasePath(100105));
  expect(status).toBe(200);
  expect(html).toMatch(/^<!doctype html>\n<html lang="nb">/);
  expect(html.match(/<h1>/g)).toHaveLength(1);
  expect(html).toContain('<h1>Reven i snøen</h1>');
  expect(html).toContain('<dd>Fredag 20. november kl. 16:30</dd>');
  expect(html).toContain('<dd>Sal 1</dd>');
  expect(html).toContain('<dd>kr\u00a0150 per billett</dd>');
  expect(html).toContain('<dd>238</dd>');
  for (const fact of ['6 år', 'Norsk tale', '2D', 'Synstolket', 'Teleslynge', 'Rullestolplass'])
    expect(html).toContain(`<li>${fact}</li>`);
  expect(html).toContain('<label for="antall">Antall billetter</label>');
  expect(html.match(/<option value="\d+"/g)).toHaveLength(10);
  expect(html).toContain('<label for="epost">E-postadresse</label>');
  expect(html).toContain('<button type="submit">Bekreft kjøp</button>');
  expect(html).toContain('action="/118/events/100105/purchase?kanal=web"');
  expect(csrfOf(html)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(response.headers.get('set-cookie')).toMatch(/^checkout_csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(html).toContain(`href="${TEST_SITE}/reven-i-snoen-dxm-40455"`);
  expect(html).toContain(`href="${TEST_SITE}/kinoprogram"`);
  expect(html).not.toMatch(/<script|style=/);
});

test('a culture event links back to its own page and the culture programme, at the price its content gives', async () => {
  const { status, html } = await getPage(testInstance().origin, purchasePath(100119));
  expect(status).toBe(200);
  expect(html).toContain('<dd>Kafé Fjæra</dd>');
  expect(html).toContain('<dd>kr\u00a0320 per billett</dd>');
  expect(html).toContain(`<a href="${TEST_SITE}/jazzkveld-med-trio-blaa-k7x2q">Tilbake til arrangementet</a>`);
  expect(html).toContain(`<a href="${TEST_SITE}/kulturprogram">Se hele kulturprogrammet</a>`);
});

test('every answer carries the security headers; pages are never stored', async () => {
  const page = await getPage(testInstance().origin, purchasePath(100105));
  const headers = page.response.headers;
  expect(headers.get('content-security-policy')).toBe(
    `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' ${TEST_SITE}; frame-ancestors 'none'; base-uri 'none'`,
  );
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cache-control')).toBe('no-store');
  for (const path of ['/finnes-ikke', '/v3/118/auth/finnes-ikke', '/assets/checkout.css']) {
    const response = await fetch(new URL(path, testInstance().origin));
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    expect(response.headers.get('strict-transport-security'), path).not.toBeNull();
    expect(response.headers.get('content-security-policy'), path).toMatch(/^default-src 'none'/);
  }
  const css = await fetch(new URL('/assets/checkout.css', testInstance().origin));
  expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(await css.text()).toContain(':focus-visible');
});

test('a guest purchase lowers the runtime API count by exactly its quantity and confirms the order with its seats', async () => {
  const instance = testInstance();
  const before = await liveCounts(instance, ['e-100105']);
  const bought = await buy(instance, purchasePath(100105), { antall: '3', epost: 'Gjest@Example.no' });
  expect(bought.status).toBe(303);
  expect(bought.location).toMatch(/^\/118\/ordre\/[\w-]{22}$/);
  expect((await liveCounts(instance, ['e-100105'])).get('e-100105')).toBe((before.get('e-100105') ?? 0) - 3);

  const order = await getPage(instance.origin, bought.location ?? '');
  expect(order.status).toBe(200);
  expect(order.response.headers.get('cache-control')).toBe('no-store');
  expect(order.html).toContain('<h1>Takk for kjøpet</h1>');
  expect(order.html).toContain('<strong>Reven i snøen</strong>');
  expect(order.html).toContain('<dd>Fredag 20. november kl. 16:30</dd>');
  expect(order.html).toMatch(/<dd>Rad \d+, sete \d+–\d+<\/dd>/);
  expect(order.html).toContain('<dd>kr\u00a0450</dd>');
  expect(order.html).toContain(`href="${TEST_SITE}/reven-i-snoen-dxm-40455"`);
  expect(order.html).toContain(`href="${TEST_SITE}/kinoprogram"`);
  const [row] = instance.query<{ buyer_email: string; member_email: string | null; quantity: number }>(
    'SELECT buyer_email, member_email, quantity FROM orders WHERE id = ?',
    bought.location?.split('/').pop() ?? '',
  );
  expect(row).toEqual({ buyer_email: 'gjest@example.no', member_email: null, quantity: 3 });
  expect(instance.query('SELECT kind FROM outbox WHERE email = ?', 'gjest@example.no')).toEqual([
    { kind: 'order-confirmation' },
  ]);
  // Another order's page, or one of another partner, is not there.
  expect((await getPage(instance.origin, '/118/ordre/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  expect((await getPage(instance.origin, (bought.location ?? '').replace('/118/', '/178/'))).status).toBe(404);
});

test('bad quantities are refused with a Bokmål message, and nothing changes', async () => {
  const instance = testInstance();
  const was = snapshot(instance, 'e-100107');
  for (const antall of ['0', '-1', '10000', 'tre', '', '2.5']) {
    const refused = await buy(instance, purchasePath(100107), { antall, epost: 'gjest@example.no' });
    expect(refused.status, antall).toBe(400);
    expect(refused.html).toContain('<p class="message" role="alert">Velg mellom 1 og 10 billetter.</p>');
  }
  const noEmail = await buy(instance, purchasePath(100107), { antall: '2', epost: 'ikke-en-adresse' });
  expect(noEmail.status).toBe(400);
  expect(noEmail.html).toContain('Skriv inn en gyldig e-postadresse.');
  expect(noEmail.html).toContain('value="ikke-en-adresse"');
  expect(noEmail.html).toContain('<option value="2" selected>');
  expect(snapshot(instance, 'e-100107')).toEqual(was);
});

test('more tickets than are left is refused, saying how many are', async () => {
  const instance = testInstance();
  const event = events.find((e) => e.day >= 2 && e.ticketCount > 10 && e.ticketCount < 20);
  if (!event) throw new Error('the sample venue needs a screening with 11 to 19 tickets left');
  expect((await buy(instance, purchasePath(event.eventNumber), { antall: '10', epost: 'a@example.no' })).status).toBe(
    303,
  );
  const left = event.ticketCount - 10;
  const was = snapshot(instance, event.id);
  const refused = await buy(instance, purchasePath(event.eventNumber), {
    antall: String(left + 1),
    epost: 'a@example.no',
  });
  expect(refused.status).toBe(409);
  expect(refused.html).toContain(`Det er bare ${String(left)} ${left === 1 ? 'billett' : 'billetter'} igjen.`);
  // The form now offers no more than are left.
  expect(refused.html.match(/<option value="\d+"/g)).toHaveLength(left);
  expect(snapshot(instance, event.id)).toEqual(was);
});

test('a sold-out screening says "Utsolgt", offers no form, and refuses a purchase', async () => {
  const instance = testInstance();
  const jar = new CookieJar();
  const page = await getPage(instance.origin, purchasePath(100102), jar);
  expect(page.status).toBe(200);
  expect(page.html).toContain('<p class="status">Utsolgt</p>');
  expect(page.html).not.toContain('<form');
  const was = snapshot(instance, 'e-100102');
  const refused = await postForm(
    instance.origin,
    purchasePath(100102),
    { csrf: csrfOf((await getPage(instance.origin, purchasePath(100105), jar)).html), antall: '1', epost: 'a@b.no' },
    { jar, origin: instance.origin },
  );
  expect(refused.status).toBe(409);
  expect(refused.html).toContain('Denne forestillingen er utsolgt.');
  expect(snapshot(instance, 'e-100102')).toEqual(was);
});

test('an unknown partner or event is a 404 page in Bokmål, and so is a purchase of it', async () => {
  const instance = testInstance();
  for (const path of [
    '/999/events/100105/purchase?kanal=web',
    '/118/events/999999/purchase',
    '/118/events/abc/purchase',
  ]) {
    const page = await getPage(instance.origin, path);
    expect(page.status, path).toBe(404);
    expect(page.html).toContain('<h1>Fant ikke siden</h1>');
    expect(page.html).toContain('lang="nb"');
  }
  const posted = await postForm(instance.origin, '/118/events/999999/purchase', { csrf: 'x', antall: '1' });
  expect(posted.status).toBe(404);
  const api = await fetch(new URL('/v3/118/finnes-ikke', instance.origin));
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ error: 'NotFound' });
});

test('a purchase posted from another origin, without the form’s token or with another, is refused and changes nothing', async () => {
  const instance = testInstance();
  const was = snapshot(instance, 'e-100106');
  const jar = new CookieJar();
  const csrf = csrfOf((await getPage(instance.origin, purchasePath(100106), jar)).html);
  const fields = { csrf, antall: '1', epost: 'a@example.no' };
  const foreign = await postForm(instance.origin, purchasePath(100106), fields, {
    jar,
    origin: 'https://evil.example',
  });
  expect(foreign.status).toBe(403);
  const crossSite = await postForm(instance.origin, purchasePath(100106), fields, {
    jar,
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(crossSite.status).toBe(403);
  const noCookie = await postForm(instance.origin, purchasePath(100106), fields, { origin: instance.origin });
  expect(noCookie.status).toBe(403);
  expect(noCookie.html).toContain('Skjemaet var utløpt.');
  const otherToken = await postForm(
    instance.origin,
    purchasePath(100106),
    { ...fields, csrf: 'A'.repeat(43) },
    { jar, origin: instance.origin },
  );
  expect(otherToken.status).toBe(403);
  expect(snapshot(instance, 'e-100106')).toEqual(was);
  // A page posting its own form with `Origin: null` (its Referrer-Policy) is the same origin by the browser's word.
  const jar2 = new CookieJar();
  const token = csrfOf((await getPage(instance.origin, purchasePath(100106), jar2)).html);
  const own = await postForm(
    instance.origin,
    purchasePath(100106),
    { ...fields, csrf: token },
    { jar: jar2, origin: 'null', headers: { 'Sec-Fetch-Site': 'same-origin' } },
  );
  expect(own.status).toBe(303);
});

test('bodies: at most 4 KiB, a urlencoded form, each field once, no field the form lacks', async () => {
  const instance = testInstance();
  const jar = new CookieJar();
  const csrf = csrfOf((await getPage(instance.origin, purchasePath(100106), jar)).html);
  const big = await postForm(
    instance.origin,
    purchasePath(100106),
    { csrf, antall: '1', epost: 'x'.repeat(5000) },
    { jar, origin: instance.origin },
  );
  expect(big.status).toBe(413);
  const json = await fetch(new URL(purchasePath(100106), instance.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: instance.origin, Cookie: jar.header() },
    body: JSON.stringify({ csrf, antall: '1', epost: 'a@example.no' }),
  });
  expect(json.status).toBe(415);
  const twice = await fetch(new URL(purchasePath(100106), instance.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: instance.origin, Cookie: jar.header() },
    body: `csrf=${csrf}&antall=1&antall=9&epost=a%40example.no`,
  });
  expect(twice.status).toBe(415);
  const extra = await postForm(
    instance.origin,
    purchasePath(100106),
    { csrf, antall: '1', epost: 'a@example.no', pris: '0' },
    { jar, origin: instance.origin },
  );
  expect(extra.status).toBe(400);
  const badChannel = await getPage(instance.origin, '/118/events/100106/purchase?kanal=%3Cscript%3E');
  expect(badChannel.status).toBe(400);
});

test('served over HTTPS, the cookies are __Host- and Secure, and purchases come only from the configured origin', async () => {
  const instance = await startTestInstance({}, 'https://billett.example');
  try {
    const jar = new CookieJar();
    const page = await getPage(instance.origin, purchasePath(100106), jar);
    expect(page.response.headers.get('set-cookie')).toMatch(
      /^__Host-checkout_csrf=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const fields = { csrf: csrfOf(page.html), antall: '1', epost: 'a@example.no' };
    const fromListening = await postForm(instance.origin, purchasePath(100106), fields, {
      jar,
      origin: instance.origin,
    });
    expect(fromListening.status).toBe(403);
    const own = await postForm(instance.origin, purchasePath(100106), fields, {
      jar,
      origin: 'https://billett.example',
    });
    expect(own.status).toBe(303);
  } finally {
    await instance.close();
  }
});

// Last: it moves the clock past the first screenings' start.
test('a screening that has started says "Salget er stengt" and refuses a purchase', async () => {
  const instance = testInstance();
  const jar = new CookieJar();
  const csrf = csrfOf((await getPage(instance.origin, purchasePath(100101), jar)).html);
  instance.advance(4 * 3_600_000 + 60_000); // 12:01, a minute after e-100101 started
  const page = await getPage(instance.origin, purchasePath(100101), jar);
  expect(page.html).toContain('<p class="status">Salget er stengt</p>');
  expect(page.html).not.toContain('<form');
  const was = snapshot(instance, 'e-100101');
  const refused = await postForm(
    instance.origin,
    purchasePath(100101),
    { csrf, antall: '1', epost: 'a@example.no' },
    { jar, origin: instance.origin },
  );
  expect(refused.status).toBe(409);
  expect(refused.html).toContain('Salget er stengt. Forestillingen har begynt.');
  expect(snapshot(instance, 'e-100101')).toEqual(was);
});
