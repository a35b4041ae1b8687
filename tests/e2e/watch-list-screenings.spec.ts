import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { productions, site } from './content.ts';

/**
 * "Min liste" (decision 205): each film links to its next screening on sale, or says there is
 * none now, from the build's `/visninger/neste.json` on the visitor's clock.
 */

const root = process.env['FOAJE_CONTENT_DIR'] ?? 'content';
const events = JSON.parse(readFileSync(join(root, 'events.json'), 'utf8')) as Array<{
  eventNumber: number;
  production: string;
  day: number;
  time: string;
  ticketCount: number;
}>;

const showing = productions.find((production) => production.id === 'havets-hjerte');
const coming = productions.find(
  (production) => production.object === 'movie' && !events.some((event) => event.production === production.id),
);

test(
  'each film on the watch list links to its next screening on sale, or says there is none now',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // A member of their own (decision 145).
    const email = `liste-${testInfo.project.name}-${String(Date.now())}@example.no`;
    await page.goto('/registrer');
    await page.getByLabel('Navn').fill('Liste Medlem');
    await page.getByLabel('E-postadresse').fill(email);
    await page.getByLabel('Passord').fill('et-langt-passord-til-lista');
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    await expect(page).toHaveURL(/\/mine-billetter$/);

    for (const film of [showing, coming]) {
      await page.goto(`/${film?.parentSlug ?? ''}`);
      await page.getByRole('button', { name: 'Legg til i min liste' }).click();
      await expect(page.getByText('Allerede på listen din')).toBeVisible();
    }
    await page.goto('/min-liste');

    // The visitor's clock is 10:00 on the build day: the first screening after it with seats left.
    const next = events
      .filter((event) => event.production === showing?.id && event.ticketCount > 0)
      .filter((event) => event.day > 0 || event.time > '10:00')
      .sort((a, b) => a.day - b.day || a.time.localeCompare(b.time))[0];
    const showingItem = page.locator('.member-watch-list > li', { hasText: showing?.title ?? '-' });
    const link = showingItem.getByRole('link', { name: /kjøp billett$/ });
    await expect(showingItem).toContainText(/Neste visning: (I dag|I morgen|\w+\. \d+\. \w+\.) \d\d:\d\d/);
    await expect(link).toHaveAttribute(
      'href',
      `${site.ticketing.host}/${String(site.partners[0])}/events/${String(next?.eventNumber)}/purchase?kanal=${site.ticketing.channel}`,
    );
    await expect(link).toHaveAccessibleName(new RegExp(`, ${showing?.title ?? '-'}: kjøp billett$`));
    await expect(page.locator('.member-watch-list > li', { hasText: coming?.title ?? '-' })).toContainText(
      'Ingen visninger nå',
    );
  },
);
