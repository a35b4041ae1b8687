/**
 * The visitor's extras (beyond the spec): "add to calendar" files, the web app
 * manifest, share tags, and the slideshow by keyboard and under reduced motion.
 */
import type { Page } from '@playwright/test';
import { expect, test, answerConsent, hydrated } from './fixtures.ts';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { pages, productions, site } from './content.ts';

const film = productions.find((p) => p.object === 'movie' && p.objectClass === 'movie' && p.featured);
const homeSlideshow = pages.find((p) => p.path === '/')?.blocks.find((block) => block.component === 'slideshow');
const interval = Number((homeSlideshow?.data as { interval?: number } | undefined)?.interval ?? 5000);

async function answeredConsent(page: Page) {
  await answerConsent(page);
}

/** The unfolded lines of an .ics file, as a calendar app reads them. */
function icsLines(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n');
}

test('a screening’s “Legg til i kalender” downloads its .ics: Oslo time, film, hall, page and purchase link', async ({
  page,
}) => {
  await answeredConsent(page);
  await page.goto(`/${film?.parentSlug ?? ''}`);
  const line = page
    .locator('#tickets .ticket-list-event')
    .filter({ has: page.getByRole('link', { name: /^Kjøp billett/ }) })
    .first();
  const time = (await line.locator('.ticket-list-time').textContent()) ?? '';
  const hall = (await line.locator('.ticket-list-location').textContent()) ?? '';
  const purchase = (await line.getByRole('link', { name: /^Kjøp billett/ }).getAttribute('href')) ?? '';
  const eventId = await line.getByRole('link', { name: /^Kjøp billett/ }).getAttribute('data-event-id');
  const link = line.getByRole('link', { name: /^Legg til i kalender/ });
  await expect(link).toHaveAttribute('href', `/kalender/${eventId ?? ''}.ics`);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  for (const physical of text.split('\r\n')) expect(Buffer.byteLength(physical)).toBeLessThanOrEqual(75);
  const lines = icsLines(text);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  const value = (name: string) => event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? '';
  expect(lines).toContain('TZID:Europe/Oslo');
  expect(value('UID')).toBe(`UID:${eventId ?? ''}@${new URL(site.host).hostname}`);
  expect(value('DTSTART')).toMatch(new RegExp(`^DTSTART;TZID=Europe/Oslo:\\d{8}T${time.replace(':', '')}00$`));
  expect(value('DTEND')).toMatch(/^DTEND;TZID=Europe\/Oslo:\d{8}T\d{6}$/);
  expect(value('SUMMARY')).toBe(`SUMMARY:${film?.title ?? ''}`);
  expect(value('LOCATION')).toContain(`LOCATION:${hall}\\, ${site.title}`);
  expect(value('URL')).toBe(`URL:${site.host}/${film?.parentSlug ?? ''}`);
  expect(value('DESCRIPTION')).toContain(`Kjøp billett: ${purchase}`);

  const response = await page.request.get(`/kalender/${eventId ?? ''}.ics`);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
});

test('the web app manifest names the venue, uses the site’s colours and its icons exist at their sizes', async ({
  page,
}) => {
  await answeredConsent(page);
  await page.goto('/');
  const href = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  const background = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim(),
  );
  expect(manifest).toMatchObject({
    name: site.title,
    short_name: site.venue,
    start_url: '/',
    display: 'standalone',
    theme_color: background,
    background_color: background,
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
  expect((await page.request.get(apple)).status()).toBe(200);
});

test('a film page shares well: og:title, an absolute 1920x1080 og:image, the canonical og:url and a large Twitter card', async ({
  page,
}) => {
  await answeredConsent(page);
  await page.goto(`/${film?.parentSlug ?? ''}`);
  const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
  expect(await meta('property="og:title"')).toBe(await page.title());
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(`${site.host}/${film?.parentSlug ?? ''}`);
  expect(await meta('property="og:url"')).toBe(canonical);
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  const image = (await meta('property="og:image"')) ?? '';
  expect(image).toMatch(/^https?:\/\/[^/]+\/.+[?&]w=1920&h=1080&auto=compress$/);
  // With the local image service (as the suite builds), the share image is really 1920x1080.
  const imageHost = process.env['FOAJE_IMAGE_HOST'];
  if (imageHost !== undefined && imageHost !== '' && image.startsWith(imageHost)) {
    const { width, height } = await sharp(await (await page.request.get(image)).body()).metadata();
    expect([width, height]).toEqual([1920, 1080]);
  }
});

test.describe('the slideshow', () => {
  const visibleTitle = (page: Page) =>
    page.locator('[data-block="slideshow"] [aria-roledescription="slide"]:visible h2').textContent();

  test('arrow keys, Home and End change the slide when focus is in it; focus follows', async ({ page }) => {
    await answeredConsent(page);
    await page.goto('/');
    // The keys are the slideshow's script: it runs once the page has loaded (decision 116).
    await hydrated(page);
    const slideshow = page.locator('[data-block="slideshow"]');
    const dots = slideshow.locator('.slideshow-dot');
    const count = await dots.count();
    expect(count).toBeGreaterThan(2);
    const titles = await slideshow.locator('[aria-roledescription="slide"] h2').allTextContents();

    await dots.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await visibleTitle(page)).toBe(titles[1]);
    await expect(dots.nth(1)).toBeFocused();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await visibleTitle(page)).toBe(titles[count - 1]);
    await page.keyboard.press('Home');
    expect(await visibleTitle(page)).toBe(titles[0]);

    // From a link of the slide: the next slide shows and takes the focus (the link is hidden now).
    await slideshow
      .locator('[aria-roledescription="slide"]:visible')
      .getByRole('link', { name: /^Les mer/ })
      .focus();
    await page.keyboard.press('ArrowRight');
    const current = slideshow.locator('[aria-roledescription="slide"]:visible');
    expect(await visibleTitle(page)).toBe(titles[1]);
    await expect(current).toBeFocused();
    await page.keyboard.press('End');
    expect(await visibleTitle(page)).toBe(titles[count - 1]);
  });

  test('the pause control is the next stop after the slide’s links, labelled, and works from the keyboard', async ({
    page,
  }) => {
    await answeredConsent(page);
    await page.goto('/');
    await hydrated(page);
    const slideshow = page.locator('[data-block="slideshow"]');
    await slideshow.locator('[aria-roledescription="slide"]:visible').getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    const pause = slideshow.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slideshow.getByRole('button', { name: 'Spill av' })).toBeFocused();
  });

  test(
    'a change of slide never moves what is below the slideshow, and loads no other slide’s picture first',
    { tag: '@phone' },
    async ({ page }) => {
      await answeredConsent(page);
      await page.goto('/');
      await hydrated(page);
      const slideshow = page.locator('[data-block="slideshow"]');
      await expect(slideshow.locator('img')).toHaveCount(
        await slideshow.locator('[aria-roledescription="slide"]').count(),
      );
      // Only the shown slide's picture is fetched: the others wait until they are shown.
      const fetched = await slideshow
        .locator('img')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc !== ''));
      expect(fetched.filter(Boolean)).toHaveLength(1);
      const below = () =>
        page
          .locator('.grid-row:has([data-block="slideshow"]) + .grid-row')
          .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const before = await below();
      const dots = slideshow.locator('.slideshow-dot');
      for (let index = 1; index < (await dots.count()); index++) {
        await dots.nth(index).click();
        await expect(dots.nth(index)).toHaveAttribute('aria-current', 'true');
        expect(await below()).toBe(before);
      }
    },
  );

  test('it rotates on its own every interval', async ({ page }) => {
    await page.clock.install();
    await answeredConsent(page);
    await page.goto('/');
    const slideshow = page.locator('[data-block="slideshow"]');
    await expect(slideshow.getByRole('button', { name: 'Pause' })).toBeVisible();
    const titles = await slideshow.locator('[aria-roledescription="slide"] h2').allTextContents();
    // The prerendered Pause button shows before hydration starts the timer: move the clock one
    // interval at a time until it has (each step is one interval, so no slide is skipped).
    await expect
      .poll(async () => {
        await page.clock.fastForward(interval);
        return visibleTitle(page);
      })
      .toBe(titles[1]);
  });

  test('under prefers-reduced-motion it stays still and offers play, which starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await answeredConsent(page);
    await page.goto('/');
    const slideshow = page.locator('[data-block="slideshow"]');
    const play = slideshow.getByRole('button', { name: 'Spill av' });
    await expect(play).toBeVisible();
    const titles = await slideshow.locator('[aria-roledescription="slide"] h2').allTextContents();
    await page.clock.fastForward(interval * 3);
    expect(await visibleTitle(page)).toBe(titles[0]);

    // The visitor's choice wins: play, then leave the slideshow (hover and focus hold it still).
    await play.click();
    await expect(slideshow.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(interval);
    await expect.poll(() => visibleTitle(page)).toBe(titles[1]);
  });
});
