import { expect, test } from 'vitest';
import { afterRecentRemovals, RECENTLY_FREED_SECONDS, type SettleClock } from './file-system-settle.ts';

function fakeClock(start: number): SettleClock & { log: string[] } {
  let now = start;
  const log: string[] = [];
  return {
    log,
    now: () => now,
    sleep: (ms) => {
      log.push(`sleep ${ms}`);
      now += ms;
      return Promise.resolve();
    },
    flush: () => void log.push('flush'),
  };
}

test("the bench flushes, then waits until ext4's minute since the last removal has passed", async () => {
  const clock = fakeClock(10_000);
  expect(await afterRecentRemovals(10_000 - 5_000, clock)).toEqual({ waitedSeconds: RECENTLY_FREED_SECONDS - 5 });
  expect(clock.log).toEqual(['flush', `sleep ${(RECENTLY_FREED_SECONDS - 5) * 1000}`]);
});

test('a removal longer ago than the minute is not waited for, but its tables are still written out', async () => {
  const clock = fakeClock(500_000);
  expect(await afterRecentRemovals(500_000 - (RECENTLY_FREED_SECONDS + 1) * 1000, clock)).toEqual({ waitedSeconds: 0 });
  expect(clock.log).toEqual(['flush']);
});
