import { expect, test } from 'vitest';
import { workerCount } from './render-pool.ts';

test('one worker per core, at most 8 unless FOAJE_BUILD_WORKERS asks for a number', () => {
  expect(workerCount({}, 2)).toBe(2);
  expect(workerCount({}, 64)).toBe(8);
  expect(workerCount({ FOAJE_BUILD_WORKERS: '12' }, 64)).toBe(12);
  expect(workerCount({ FOAJE_BUILD_WORKERS: '1' }, 2)).toBe(1);
  expect(workerCount({ FOAJE_BUILD_WORKERS: 'alle' }, 4)).toBe(4);
  expect(workerCount({ FOAJE_BUILD_WORKERS: '0' }, 4)).toBe(4);
});
