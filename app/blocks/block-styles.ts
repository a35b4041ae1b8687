/**
 * Which CSS a page needs for its blocks (decision 100): the shared block pieces and the CSS
 * of each kind the page has, never a kind it lacks. Pure: the CSS text comes in as a table
 * (app/blocks/block-styles.server.ts reads it at build time).
 */
import { blocksOf, type PageBundle } from '../model/page-bundle.ts';

/** The CSS of the pieces every block kind shares (`block-common.css`), then of each kind. */
export interface BlockStyleSheets {
  common: string;
  /** Kind → its CSS; the table's order is the cascade order. */
  kinds: ReadonlyArray<readonly [kind: string, css: string]>;
}

/** The CSS a page's blocks need, in the page's `<head>` (app/site/page-styles.tsx). */
export interface PageStyles {
  /** The kinds whose CSS is in `css`, in cascade order (for tools and tests). */
  kinds: string[];
  css: string;
}

/**
 * The CSS of a page's blocks: the shared pieces, then each kind the page has in the table's
 * order (a fixed cascade, whatever order the blocks are placed in). A page without blocks
 * needs none. A kind without CSS in the table is a build error: its blocks would be unstyled.
 */
export function pageStylesOf(bundle: Pick<PageBundle, 'rows'>, sheets: BlockStyleSheets): PageStyles {
  const placed = new Set(blocksOf(bundle).map((block) => block.component));
  if (placed.size === 0) return { kinds: [], css: '' };
  const known = new Set(sheets.kinds.map(([kind]) => kind));
  const missing = [...placed].filter((kind) => !known.has(kind));
  if (missing.length > 0)
    throw new Error(`No CSS for the block kind ${missing.join(', ')} (app/blocks/block-styles.server.ts)`);
  const used = sheets.kinds.filter(([kind]) => placed.has(kind));
  return { kinds: used.map(([kind]) => kind), css: [sheets.common, ...used.map(([, css]) => css)].join('\n') };
}
