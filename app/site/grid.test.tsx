import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { type BlockToPlace, placeBlocks } from '../engine/place-blocks.ts';
import type { ResolvedBlock } from '../model/page-bundle.ts';
import { Template } from '../model/page-config.ts';
import { Grid } from './grid.tsx';

// The grid's job is placement; each block stands in as a marker carrying its id.
vi.mock('../blocks/block-view.tsx', () => ({
  BlockView: ({ block }: { block: ResolvedBlock }) => <section data-block-id={block.id} />,
}));

function block(id: string, row: number, column: number, order = 0): BlockToPlace {
  const resolved: ResolvedBlock = { id, component: 'text', props: {} };
  return { block: resolved, place: { row, column, order } };
}

const template = Template.parse({
  rows: [
    { index: 0, container: false, columns: [{}] },
    { index: 1, columns: [{ span: { xs: 12, md: 8, lg: 9 } }, { span: { xs: 12, md: 4, lg: 3 } }] },
  ],
});

test('a full-bleed row spans the page and a container row is held to the content width', () => {
  const html = renderToString(
    <Grid bundle={{ rows: placeBlocks(template, [block('slides', 0, 0), block('main', 1, 0)]) }} />,
  );

  expect(html).toContain(
    '<div class="grid-row grid-row-bleed"><div class="grid-col col-xs-12"><div class="grid-block" data-block="text"><section data-block-id="slides">',
  );
  expect(html).toContain(
    '<div class="grid-row container"><div class="grid-col col-xs-12 col-md-8 col-lg-9"><div class="grid-block" data-block="text"><section data-block-id="main">',
  );
});

test('blocks render in row, column and order sequence', () => {
  const blocks = [block('side', 1, 1), block('second', 1, 0, 2), block('first', 1, 0, 1), block('slides', 0, 0)];

  const ids = [
    ...renderToString(<Grid bundle={{ rows: placeBlocks(template, blocks) }} />).matchAll(/data-block-id="([^"]+)"/g),
  ].map((m) => m[1]);

  expect(ids).toEqual(['slides', 'first', 'second', 'side']);
});
