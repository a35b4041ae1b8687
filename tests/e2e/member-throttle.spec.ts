/**
 * The throttle as a visitor meets it (decision 53), in Chromium against the real partner API the
 * suite starts: the 429 reaches the screen as the Bokmål "For mange forsøk …" message with the
 * wait the API's `Retry-After` gives (CORS exposes the header). The suite raises only the
 * per-client limits (playwright.config.ts); these tests reach the per-address ones, on addresses
 * of their own, so no other spec's logins or sign-ups are slowed.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, answerConsent } from './fixtures.ts';
import { tooManyAttemptsMessage } from '../../app/member/account/error-message.ts';
import { readEnvironment } from '../../app/model/environment.ts';
import { DEFAULT_SETTINGS } from '../../local-services/partner-api/config.ts';
import { savedProfile } from './member-helpers.ts';
import { E2E_PARTNER_API_LIMITS } from './partner-api-limits.ts';

// The sample venue's partner (118) and the suite's mail limit per address (playwright.config.ts).
const PARTNER_API = new URL(readEnvironment().FOAJE_PARTNER_API_118);
const MAIL_REQUESTS_PER_ADDRESS = Number(E2E_PARTNER_API_LIMITS.PARTNER_API_MAIL_REQUESTS_PER_ADDRESS);
const { loginFailuresPerAccountAndClient, firstWaitSeconds } = DEFAULT_SETTINGS.limits;

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

/** An address only this test run uses. */
const freshAddress = (what: string, project: string) => `${what}-${project}-${String(Date.now())}@example.no`;

/** Clicks `button` and returns the partner API's answer to the call it makes. */
async function answerTo(page: Page, path: string, button: string): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  return answer;
}

/** The wait a 429 asks for, in seconds: a whole number from 1 up to the first wait. */
function retryAfterOf(response: Response): number {
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()['retry-after']);
  expect(
    Number.isInteger(seconds) && seconds >= 1 && seconds <= firstWaitSeconds,
    `Retry-After ${String(seconds)}`,
  ).toBe(true);
  return seconds;
}

test('a visitor who keeps guessing one account’s password is told, in Bokmål, how long to wait', async ({
  page,
}, testInfo) => {
  const email = freshAddress('gjetting', testInfo.project.name);
  const password = 'det-riktige-passordet';
  // The account is real: signed up here, then logged out, as its owner would be.
  await page.goto('/registrer');
  await page.getByLabel('Navn').fill('Gjettet Konto');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();

  await page.goto('/logg-inn');
  await page.getByLabel('E-postadresse').fill(email);
  const alert = page.getByRole('alert');
  for (let guess = 1; guess <= loginFailuresPerAccountAndClient; guess += 1) {
    await page.getByLabel('Passord').fill(`feil-passord-${String(guess)}`);
    expect((await answerTo(page, '/api/LoginDx', 'Logg inn')).status()).toBe(401);
    await expect(alert).toHaveText('Feil e-postadresse eller passord.');
  }

  // One more, and this browser waits for this account: the screen says so with the header's
  // wait, not a wrong password. (The owner on another client is not held back: decision 194.)
  await page.getByLabel('Passord').fill('enda-et-feil-passord');
  const seconds = retryAfterOf(await answerTo(page, '/api/LoginDx', 'Logg inn'));
  await expect(alert).toHaveText(tooManyAttemptsMessage(seconds));
  await expect(alert).toHaveText(/^For mange forsøk\. Prøv igjen om (et minutt|\d+ sekunder)\.$/);

  // During the wait even the right password from this client is turned away, and the visitor stays logged out.
  await page.getByLabel('Passord').fill(password);
  retryAfterOf(await answerTo(page, '/api/LoginDx', 'Logg inn'));
  await expect(alert).toHaveText(/^For mange forsøk\. Prøv igjen om /);
  await expect(page).toHaveURL(/\/logg-inn$/);
  expect(await savedProfile(page)).toBeNull();
});

test('signing up with an address that has been asked about too often says how long to wait', async ({
  page,
}, testInfo) => {
  const email = freshAddress('mange-eposter', testInfo.project.name);
  await page.goto('/registrer');
  // Someone has already asked for reset mails to this address up to its limit (sign-ups and
  // resets count together), as a flood of reset requests would; the site's own origin, so CORS allows it.
  const statuses = await page.evaluate(
    async ({ url, email, times }) => {
      const answers: number[] = [];
      for (let i = 0; i < times; i += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ Email: email }),
        });
        answers.push(response.status);
      }
      return answers;
    },
    { url: new URL('/api/ForgotPasswordDx', PARTNER_API).href, email, times: MAIL_REQUESTS_PER_ADDRESS },
  );
  expect(new Set(statuses)).toEqual(new Set([200]));

  await page.getByLabel('Navn').fill('Mange Eposter');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill('et-langt-passord');
  const seconds = retryAfterOf(await answerTo(page, '/api/CreateUserDx', 'Opprett konto'));
  await expect(page.getByRole('alert')).toHaveText(tooManyAttemptsMessage(seconds));
  await expect(page).toHaveURL(/\/registrer$/);
  expect(await savedProfile(page)).toBeNull();
});
