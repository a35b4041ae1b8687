import type { PlacedRow, ResolvedBlock } from '../model/page-bundle.ts';
import type { Template } from '../model/page-config.ts';

/** A resolved block with where the page config puts it (spec §3.8). */
export interface BlockToPlace {
  block: ResolvedBlock;
  place: { row: number; column: number; order: number };
}

/**
 * Puts each block into its template row (`place.row` is the row's `index`) and column
 * (`place.column` is the column's position in the row), ordered by `place.order` within a
 * column (ties keep the page config's order). Rows come in `index` order; rows without any
 * block are left out so they add no gap. The content check already rejects a block outside
 * the template (app/model/page-config.ts); this throws, naming the block, for a caller that
 * skipped it.
 */
export function placeBlocks(template: Template, blocks: readonly BlockToPlace[]): PlacedRow[] {
  const rows = [...template.rows].sort((a, b) => a.index - b.index);
  const rowByIndex = new Map<number, number>();
  rows.forEach((row, position) => {
    if (rowByIndex.has(row.index)) throw new Error(`The template has two rows with index ${row.index}`);
    rowByIndex.set(row.index, position);
  });

  const cells = rows.map((row) => row.columns.map(() => [] as BlockToPlace[]));
  for (const entry of blocks) {
    const { block, place } = entry;
    const rowPosition = rowByIndex.get(place.row);
    const row = rowPosition === undefined ? undefined : cells[rowPosition];
    if (!row)
      throw new Error(
        `Block ${block.id} (${block.component}) is placed in row ${place.row}, which the page template does not have`,
      );
    const cell = row[place.column];
    if (!cell) {
      throw new Error(
        `Block ${block.id} (${block.component}) is placed in column ${place.column} of row ${place.row}, which has ${row.length} column(s)`,
      );
    }
    cell.push(entry);
  }

  const placed = rows.map((row, rowPosition): PlacedRow => ({
    index: row.index,
    container: row.container,
    columns: row.columns.map((column, position) => ({
      span: column.span,
      order: column.order,
      blocks: (cells[rowPosition]?.[position] ?? [])
        .sort((a, b) => a.place.order - b.place.order)
        .map((entry) => entry.block),
    })),
  }));
  return placed.filter((row) => row.columns.some((column) => column.blocks.length > 0));
}
