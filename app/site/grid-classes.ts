import type { TemplateColumn } from '../model/page-config.ts';

/** The grid's screen sizes, smallest first (spec §9): md from 768px, lg from 1024px. */
export const BREAKPOINTS = ['xs', 'md', 'lg'] as const;

/** The grid has 12 columns (spec §3.8, §9). */
const GRID_COLUMNS = 12;
/** Orders `grid.css` has classes for. */
export const MAX_ORDER = 12;

/**
 * The classes of a template column: a span per screen size (default 12 on xs; a larger size
 * without its own value keeps the smaller one's) and an order per screen size when set.
 * `where` names the column in the error for an order `grid.css` has no class for.
 */
export function columnClassName(column: Pick<TemplateColumn, 'span' | 'order'>, where = 'a template column'): string {
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
