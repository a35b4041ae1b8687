/**
 * A word too long for its line breaks with a hyphen, at a syllable, never mid-syllable without
 * one (the accessibility statement's heading on a phone was "Tilgjengelighetserklærin" over "g").
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every word of the page's visible text that the browser split over lines without a hyphen. */
function wordsBrokenWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      if (text.parentElement?.checkVisibility() !== true) continue;
      for (const match of text.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        let lineTop: number | null = null;
        for (let offset = match.index; offset < match.index + match[0].length; offset += 1) {
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          // A character after a break also reports a box at the end of the line before: the last is its own.
          const top = [...range.getClientRects()].at(-1)?.top;
          if (top === undefined) continue;
          // A new line inside the word: the character before it must be a (soft) hyphen.
          if (lineTop !== null && Math.abs(top - lineTop) > 2 && text.data[offset - 1] !== '\u00AD')
            broken.push(`${match[0].replaceAll('\u00AD', '')} (${text.parentElement.tagName.toLowerCase()})`);
          lineTop = top;
        }
      }
    }
    return broken;
  });
}

for (const path of ['/tilgjengelighetserklaering', '/personvern', '/']) {
  test(`on ${path} no word is broken over two lines without a hyphen @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await wordsBrokenWithoutHyphen(page)).toEqual([]);
  });
}
