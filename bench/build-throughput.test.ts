import { expect, test } from 'vitest';
import { interleaved, medianCpu, medianOf } from './build-throughput.ts';

test('the median build is the middle one by wall time, whatever order they ran in', () => {
  const runs = [
    { wallSeconds: 31, peakRssMiB: 900 },
    { wallSeconds: 18, peakRssMiB: 700 },
    { wallSeconds: 20, peakRssMiB: 800 },
  ];
  expect(medianOf(runs)).toEqual({ wallSeconds: 20, peakRssMiB: 800 });
  expect(medianOf([{ wallSeconds: 4 }, { wallSeconds: 2 }])).toEqual({ wallSeconds: 2 });
  expect(() => medianOf([])).toThrow(/at least one/);
});

test('with a control, the two trees take turns going first; without, only this tree builds', () => {
  expect([0, 1, 2].map((run) => interleaved(run, true))).toEqual([
    ['own', 'control'],
    ['control', 'own'],
    ['own', 'control'],
  ]);
  expect(interleaved(1, false)).toEqual(['own']);
});

test('the median CPU time is of the CPU figures themselves, and unknown when one is', () => {
  expect(medianCpu([{ cpuSeconds: 90 }, { cpuSeconds: 70 }, { cpuSeconds: 80 }])).toBe(80);
  expect(medianCpu([{ cpuSeconds: 90 }, { cpuSeconds: null }])).toBeNull();
});
