import { expect, test } from 'vitest';
import { failureOf, medianOf } from './build-throughput.ts';

test('the median build is the middle one by wall time, whatever order they ran in', () => {
  const runs = [{ wallSeconds: 31, peakRssMiB: 900 }, { wallSeconds: 18, peakRssMiB: 700 }, { wallSeconds: 20, peakRssMiB: 800 }];
  expect(medianOf(runs)).toEqual({ wallSeconds: 20, peakRssMiB: 800 });
  expect(medianOf([{ wallSeconds: 4 }, { wallSeconds: 2 }])).toEqual({ wallSeconds: 2 });
  expect(() => medianOf([])).toThrow(/at least one/);
});

test('a failed build is named by its first error line', () => {
  expect(failureOf('Loading content\n✗ Error: EMFILE: too many open files\n  Nothing was changed')).toBe('✗ Error: EMFILE: too many open files');
});
