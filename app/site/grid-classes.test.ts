import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { TemplateColumn } from '../model/page-config.ts';
import { BREAKPOINTS, MAX_ORDER, columnClassName } from './grid-classes.ts';

test('the two-column staff layout of spec §2.2 gets its md 8/4 and lg 9/3 spans', () => {
  const columns = [
    TemplateColumn.parse({ span: { xs: 12, md: 8, lg: 9 } }),
    TemplateColumn.parse({ span: { xs: 12, md: 4, lg: 3 } }),
  ];

  expect(columns.map((column) => columnClassName(column))).toEqual([
    'grid-col col-xs-12 col-md-8 col-lg-9',
    'grid-col col-xs-12 col-md-4 col-lg-3',
  ]);
});

test('a column without spans is 12 wide', () => {
  expect(columnClassName(TemplateColumn.parse({}))).toBe('grid-col col-xs-12');
});

test('orders per screen size become classes', () => {
  expect(columnClassName({ span: { xs: 6 }, order: { xs: 2, md: 0, lg: 1 } })).toBe(
    'grid-col col-xs-6 order-xs-2 order-md-0 order-lg-1',
  );
});

test('an order the grid has no class for is an error naming the column', () => {
  expect(() => columnClassName({ span: { xs: 12 }, order: { xs: 0, lg: 40 } }, 'row 2, column 1')).toThrow(
    /lg order 40 of row 2, column 1/,
  );
});

test('grid.css has a rule for every span and order class a template can produce', () => {
  const css = readFileSync(new URL('./grid.css', import.meta.url), 'utf8');
  const missing: string[] = [];
  for (const size of BREAKPOINTS) {
    for (let span = 1; span <= 12; span++)
      if (!css.includes(`.col-${size}-${span} {`)) missing.push(`col-${size}-${span}`);
    for (let order = 0; order <= MAX_ORDER; order++)
      if (!css.includes(`.order-${size}-${order} {`)) missing.push(`order-${size}-${order}`);
  }

  expect(missing).toEqual([]);
});
