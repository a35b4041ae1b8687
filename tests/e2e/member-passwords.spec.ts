/**
 * Choosing a password at sign-up (docs/security.md, ASVS 5.0 6.2): one of the most common is
 * refused with a Bokmål message, any other of 8 characters or more is taken as typed, whatever it
 * is made of, and the field is masked and accepts a paste (password managers).
 */
import { expect, test, answerConsent } from './fixtures.ts';
import { savedProfile } from './member-helpers.ts';

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

test('sign-up refuses one of the most common passwords in Bokmål, and takes a passphrase of any characters', async ({
  page,
}, testInfo) => {
  const email = `passord-${testInfo.project.name}-${String(Date.now())}@example.no`;
  await page.goto('/registrer');
  await page.getByLabel('Navn').fill('Ny Medlem');
  await page.getByLabel('E-postadresse').fill(email);
  const password = page.getByLabel('Passord');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  // A paste reaches the field: nothing on the page cancels it.
  expect(
    await password.evaluate((input) =>
      input.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true })),
    ),
  ).toBe(true);

  await password.fill('iloveyou');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(
    'Dette passordet er blant de mest brukte og lett å gjette. Velg et annet, gjerne flere ord.',
  );
  await expect(alert).toBeFocused();
  expect(await savedProfile(page)).toBeNull();

  // No rule on what it is made of: letters of any alphabet, spaces, no digit or capital needed.
  await password.fill('blåbær på ferja 🎬');
  await page.getByRole('button', { name: 'Opprett konto' }).click();
  await expect(page).toHaveURL(/\/mine-billetter$/);
  expect(JSON.parse((await savedProfile(page)) ?? '{}')).toMatchObject({ email });
});
