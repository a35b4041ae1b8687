import { expect, test } from 'vitest';
import { sizeOrder } from './programme-scale.ts';

test('Lighthouse visits every size in each run, and each size goes first in turn', () => {
  const orders = Array.from({ length: 6 }, (_, run) => sizeOrder(run, [6, 20, 40]));
  for (const order of orders) expect([...order].sort((a, b) => a - b)).toEqual([6, 20, 40]);
  expect(orders.map((order) => order[0])).toEqual([6, 20, 40, 6, 20, 40]);
  expect(sizeOrder(3, [])).toEqual([]);
});
