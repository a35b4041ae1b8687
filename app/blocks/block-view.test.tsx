import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { BlockView } from './block-view.tsx';
import { blockComponents } from './components.ts';
import { blockKinds } from './definitions.ts';

test('every block kind has a component', () => {
  expect(Object.keys(blockComponents).sort()).toEqual(Object.keys(blockKinds).sort());
});

test('a block is rendered by the component of its kind', () => {
  const html = renderToStaticMarkup(
    <BlockView block={{ id: 'b1', component: 'title', props: { title: 'Leiepriser', meta: [], tickets: [] } }} />,
  );
  expect(html).toBe(
    '<header class="title"><div class="title-text"><h1 class="title-heading">Leiepriser</h1></div></header>',
  );
});

test('an unknown block kind is loud outside production', () => {
  const block = { id: 'b2', component: 'carousel-3d', props: {} };
  expect(() => renderToStaticMarkup(<BlockView block={block} />)).toThrow(
    'No component for block kind "carousel-3d" (block b2)',
  );
});

test('a kind named like an object property is still unknown', () => {
  const block = { id: 'b3', component: 'constructor', props: {} };
  expect(() => renderToStaticMarkup(<BlockView block={block} />)).toThrow('No component for block kind "constructor"');
});
