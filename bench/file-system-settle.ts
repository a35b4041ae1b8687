/**
 * Waits, before a build is timed, until the file system makes new files as fast as a quiet one.
 *
 * This machine's disk is ext4 without a journal, and such an ext4 does not hand out an inode
 * number freed in the last minute (`recently_deleted()` in its inode allocator, five more when
 * the inode table's block is not yet written): every new file and folder skips past each one,
 * one by one. Right after the last run's output (30 000 files and folders at 10 000 pages) was
 * removed, making a folder or a file costs 0.1–0.9 ms of kernel time instead of 0.03 ms, and a
 * 10 000-page build's pages phase can take half as long again (perf: `find_inode_bit` →
 * `recently_deleted` in `ext4_create` and `ext4_mkdir`; decision 141). That is the last run's
 * removal still being paid for, as the removal itself was (decision 127), so the bench waits it
 * out and says how long it waited.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Milliseconds a new folder or file costs in the probe when nothing was removed lately: 0.02–0.05 (0.12–0.9 right after). */
export const SETTLED_MS_PER_FILE = 0.06;
/** The longest an inode is held back (60 s, or 360 s while its table block is unwritten), and a margin. */
const MAX_WAIT_SECONDS = 420;
const PROBE_FOLDERS = 100;

export interface Settling {
  /** Seconds waited before the probe came under `SETTLED_MS_PER_FILE`, or the wait's limit. */
  waitedSeconds: number;
  /** The first and the last probe: milliseconds a new file took. */
  firstMsPerFile: number;
  lastMsPerFile: number;
}

/**
 * Milliseconds per new folder or file, made as a build makes its pages (a folder and a file in
 * it, a hundred times) in a new folder of `probeRoot`, a sibling of the output folder: ext4
 * spreads new folders over its block groups as it spreads the build's. The probe's files stay
 * (removing them would be a removal of its own to wait for); `probeRoot` goes with the bench's
 * output folders at the end.
 */
export function probeFileCreation(probeRoot: string): number {
  const dir = join(probeRoot, String(process.hrtime.bigint()));
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  for (let index = 0; index < PROBE_FOLDERS; index++) {
    mkdirSync(join(dir, String(index)));
    writeFileSync(join(dir, String(index), 'index.html'), '');
  }
  return (performance.now() - started) / (2 * PROBE_FOLDERS);
}

/** Probes every `intervalSeconds` until a probe is under `SETTLED_MS_PER_FILE` or `maxSeconds` have passed. */
export async function fileSystemSettled(
  probe: () => number,
  { intervalSeconds = 5, maxSeconds = MAX_WAIT_SECONDS, sleep = (seconds: number) => new Promise<void>((done) => setTimeout(done, seconds * 1000)) } = {},
): Promise<Settling> {
  const firstMsPerFile = probe();
  let lastMsPerFile = firstMsPerFile;
  let waitedSeconds = 0;
  while (lastMsPerFile > SETTLED_MS_PER_FILE && waitedSeconds < maxSeconds) {
    await sleep(intervalSeconds);
    waitedSeconds += intervalSeconds;
    lastMsPerFile = probe();
  }
  return { waitedSeconds, firstMsPerFile, lastMsPerFile };
}
