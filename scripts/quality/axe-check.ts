/**
 * axe over built pages in Debian's Chromium (the same browser and flags as the browser suite,
 * playwright.config.ts), at the phone width.
 */
import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from '../chromium.ts';
import { AXE_OPTIONS } from './axe-options.ts';

// One width keeps `npm test` within its time: axe takes up to 7 s on a long programme page on
// two cores. The phone width is the one Lighthouse judges; the browser suite runs axe at both
// widths on the pages of each template.
const VIEWPORTS = [{ name: '390 px', width: 390, height: 844 }];

/**
 * The axe violations of each page (`/path at 390 px: rule (impact): help, n elements`), pages
 * loaded from `baseUrl` two at a time.
 */
export async function axeViolations(baseUrl: string, paths: readonly string[]): Promise<string[]> {
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      const queue = [...paths];
      const worker = async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
          const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
          for (const violation of results.violations) {
            problems.push(
              `${path} at ${viewport.name}: ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}, ${violation.nodes.length} element(s): ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join('; ')}`,
            );
          }
        }
        await page.close();
      };
      await Promise.all([worker(), worker()]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}
