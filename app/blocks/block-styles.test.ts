import { expect, test } from 'vitest';
import type { PlacedRow } from '../model/page-bundle.ts';
import { type BlockStyleSheets, pageStylesOf } from './block-styles.ts';

const sheets: BlockStyleSheets = {
  common: '.block-image{display:block}',
  kinds: [
    ['cover', '.cover{margin:0}'],
    ['program', '.program{gap:1rem}'],
    ['title', '.title{font-weight:700}'],
  ],
};

function row(index: number, ...kinds: string[]): PlacedRow {
  const blocks = kinds.map((component, at) => ({ id: `${index}-${at}`, component, props: {} }));
  return { index, container: true, columns: [{ span: { xs: 12 }, order: { xs: 0 }, blocks }] };
}

test('a page gets the shared block CSS and the CSS of each kind it has, once, in the fixed cascade order', () => {
  const styles = pageStylesOf({ rows: [row(0, 'title', 'cover'), row(1, 'title')] }, sheets);
  expect(styles.kinds).toEqual(['cover', 'title']);
  expect(styles.css).toBe('.block-image{display:block}\n.cover{margin:0}\n.title{font-weight:700}');
});

test('a page never gets the CSS of a kind it does not have', () => {
  expect(pageStylesOf({ rows: [row(0, 'program')] }, sheets).css).not.toContain('.cover');
});

test('a page without blocks needs no block CSS', () => {
  expect(pageStylesOf({ rows: [] }, sheets)).toEqual({ kinds: [], css: '' });
});

test('a kind without CSS is a build error naming it', () => {
  expect(() => pageStylesOf({ rows: [row(0, 'cover', 'slideshow')] }, sheets)).toThrow(/slideshow/);
});
