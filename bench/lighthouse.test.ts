import { expect, test } from 'vitest';
import { medianFigures, runOrder } from './lighthouse.ts';

test('against a control, each site goes first in half of an even number of runs and both run every time', () => {
  const orders = Array.from({ length: 6 }, (_, run) => runOrder(run));
  expect(orders.filter(([first]) => first === 'this')).toHaveLength(3);
  expect(orders.filter(([first]) => first === 'control')).toHaveLength(3);
  for (const order of orders) expect([...order].sort()).toEqual(['control', 'this']);
});

test('a page’s figures are each the median of its runs, figure by figure', () => {
  const run = (performance: number, tbtMs: number) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1000,
    tbtMs,
    cls: 0,
    fcpMs: 800,
    longestTaskMs: 120,
  });
  // The best score and the lowest TBT come from different runs: the median is taken per figure.
  expect(medianFigures([run(90, 300), run(80, 100), run(95, 500)])).toMatchObject({ performance: 90, tbtMs: 300 });
});
