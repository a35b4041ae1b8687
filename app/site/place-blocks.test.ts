import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { ResolvedBlock } from '../model/page-bundle.ts';
import { Template, TemplateColumn } from '../model/page-config.ts';
import { BREAKPOINTS, MAX_ORDER, columnClassName, placeBlocks } from './place-blocks.ts';

function block(id: string, row: number, column: number, order = 0): ResolvedBlock {
  return { id, component: 'text', place: { row, column, order }, props: {} };
}

// The staff page of spec §2.2: md 8/4, lg 9/3, under a full-bleed cover row.
const staffTemplate = Template.parse({
  rows: [
    {
      index: 1,
      columns: [{ span: { xs: 12, md: 8, lg: 9 } }, { span: { xs: 12, md: 4, lg: 3 } }],
    },
    { index: 0, container: false, columns: [{}] },
  ],
});

test('blocks land in their row and column, rows in index order', () => {
  const rows = placeBlocks(staffTemplate, [block('side', 1, 1), block('main', 1, 0), block('cover', 0, 0)]);

  expect(rows.map((row) => row.index)).toEqual([0, 1]);
  expect(rows[0]?.columns[0]?.blocks.map((b) => b.id)).toEqual(['cover']);
  expect(rows[1]?.columns.map((column) => column.blocks.map((b) => b.id))).toEqual([['main'], ['side']]);
});

test('blocks in one column follow their order', () => {
  const rows = placeBlocks(staffTemplate, [block('third', 1, 0, 3), block('first', 1, 0, 1), block('second', 1, 0, 2)]);

  expect(rows[0]?.columns[0]?.blocks.map((b) => b.id)).toEqual(['first', 'second', 'third']);
});

test('a full-bleed row is marked so, a container row is not', () => {
  const rows = placeBlocks(staffTemplate, [block('cover', 0, 0), block('main', 1, 0)]);

  expect(rows.map((row) => row.container)).toEqual([false, true]);
});

test('a row without blocks is left out', () => {
  const rows = placeBlocks(staffTemplate, [block('main', 1, 0)]);

  expect(rows.map((row) => row.index)).toEqual([1]);
});

test('the two-column staff layout gets its md 8/4 and lg 9/3 spans', () => {
  const rows = placeBlocks(staffTemplate, [block('main', 1, 0), block('side', 1, 1)]);

  expect(rows[0]?.columns.map((column) => column.className)).toEqual([
    'grid-col col-xs-12 col-md-8 col-lg-9',
    'grid-col col-xs-12 col-md-4 col-lg-3',
  ]);
});

test('a column without spans is 12 wide', () => {
  expect(columnClassName(TemplateColumn.parse({}))).toBe('grid-col col-xs-12');
});

test('orders per screen size become classes', () => {
  expect(columnClassName({ span: { xs: 6 }, order: { xs: 2, md: 0, lg: 1 } })).toBe('grid-col col-xs-6 order-xs-2 order-md-0 order-lg-1');
});

test('an order the grid has no class for is an error naming the column', () => {
  expect(() => columnClassName({ span: { xs: 12 }, order: { xs: 0, lg: 40 } }, 'row 2, column 1')).toThrow(/lg order 40 of row 2, column 1/);
});

test('a block in a row the template does not have is an error naming the block', () => {
  expect(() => placeBlocks(staffTemplate, [block('b7c1e2d4-lost', 5, 0)])).toThrow(/b7c1e2d4-lost.*row 5/);
});

test('a block in a column the row does not have is an error naming the block', () => {
  expect(() => placeBlocks(staffTemplate, [block('b7c1e2d4-wide', 1, 2)])).toThrow(/b7c1e2d4-wide.*column 2 of row 1/);
});

test('a template with two rows of the same index is an error', () => {
  const template = Template.parse({ rows: [{ index: 0, columns: [{}] }, { index: 0, columns: [{}] }] });

  expect(() => placeBlocks(template, [])).toThrow(/two rows with index 0/);
});

test('grid.css has a rule for every span and order class a template can produce', () => {
  const css = readFileSync(new URL('./grid.css', import.meta.url), 'utf8');
  const missing: string[] = [];
  for (const size of BREAKPOINTS) {
    for (let span = 1; span <= 12; span++) if (!css.includes(`.col-${size}-${span} {`)) missing.push(`col-${size}-${span}`);
    for (let order = 0; order <= MAX_ORDER; order++) if (!css.includes(`.order-${size}-${order} {`)) missing.push(`order-${size}-${order}`);
  }

  expect(missing).toEqual([]);
});
