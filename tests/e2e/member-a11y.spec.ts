import type { Page } from '@playwright/test';
import { expect, test, answerConsent } from './fixtures.ts';
import { axeViolations } from './axe.ts';
import { MEMBER_PATHS } from '../../app/member/member-paths.ts';
import { SUITE_MEMBERS } from '../../local-services/partner-api/seed.ts';
import { busiestFilm } from './member-helpers.ts';

test.beforeEach(async ({ page }) => {
  await answerConsent(page);
});

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const path of Object.values(MEMBER_PATHS)) {
  test(`${path} is accessible to a visitor who is not logged in`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test(
  "the member pages and the film page's member part are accessible when logged in, and reflow to 320px",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // Three axe runs and eight page loads, logged in: past the default 30 s on the full suite's 2 busy cores.
    test.slow();
    // A member of this project's own: a login as the same member in the other project would end this session.
    const member = SUITE_MEMBERS[testInfo.project.name === 'desktop' ? 0 : 1];
    await page.goto(MEMBER_PATHS.logIn);
    await page.getByLabel('E-postadresse').fill(member?.email ?? '');
    await page.getByLabel('Passord').fill(member?.password ?? '');
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await expect(page).toHaveURL(/\/mine-billetter$/);
    await expect(page.locator('.member-ticket').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(MEMBER_PATHS.myWatchList);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/${busiestFilm?.parentSlug ?? ''}`);
    await expect(
      page.getByRole('button', { name: /Legg til i min liste|Allerede/ }).or(page.getByText('Allerede på listen din')),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The same screens on a 320px screen (WCAG 1.4.10): nothing wider than it.
    await page.setViewportSize({ width: 320, height: 640 });
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(MEMBER_PATHS.myTickets);
    await expect(page.locator('.member-ticket').first()).toBeVisible();
    expect(await width(), MEMBER_PATHS.myTickets).toBeLessThanOrEqual(320);
    await page.goto(MEMBER_PATHS.myWatchList);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await width(), MEMBER_PATHS.myWatchList).toBeLessThanOrEqual(320);
    await page.goto(`/${busiestFilm?.parentSlug ?? ''}`);
    await expect(
      page.getByRole('button', { name: /Legg til i min liste|Allerede/ }).or(page.getByText('Allerede på listen din')),
    ).toBeVisible();
    expect(await width(), 'a film page with its member part').toBeLessThanOrEqual(320);
  },
);
