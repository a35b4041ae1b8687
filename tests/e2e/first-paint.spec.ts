/**
 * What a phone's first paint needs (decisions 100–102): one stylesheet and
 * the page's own block CSS inline, the largest image fetched at once at the size it is shown,
 * and nothing moving once the scripts have run. At both projects (390 and 1280 px).
 */
import type { Page } from '@playwright/test';
import { expect, test, answerConsent } from './fixtures.ts';
import { productions } from './content.ts';

const film = productions.find((p) => p.object === 'movie' && p.objectClass === 'movie' && p.featured);
const cultureItem = productions.find((p) => p.object === 'culture');
const PAGES = ['/', '/kinoprogram', `/${film?.parentSlug ?? ''}`, `/${cultureItem?.pageReference ?? ''}`];
/** The image a visitor sees first on each of them: the first slide, the programme's first poster, the cover. */
const FIRST_IMAGE = '.slideshow-image, .program-image, .cover-image';

/** The page has hydrated: the consent banner's buttons take clicks only then. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: 'Nei takk' })).toBeEnabled();
}

/** Keeps every layout shift of the page's life, with the class names of what moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; moved: string }> = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }
      >) {
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.className : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, moved: moved.join(', ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far: their sum, and each as JSON for the failure message. */
async function layoutShifts(page: Page): Promise<{ total: number; shifts: string }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: Array<{ value: number; moved: string }> }).layoutShifts,
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts: JSON.stringify(shifts) };
}

for (const path of PAGES) {
  test(`${path}: one stylesheet, and inline the CSS of exactly the block kinds it has`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    const placed = await page
      .locator('main [data-block]')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block') ?? ''));
    const inline = (await page.locator('head style[data-block-kinds]').getAttribute('data-block-kinds')) ?? '';
    expect(inline.split(' ').sort()).toEqual([...new Set(placed)].sort());
  });

  test(`${path}: the first image is fetched at once, at the size it is shown`, { tag: '@phone' }, async ({ page }) => {
    await answerConsent(page);
    await page.goto(path);
    const image = page.locator(FIRST_IMAGE).first();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { shown, chosen, offered } = await image.evaluate((img: HTMLImageElement) => ({
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
      chosen: Number(new URL(img.currentSrc).searchParams.get('w')),
      offered: img.srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]?.replace('w', ''))),
    }));
    // The smallest variant that is sharp on this screen: `sizes` says how wide the CSS shows it.
    const sharpEnough = offered.filter((width) => width >= shown);
    expect(chosen).toBe(sharpEnough.length > 0 ? Math.min(...sharpEnough) : Math.max(...offered));
  });

  test(
    `${path}: nothing moves once the scripts, the live counts and the member entry have run`,
    { tag: '@phone' },
    async ({ page }) => {
      await recordLayoutShifts(page);
      const counts = page.waitForResponse(/basic_events/);
      await page.goto(path);
      await hydrated(page);
      await counts;
      await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
      // Let the counts render and the fonts and images settle before reading.
      await page.waitForLoadState('networkidle');
      // Below what Lighthouse shows (CLS to three decimals): a live count that is wider than the
      // built one ('55 billetter igjen') may nudge its ticket line's button by a few pixels.
      const { total, shifts } = await layoutShifts(page);
      expect(total, shifts).toBeLessThan(0.0005);
    },
  );
}

test('a header or consent banner not yet parsed whole is not shown, so it cannot move when the rest comes', async ({
  page,
}) => {
  // Chromium paints a page while parsing it (decision 125). Here the parts that come later are
  // taken out again, as if not parsed yet: the header's <main> after it, the banner's last button.
  await page.goto('/kinoprogram');
  const header = page.locator('.site-header-inner');
  const banner = page.locator('.consent-banner');
  await expect(header).toBeVisible();
  await expect(banner).toBeVisible();
  // After hydration: taken out before it, the parts would be rendered again by React.
  await hydrated(page);
  await page.evaluate(() => {
    document.querySelector('main')?.remove();
    document.querySelector('.consent-actions > :last-child')?.remove();
  });
  await expect(header).toBeHidden();
  await expect(banner).toBeHidden();
});

test.describe('a long page painted while it is parsed', () => {
  // The page as parsed: no script may add to it or render it again while parts are taken out.
  test.use({ javaScriptEnabled: false });

  test('a programme line’s parts stand where they will stand before the parts after them arrive @phone', async ({
    page,
  }) => {
    await page.goto('/kinoprogram');
    const moved = await page.locator('.program-screening').evaluateAll((lines) => {
      // Where a part starts: what a layout shift is (a box that only grows moves nothing).
      const box = (part: Element) => {
        const { x, y } = part.getBoundingClientRect();
        return [x, y].map(Math.round).join(',');
      };
      const found: string[] = [];
      for (const line of lines.slice(0, 8)) {
        // In the order the browser parses them: time, hall, start, facts, count, button.
        const parts = [...line.querySelectorAll(':scope > :not(.program-action), :scope > .program-action > *')];
        const whole = parts.map(box);
        // The line as painted before its last part, and before the one before that, and so on.
        for (let arrived = parts.length - 1; arrived > 0; arrived -= 1) {
          parts[arrived]?.remove();
          parts.slice(0, arrived).forEach((part, index) => {
            const at = box(part);
            const time = line.querySelector('.program-time')?.textContent;
            if (at !== whole[index])
              found.push(`${part.className} at ${time}, its first ${arrived} parts: ${whole[index]} → ${at}`);
          });
        }
      }
      return found;
    });
    expect(moved).toEqual([]);
  });

  test('a film page’s screening is shown only once parsed whole', async ({ page }) => {
    await page.goto(`/${film?.parentSlug ?? ''}`);
    const line = page.locator('.ticket-list-event').first();
    await expect(line).toBeVisible();
    // Its calendar link's hidden words are the last of it the browser parses.
    await line.locator('.ticket-list-calendar > .visually-hidden').evaluate((words) => words.remove());
    await expect(line).toBeHidden();
  });
});

test('the consent banner is in the first paint for a visitor who has not answered, and never for one who has', async ({
  page,
}) => {
  // Before any module has run (the scripts held back), only the head script has decided.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/kinoprogram');
  const banner = page.getByRole('region', { name: 'Statistikk' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Nei takk' })).toBeDisabled();

  await page.evaluate(() => window.localStorage.setItem('foaje-analytics-consent', 'denied'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test("the consent banner's two answers are alike: the same width, each on one line @phone", async ({ page }) => {
  await page.goto('/');
  const buttons = page.getByRole('region', { name: 'Statistikk' }).getByRole('button');
  await expect(buttons).toHaveCount(2);
  const boxes = await buttons.evaluateAll((elements) =>
    elements.map((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      const text = document.createRange();
      text.selectNodeContents(element);
      return {
        label: element.textContent,
        width: Math.round(element.getBoundingClientRect().width),
        lines: Math.round(text.getBoundingClientRect().height / lineHeight),
      };
    }),
  );
  // Refusing is as easy as accepting: neither answer is the smaller or the harder to read.
  expect(boxes[0]?.width, JSON.stringify(boxes)).toBe(boxes[1]?.width);
  for (const box of boxes) expect(box.lines, JSON.stringify(box)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the consent banner stays hidden: nothing is counted without scripts', async ({ page }) => {
    await page.goto('/kinoprogram');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Statistikk' })).toBeHidden();
  });
});

test('a client navigation to a page with other block kinds brings their CSS with it', async ({ page }) => {
  await answerConsent(page);
  await page.goto('/kinoprogram');
  await expect(page.locator('head style[data-block-kinds]')).toHaveAttribute('data-block-kinds', 'program');
  // Hydrated: 'Vis' closes the filters (a plain button) instead of sending them (in the folded filters).
  await expect(page.locator('.program-filters button[type="button"]', { hasText: 'Vis' })).toBeAttached();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Fjordheim/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  // Same document (a client navigation), now with the home page's kinds, and the slideshow laid out by them.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('head style[data-block-kinds]')).toHaveAttribute('data-block-kinds', /slideshow/);
  await expect(page.locator('.slideshow-image').first()).toHaveCSS('object-fit', 'cover');
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
});

test('/logg-inn: the login form takes the place of the prerendered shell without moving anything', async ({ page }) => {
  await recordLayoutShifts(page);
  await answerConsent(page, 'denied');
  await page.goto('/logg-inn');
  await expect(page.getByRole('main').getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { total, shifts } = await layoutShifts(page);
  expect(total, shifts).toBeLessThan(0.0005);
});
