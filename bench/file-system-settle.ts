/**
 * Waits, before a build is timed, until the disk is over the last run's removal.
 *
 * This machine's disk is ext4 without a journal, and such an ext4 does not hand out an inode
 * freed in the last 60 seconds (300 more while the inode's table block is not yet written):
 * looking for a free one, it skips past each such inode, one by one (`recently_deleted()` in
 * its inode allocator). Right after the last run's output (30 000 files and folders at 10 000
 * pages) was removed, a new folder or file costs 0.1–0.9 ms of kernel time instead of 0.02–0.05
 * ms, and a 10 000-page build's pages phase took 25.6 s instead of 16.9 (perf: `find_inode_bit`
 * → `recently_deleted` under `ext4_create` and `ext4_mkdir`; decision 141). That is the last
 * run's removal still being paid for, as the removal itself was (decision 127), so the bench
 * writes the removed tables out (`sync`) and waits out the minute, and says how long it waited.
 *
 * A probe (timing a hundred new folders next to the output) was tried first and did not see
 * the slow disk: ext4 puts a probe's few folders and a build's ten thousand in other groups.
 */
import { spawnSync } from 'node:child_process';

/** ext4's hold on a freed inode once its table block is written (`RECENTCY_MIN`), and a margin. */
export const RECENTLY_FREED_SECONDS = 65;

export interface Settling {
  /** Seconds waited after the removals were done. */
  waitedSeconds: number;
}

export interface SettleClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Writes the file system's changed blocks out (the removed inodes' tables among them). */
  flush(): void;
}

const systemClock: SettleClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
  flush: () => void spawnSync('sync', { stdio: 'ignore' }),
};

/** Once the last removal ended at `removedAt` (ms): flushes, then waits until `RECENTLY_FREED_SECONDS` have passed since. */
export async function afterRecentRemovals(removedAt: number, clock: SettleClock = systemClock): Promise<Settling> {
  clock.flush();
  const started = clock.now();
  const left = removedAt + RECENTLY_FREED_SECONDS * 1000 - started;
  if (left > 0) await clock.sleep(left);
  return { waitedSeconds: Math.round((clock.now() - started) / 100) / 10 };
}
