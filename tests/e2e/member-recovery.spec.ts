/**
 * The member area recovers (decisions 51, 52, 54) against the real partner API: a session ended
 * elsewhere logs the member out with a message, a failing movie-info call ends the loading
 * state, storage the browser refuses reads as logged out, and a taken address is named.
 */
import type { Page } from '@playwright/test';
import { expect, test, answerConsent } from './fixtures.ts';
import { SEED_MEMBERS } from '../../local-services/partner-api/seed.ts';
import { busiestFilm, savedProfile } from './member-helpers.ts';

const SESSION_ENDED = /Du er logget ut.*Logg inn igjen\./;

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/logg-inn');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
}

test('a login elsewhere logs the first browser out and tells it to log in again', async ({
  page,
  browser,
}, testInfo) => {
  // A member of this test alone: a second login replaces the member's token for every browser.
  const email = `to-nettlesere-${testInfo.project.name}-${String(Date.now())}@example.no`;
  const password = 'et-langt-passord';
  await page.goto('/registrer');
  await page.getByLabel('Navn').fill('To Nettlesere');
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Min side' })).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await logIn(other, email, password);
  } finally {
    await elsewhere.close();
  }

  // The first browser's stored token no longer swaps for a session (401 InvalidToken).
  await page.getByRole('navigation', { name: 'Min side' }).getByRole('link', { name: 'Min liste' }).click();
  await expect(page).toHaveURL(/\/min-liste$/);
  await expect(page.getByRole('alert')).toHaveText(SESSION_ENDED);
  await expect(page.getByText('Du må logge inn for å se dette.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  expect(await savedProfile(page)).toBeNull();

  // The login screen says why, and logging in again works.
  await page.getByRole('main').getByRole('link', { name: 'Logg inn' }).click();
  await expect(page.getByRole('alert')).toHaveText(SESSION_ENDED);
  await page.getByLabel('E-postadresse').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/min-liste$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Min liste' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a film page whose movie info cannot be fetched says so instead of loading forever', async ({ page }) => {
  // The partner API unreachable for this one call (the reviews still come from the real API).
  await page.route('**/api/GetMovieByEdiDx**', (route) => route.abort('connectionrefused'));
  await page.goto(`/${busiestFilm?.parentSlug ?? ''}`);
  const ratings = page.locator('.member-ratings');
  // The ratings load after hydration, their chunk and two API calls: on the suite's two busy
  // cores that once took more than the default 5 s, still loading, not stuck.
  await expect(ratings.locator('.member-reviews > li').first()).toBeVisible({ timeout: 15_000 });
  await expect(ratings).toContainText('Vi fikk ikke hentet vurderingen akkurat nå.');
  await expect(ratings.getByRole('status')).toHaveCount(0);
  await expect(ratings).not.toContainText('Laster');
});

test.describe('storage the browser refuses', () => {
  test.beforeEach(async ({ page }) => {
    // As in a cross-site iframe with third-party storage blocked: reading localStorage throws.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  });

  /** Renders as logged out, and the page has hydrated (something only the scripts do answers). */
  async function expectWorkingLoggedOutPage(page: Page, path: string, hydrated: (page: Page) => Promise<void>) {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Noe gikk galt' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
    expect(errors).toEqual([]);
  }

  for (const path of ['/', '/kinoprogram', `/${busiestFilm?.parentSlug ?? ''}`]) {
    test(`${path} renders as logged out, never the error page`, async ({ page }) => {
      // The consent banner appears after hydration; its choice holds for the page without storage.
      await expectWorkingLoggedOutPage(page, path, async () => {
        await page.getByRole('button', { name: 'Nei takk' }).click();
        await expect(page.locator('.consent-banner')).toHaveCount(0);
      });
    });
  }

  test('/logg-inn renders its form as logged out, never the error page', async ({ page }) => {
    await expectWorkingLoggedOutPage(page, '/logg-inn', async () => {
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await expect(page.getByText('Skriv inn e-postadressen din.')).toBeVisible();
    });
  });
});

test('signing up with an address that has an account says the address is taken', async ({ page }) => {
  await page.goto('/registrer');
  await page.getByLabel('Navn').fill('Kari igjen');
  await page.getByLabel('E-postadresse').fill(SEED_MEMBERS[118]?.email ?? '');
  await page.getByLabel('Passord').fill('et-langt-passord');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Det finnes allerede en konto med denne e-postadressen. Logg inn, eller be om nytt passord.',
  );
  expect(await savedProfile(page)).toBeNull();
});
