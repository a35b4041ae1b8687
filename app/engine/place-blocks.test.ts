import { expect, test } from 'vitest';
import type { ResolvedBlock } from '../model/page-bundle.ts';
import { Template } from '../model/page-config.ts';
import { type BlockToPlace, placeBlocks } from './place-blocks.ts';

function block(id: string, row: number, column: number, order = 0): BlockToPlace {
  const resolved: ResolvedBlock = { id, component: 'text', props: {} };
  return { block: resolved, place: { row, column, order } };
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

test('a block in a row the template does not have is an error naming the block', () => {
  expect(() => placeBlocks(staffTemplate, [block('b7c1e2d4-lost', 5, 0)])).toThrow(/b7c1e2d4-lost.*row 5/);
});

test('a block in a column the row does not have is an error naming the block', () => {
  expect(() => placeBlocks(staffTemplate, [block('b7c1e2d4-wide', 1, 2)])).toThrow(/b7c1e2d4-wide.*column 2 of row 1/);
});

test('a template with two rows of the same index is an error', () => {
  // Built by hand: the content check (Template.parse) already rejects it.
  const template: Template = {
    rows: [
      { index: 0, container: true, columns: [{ span: { xs: 12 }, order: { xs: 0 } }] },
      { index: 0, container: true, columns: [{ span: { xs: 12 }, order: { xs: 0 } }] },
    ],
  };

  expect(() => placeBlocks(template, [])).toThrow(/two rows with index 0/);
});
