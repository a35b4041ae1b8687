/**
 * What keeps the site current by itself: a rebuild when a request comes (a content file
 * changed, a webhook) and at every midnight in Oslo, when the build's "today" moves. Builds
 * go one at a time through the rebuild queue; each is told the day it builds for, read from
 * the loop's clock (or the fixed FOAJE_TODAY, which stops the midnight rebuild).
 */
import { osloToday } from '../../app/content/today.ts';
import { nextOsloMidnight, type Clock } from './oslo-clock.ts';
import type { PublishNotifier } from './publish-notifier.ts';
import { describeBuild, type BuildReport, type PublishStatus } from './publish-status.ts';
import { createRebuildQueue, type Reason, type RebuildQueue, type Timers } from './rebuild-queue.ts';

/** Requests this close together make one build: an editor saving several files, a git pull. */
export const QUIET_MS = 300;
/** A stream of saves still builds this long after the first. */
export const MAX_WAIT_MS = 2_000;
/** The midnight timer looks again at least this often: a machine that slept, or a clock set, is caught up. */
const MIDNIGHT_CHECK_MS = 3_600_000;

export interface RebuildLoopOptions {
  clock: Clock;
  /** FOAJE_TODAY when set: every build is for that day, and midnight changes nothing. */
  fixedToday: string | undefined;
  /** Builds for `today`; resolves when done, successful or not, with its report when it has one. */
  build: (today: string, reasons: readonly Reason[]) => Promise<BuildReport | undefined>;
  timers?: Timers;
  /** Keeps each reported build's outcome (`GET /_publish`). */
  status?: PublishStatus;
  /** Tells a chat of a failed publish, and of the next good one. */
  notifier?: PublishNotifier;
}

export interface RebuildLoop extends RebuildQueue {
  /** The day the loop counts as today. */
  today(): string;
}

export function startRebuildLoop(options: RebuildLoopOptions): RebuildLoop {
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
  const today = () => options.fixedToday ?? osloToday(options.clock());
  /** One build, its outcome kept and told; a report never makes the build fail. */
  async function run(reasons: readonly Reason[]): Promise<void> {
    const day = today();
    const startedAt = options.clock();
    const report = await options.build(day, reasons);
    if (report === undefined) return;
    const outcome = describeBuild(report, { startedAt, finishedAt: options.clock(), today: day, reasons });
    options.status?.record(outcome);
    options.notifier?.outcome(outcome);
  }
  const queue = createRebuildQueue({
    run,
    quietMs: QUIET_MS,
    maxWaitMs: MAX_WAIT_MS,
    timers,
  });

  let day = today();
  let midnightTimer: unknown;
  function armMidnight(): void {
    const now = options.clock();
    const wait = Math.max(1, Math.min(nextOsloMidnight(now).getTime() - now.getTime(), MIDNIGHT_CHECK_MS));
    midnightTimer = timers.setTimeout(() => {
      if (today() !== day) {
        day = today();
        queue.request('midnight');
      }
      armMidnight();
    }, wait);
  }
  if (options.fixedToday === undefined) armMidnight();

  return {
    request: (reason) => queue.request(reason),
    idle: () => queue.idle(),
    today,
    async stop() {
      if (midnightTimer !== undefined) timers.clearTimeout(midnightTimer);
      midnightTimer = undefined;
      await queue.stop();
    },
  };
}
