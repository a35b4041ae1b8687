import type { ResolvedBlock } from '../model/page-bundle.ts';
import type { Template, TemplateColumn } from '../model/page-config.ts';

/** The grid's screen sizes, smallest first (spec §9): md from 768px, lg from 1024px. */
export const BREAKPOINTS = ['xs', 'md', 'lg'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

/** The grid has 12 columns (spec §3.8, §9). */
export const GRID_COLUMNS = 12;
/** Orders `grid.css` has classes for. */
export const MAX_ORDER = 12;

/** A template column with its blocks, ready to render. */
export interface PlacedColumn {
  /** `grid-col col-xs-12 col-md-8 order-md-1 …`: see `grid.css`. */
  className: string;
  blocks: ResolvedBlock[];
}

/** A template row with its columns. */
export interface PlacedRow {
  index: number;
  /** `false`: full bleed (e.g. the slideshow). */
  container: boolean;
  columns: PlacedColumn[];
}

/**
 * Puts each block into its template row (`place.row` is the row's `index`) and column
 * (`place.column` is the column's position in the row), ordered by `place.order` within a
 * column. Rows come in `index` order; rows without any block are left out so they add no gap.
 * Throws, naming the block, when a block points at a row or column the template does not have.
 */
export function placeBlocks(template: Template, blocks: readonly ResolvedBlock[]): PlacedRow[] {
  const rows = [...template.rows].sort((a, b) => a.index - b.index);
  const rowByIndex = new Map<number, number>();
  rows.forEach((row, position) => {
    if (rowByIndex.has(row.index)) throw new Error(`The template has two rows with index ${row.index}`);
    rowByIndex.set(row.index, position);
  });

  const placed: PlacedRow[] = rows.map((row) => ({
    index: row.index,
    container: row.container,
    columns: row.columns.map((column, position) => ({
      className: columnClassName(column, `row ${row.index}, column ${position}`),
      blocks: [],
    })),
  }));

  for (const block of blocks) {
    const { row, column } = block.place;
    const rowPosition = rowByIndex.get(row);
    const target = rowPosition === undefined ? undefined : placed[rowPosition];
    if (!target) throw new Error(`Block ${block.id} (${block.component}) is placed in row ${row}, which the page template does not have`);
    const cell = target.columns[column];
    if (!cell) {
      throw new Error(`Block ${block.id} (${block.component}) is placed in column ${column} of row ${row}, which has ${target.columns.length} column(s)`);
    }
    cell.blocks.push(block);
  }

  for (const row of placed) for (const cell of row.columns) cell.blocks.sort((a, b) => a.place.order - b.place.order);
  return placed.filter((row) => row.columns.some((cell) => cell.blocks.length > 0));
}

/**
 * The classes of a template column: a span per screen size (default 12 on xs; a larger size
 * without its own value keeps the smaller one's) and an order per screen size when set.
 * `where` names the column in the error for an order `grid.css` has no class for.
 */
export function columnClassName(column: TemplateColumn, where = 'a template column'): string {
  const classes = ['grid-col'];
  for (const size of BREAKPOINTS) {
    const span = column.span[size] ?? (size === 'xs' ? GRID_COLUMNS : undefined);
    if (span !== undefined) classes.push(`col-${size}-${span}`);
  }
  for (const size of BREAKPOINTS) {
    const order = column.order[size];
    if (order === undefined || (size === 'xs' && order === 0)) continue;
    if (!Number.isInteger(order) || order < 0 || order > MAX_ORDER) {
      throw new Error(`The ${size} order ${order} of ${where} is outside 0–${MAX_ORDER}`);
    }
    classes.push(`order-${size}-${order}`);
  }
  return classes.join(' ');
}
