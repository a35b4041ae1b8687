import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_OPTIONS } from '../../scripts/quality/axe-options.ts';

/** The page's accessibility violations, one line each (rule, help, the elements), as `npm run check:site` runs axe. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
