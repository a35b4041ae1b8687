/**
 * A member's tickets at the door, against the real partner API and the built site's service
 * worker: they open offline after one visit online, only for that member on that device, are
 * gone after logout, and each shows its QR code large (Escape and the back gesture close it).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, answerConsent } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { DOOR_MEMBERS, type SeedMember } from '../../local-services/partner-api/seed.ts';
import { decodeQr, PROFILE_KEY } from './member-helpers.ts';

// The two members of each project log in on one browser in turn; a login ends the member's
// other sessions, so this file's tests run one after another. Each logs in, waits for the
// service worker and reloads offline: more than one page's work.
test.describe.configure({ mode: 'default', timeout: 60_000 });
test.use({ serviceWorkers: 'allow' });

const TICKETS_KEY = 'foaje-tickets';
const PARTNER_API = process.env['FOAJE_PARTNER_API_118'] ?? 'http://127.0.0.1:4118/';

function members(projectName: string): readonly [SeedMember, SeedMember] {
  return DOOR_MEMBERS[projectName === 'desktop' ? 'desktop' : 'phone'];
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

/**
 * Resolves once the tickets page is in the service worker's page cache: the worker is active
 * (it registers after hydration and first fetches its precache) and the page kept itself.
 */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/mine-billetter')) !== undefined), { timeout: 45_000 })
    .toBe(true);
}

/** Logs in through the form; the site then shows "Mine billetter" with the member's tickets. */
async function logIn(page: Page, member: SeedMember): Promise<void> {
  await page.goto('/logg-inn');
  await page.getByLabel('E-postadresse').fill(member.email);
  await page.getByLabel('Passord').fill(member.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await expect(page.locator('.member-ticket').first()).toBeVisible();
}

/** The QR payloads of the tickets on the page, in page order. */
function payloads(page: Page): Promise<string[]> {
  return page
    .locator('.member-ticket')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-qr-payload') ?? ''));
}

/** The logged-in member's tickets as the API lists them. */
function apiTickets(page: Page): Promise<Array<{ QrCode: string; MovieTitle: string; StartTime: string }>> {
  return page.evaluate(async (base) => {
    const response = await fetch(`${base}api/GetTicketsDx?skip=0&take=10`, { credentials: 'include' });
    return (await response.json()) as Array<{ QrCode: string; MovieTitle: string; StartTime: string }>;
  }, PARTNER_API);
}

/** The tickets kept on the device (local storage), as stored. */
async function keptTickets(page: Page): Promise<{ owner: string; tickets: Array<{ qrCode: string }> } | null> {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), TICKETS_KEY);
  return text === null ? null : (JSON.parse(text) as { owner: string; tickets: Array<{ qrCode: string }> });
}

/** An Oslo wall-clock time as the instant Playwright's clock takes (winter or summer time alike). */
function osloInstant(wall: string): Date {
  const guess = new Date(`${wall}Z`);
  const oslo = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Oslo' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (oslo.getTime() - utc.getTime()));
}

/** The dialog's history entry is gone: the router's state of the entry shown holds no ticket. */
async function leftItsEntry(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => JSON.stringify((window.history.state as { usr?: unknown } | null)?.usr ?? null)))
    .toBe('null');
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}

test('online once, then offline: the tickets show after a reload, from the device, and their QR codes scan', async ({
  page,
  context,
}, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  const online = await payloads(page);
  expect(online.length).toBeGreaterThan(0);
  const titles = await page.locator('.member-ticket h3').allTextContents();
  await expect(page.getByText(/Sist oppdatert/)).toHaveCount(0);
  // The page keeps itself for offline once the tickets are on the device.
  await keptForOffline(page);
  expect(await axeViolations(page)).toEqual([]);

  await goOffline(context, page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mine billetter' })).toBeVisible();
  await expect(page.locator('.member-ticket').first()).toBeVisible();
  expect(await payloads(page)).toEqual(online);
  expect(await page.locator('.member-ticket h3').allTextContents()).toEqual(titles);
  const saved = page.locator('.member-tickets-saved');
  await expect(saved).toContainText(/^Sist oppdatert i dag kl\. \d\d:\d\d/);
  await expect(saved).toContainText('Du er uten nett. Billettene er lagret på denne enheten.');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // As a scanner at the door reads it: a screenshot of a 390 px phone screen, offline.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = page.locator('.member-ticket').first();
  expect(await decodeQr(first.getByRole('img', { name: /QR-kode for billetten/ }))).toBe(online[0]);
  await first.getByRole('button', { name: /Vis stor QR-kode/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await decodeQr(dialog.getByRole('img'))).toBe(online[0]);
  await context.setOffline(false);
});

test('on a host whose pages vary by browser (Vary: User-Agent), the tickets page kept for offline still opens offline', async ({
  page,
  context,
}, testInfo) => {
  // A host or CDN that varies its pages on a header a navigation carries. The page keeps itself
  // with a fetch of its own, whose request carries none of them (keep-page-offline.ts).
  await context.route(/\/mine-billetter$/, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    await route.fulfill({ response, headers: { ...headers, vary: 'Accept-Encoding, User-Agent' } });
  });
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  await keptForOffline(page);
  expect(await page.evaluate(async () => (await caches.match('/mine-billetter'))?.headers.get('vary'))).toBe(
    'Accept-Encoding, User-Agent',
  );
  await context.unrouteAll();

  await goOffline(context, page);
  await expect(page.getByRole('heading', { level: 1, name: 'Mine billetter' })).toBeVisible();
  await expect(page.locator('.member-ticket').first()).toBeVisible();
  await context.setOffline(false);
});

test('online, a ticket service that does not answer is said to be that, never "uten nett"', async ({
  page,
  context,
}, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  await expect(page.getByText(/Sist oppdatert/)).toHaveCount(0);
  const saved = page.locator('.member-tickets-saved');
  const tickets = `${PARTNER_API}api/GetTicketsDx**`;

  // No connection to the service, the browser online: the device's tickets, and why.
  await context.route(tickets, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.locator('.member-ticket').first()).toBeVisible();
  await expect(saved).toContainText('Billettsystemet svarer ikke akkurat nå. Billettene er lagret på denne enheten.');
  await expect(saved).not.toContainText('uten nett');

  // The service answers 503: the same.
  await context.unroute(tickets);
  await context.route(tickets, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.reload();
  await expect(saved).toContainText('Billettsystemet svarer ikke akkurat nå.');
  await expect(page.getByText('Du er uten nett')).toHaveCount(0);
  await context.unroute(tickets);
});

test("today's ticket and the next come first; a past ticket is dropped from the device", async ({
  page,
  context,
}, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  const tickets = [...(await apiTickets(page))].sort((a, b) => a.StartTime.localeCompare(b.StartTime));
  const [soonest, next] = tickets;
  if (!soonest || !next) throw new Error('the door member needs two tickets in the seed');
  const day = soonest.StartTime.slice(0, 10);

  // The morning before the first screening's day: it is the next ticket.
  await page.clock.setFixedTime(osloInstant(`${addDays(day, -1)}T09:00:00`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Neste billett' })).toBeVisible();
  const firstGroup = page.locator('.member-ticket-group').first();
  await expect(firstGroup.locator('.member-ticket')).toHaveCount(1);
  await expect(firstGroup.locator('.member-ticket')).toHaveAttribute('data-qr-payload', soonest.QrCode);

  // That day's morning: today's ticket comes first, the other under 'Senere'.
  await page.clock.setFixedTime(osloInstant(`${day}T09:00:00`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'I dag' })).toBeVisible();
  await expect(firstGroup.locator('.member-ticket').first()).toHaveAttribute('data-qr-payload', soonest.QrCode);
  await expect(page.getByRole('heading', { level: 2, name: 'Senere' })).toBeVisible();

  // Offline, a day after the first screening: only the coming ticket is shown and kept.
  await keptForOffline(page);
  await page.clock.setFixedTime(osloInstant(`${addDays(day, 1)}T09:00:00`));
  await goOffline(context, page);
  await expect(page.locator('.member-ticket')).not.toHaveCount(0);
  const shown = await payloads(page);
  expect(shown).not.toContain(soonest.QrCode);
  expect(shown).toContain(next.QrCode);
  await context.setOffline(false);
  await page.reload();
  await expect(page.locator('.member-ticket').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Brukte billetter' })).toBeVisible();
  expect((await keptTickets(page))?.tickets.map((ticket) => ticket.qrCode)).not.toContain(soonest.QrCode);
});

test(
  'the large QR code: one tap, black on white, the screen kept on; Escape and the back gesture close it',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const [member] = members(testInfo.project.name);
    await logIn(page, member);
    const first = page.locator('.member-ticket').first();
    const payload = (await first.getAttribute('data-qr-payload')) ?? '';
    const title = (await first.locator('h3').textContent()) ?? '';
    const open = first.getByRole('button', { name: /Vis stor QR-kode/ });

    await open.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Lukk' })).toBeFocused();
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await decodeQr(dialog.getByRole('img', { name: `QR-kode for ${title}` }))).toBe(payload);
    // Where the browser allows it (Chromium on a secure origin does), the screen stays on.
    await expect(dialog.getByText('Skjermen holdes på mens koden vises.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Modal: the page behind is inert, so Tab never reaches it.
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate(
        (element) => element.contains(document.activeElement) || document.activeElement === document.body,
      ),
    ).toBe(true);

    // Escape closes it and leaves its history entry; focus returns to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await leftItsEntry(page);
    await expect(open).toBeFocused();
    await expect(page).toHaveURL(/\/mine-billetter$/);

    // By keyboard again; the back gesture closes it, and the page stays.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/mine-billetter$/);
    await expect(first).toBeVisible();

    // 'Lukk' closes it too, and no entry is left behind: back leaves the tickets page.
    await open.click();
    await dialog.getByRole('button', { name: 'Lukk' }).click();
    await expect(dialog).toBeHidden();
    await leftItsEntry(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/logg-inn$/);
  },
);

test('each ticket can be added to the calendar, without its QR code', async ({ page }, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  const first = page.locator('.member-ticket').first();
  const title = (await first.locator('h3').textContent()) ?? '';
  const payload = (await first.getAttribute('data-qr-payload')) ?? '';
  const downloading = page.waitForEvent('download');
  await first.getByRole('link', { name: new RegExp(`^Legg til i kalender ?: ${title}$`) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^billett-\d{4}-\d\d-\d\d-\d{4}\.ics$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const ics = (await readFile(path, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Oslo:\d{8}T\d{6}/);
  expect(ics).toContain('/mine-billetter');
  expect(ics).not.toContain(payload);
});

test('after logout no ticket shows offline, and no storage area holds member data', async ({
  page,
  context,
}, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  const qrCodes = await payloads(page);
  const profile = (await page.evaluate((key) => localStorage.getItem(key), PROFILE_KEY)) ?? '{}';
  const token = (JSON.parse(profile) as { token?: string }).token ?? '';
  expect(token).not.toBe('');
  // The large QR code adds a history entry; it leaves nothing behind either.
  await page
    .locator('.member-ticket')
    .first()
    .getByRole('button', { name: /Vis stor QR-kode/ })
    .click();
  await page.keyboard.press('Escape');

  await keptForOffline(page);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/logg-inn$/);

  const stored = await page.evaluate(async () => {
    const texts: string[] = [];
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        texts.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(name));
      });
      for (const store of db.objectStoreNames) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(store));
        });
        texts.push(`${name}/${store}=${JSON.stringify(rows)}`);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        texts.push(
          `${name}:${request.url}=${/text|json|javascript|script/.test(type) ? ((await response?.text()) ?? '') : ''}`,
        );
      }
    }
    return texts;
  });
  const all = stored.join('\n');
  expect(stored.length).toBeGreaterThan(0); // the worker's caches are there: this looked in the right place
  for (const secret of [member.email, member.userName, token, ...qrCodes]) expect(all).not.toContain(secret);
  expect(await context.cookies(PARTNER_API)).toEqual([]);

  // Offline, the tickets page is gone with the rest (the worker kept it for the member only).
  await context.setOffline(true);
  await page.goto('/mine-billetter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du er uten nett');
  await expect(page.locator('.member-ticket')).toHaveCount(0);
  await context.setOffline(false);
});

/** The addresses the worker keeps: each cache's requests, and those Workbox's expiration lists in IndexedDB. */
function workerKeeps(page: Page): Promise<{ cached: string[]; listed: string[] }> {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname);
    const listed: string[] = [];
    if ((await indexedDB.databases()).some((database) => database.name === 'workbox-expiration')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('workbox-expiration');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('workbox-expiration'));
      });
      const rows = await new Promise<Array<{ url: string }>>((resolve, reject) => {
        const request = db.transaction('cache-entries').objectStore('cache-entries').getAll();
        request.onsuccess = () => resolve(request.result as Array<{ url: string }>);
        request.onerror = () => reject(request.error ?? new Error('cache-entries'));
      });
      db.close();
      listed.push(...rows.map((row) => new URL(row.url).pathname));
    }
    return { cached, listed };
  });
}

/** The site paths of the posters a member screen shows, once each has loaded. */
async function postersShown(page: Page, selector: string): Promise<string[]> {
  const posters = page.locator(selector);
  await expect(posters.first()).toBeVisible();
  return posters.evaluateAll(async (images) => {
    for (const image of images as HTMLImageElement[]) {
      image.loading = 'eager';
      await image.decode().catch(() => undefined);
    }
    return (images as HTMLImageElement[]).map((image) => new URL(image.src).pathname);
  });
}

test("after logout the worker keeps none of the member's pages, nor the posters they showed", async ({
  page,
}, testInfo) => {
  const [member] = members(testInfo.project.name);
  await logIn(page, member);
  await keptForOffline(page);
  // Both screens opened as documents, through the worker, and their posters loaded.
  await page.goto('/mine-billetter');
  const posters = await postersShown(page, 'img.member-ticket-poster');
  await page.goto('/min-liste');
  posters.push(...(await postersShown(page, '.member-watch-list img')));
  expect(posters.length).toBeGreaterThan(0);
  const personal = ['/mine-billetter', '/min-liste', ...posters];
  // The worker has them now: this looks in the right place.
  await expect
    .poll(async () => {
      const { cached } = await workerKeeps(page);
      return personal.filter((path) => cached.includes(path));
    })
    .toEqual(personal);

  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/logg-inn$/);
  await expect
    .poll(async () => {
      const { cached, listed } = await workerKeeps(page);
      return personal.filter((path) => cached.includes(path) || listed.includes(path));
    })
    .toEqual([]);
});

test("a second member on the same browser sees none of the first member's tickets, online or offline", async ({
  page,
  context,
}, testInfo) => {
  const [first, second] = members(testInfo.project.name);
  await logIn(page, first);
  const firstCodes = await payloads(page);
  // The second member logs in on the same browser without the first logging out.
  await logIn(page, second);
  const secondCodes = await payloads(page);
  expect(secondCodes.some((code) => firstCodes.includes(code))).toBe(false);
  await expect(page.getByText(`Hei, ${second.userName}!`)).toBeVisible();
  expect((await keptTickets(page))?.owner).toBe(second.email);

  await keptForOffline(page);
  await goOffline(context, page);
  await expect(page.locator('.member-ticket').first()).toBeVisible();
  expect(await payloads(page)).toEqual(secondCodes);
  expect(JSON.stringify(await keptTickets(page))).not.toContain(firstCodes[0] ?? '-');
  await context.setOffline(false);
});

/** `YYYY-MM-DD` plus `n` days. */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
