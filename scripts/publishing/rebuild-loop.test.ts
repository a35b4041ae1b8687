import { expect, test } from 'vitest';
import { manualTimers } from './manual-timers.test-support.ts';
import { MAX_WAIT_MS, QUIET_MS, startRebuildLoop } from './rebuild-loop.ts';
import type { Reason } from './rebuild-queue.ts';

const HOUR = 3_600_000;

/** A loop whose clock starts at `start` and moves with the manual timers. */
function loopAt(start: string, fixedToday?: string) {
  const { timers, advance } = manualTimers();
  const builds: Array<{ today: string; reasons: readonly Reason[] }> = [];
  const clock = () => new Date(Date.parse(start) + timers.now());
  const loop = startRebuildLoop({
    clock,
    fixedToday,
    build: (today, reasons) => {
      builds.push({ today, reasons });
      return Promise.resolve(undefined);
    },
    timers,
  });
  return { loop, builds, advance };
}

test('at midnight in Oslo the loop rebuilds for the new day, and again the next midnight', async () => {
  const { loop, builds, advance } = loopAt('2026-11-28T23:59:50+01:00');
  expect(loop.today()).toBe('2026-11-28');
  await advance(9_000);
  expect(builds).toEqual([]);
  await advance(1_000 + QUIET_MS);
  expect(builds).toEqual([{ today: '2026-11-29', reasons: ['midnight'] }]);
  await advance(23 * HOUR);
  expect(builds).toHaveLength(1);
  await advance(HOUR);
  expect(builds.map((build) => build.today)).toEqual(['2026-11-29', '2026-11-30']);
  await loop.stop();
});

test('the night summer time ends (25 hours) gets one rebuild, at midnight', async () => {
  const { loop, builds, advance } = loopAt('2026-10-24T23:00:00+02:00');
  await advance(HOUR + QUIET_MS);
  expect(builds.map((build) => build.today)).toEqual(['2026-10-25']);
  // 00:00 on the 25th to 00:00 on the 26th is 25 hours: nothing after 24.
  await advance(24 * HOUR);
  expect(builds).toHaveLength(1);
  await advance(HOUR);
  expect(builds.map((build) => build.today)).toEqual(['2026-10-25', '2026-10-26']);
  await loop.stop();
});

test('a content change builds for the loop’s today; a fixed FOAJE_TODAY is kept, and midnight builds nothing', async () => {
  const { loop, builds, advance } = loopAt('2026-11-28T23:59:59+01:00', '2026-11-20');
  loop.request('content/productions/x.json');
  await advance(MAX_WAIT_MS);
  expect(builds).toEqual([{ today: '2026-11-20', reasons: ['content/productions/x.json'] }]);
  await advance(48 * HOUR);
  expect(builds).toHaveLength(1);
  await loop.stop();
});

test('after stop, neither midnight nor a request builds', async () => {
  const { loop, builds, advance } = loopAt('2026-11-28T23:59:00+01:00');
  await loop.stop();
  loop.request('webhook');
  await advance(2 * HOUR);
  expect(builds).toEqual([]);
});
