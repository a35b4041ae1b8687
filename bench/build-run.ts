/**
 * One timed build of the bench (build-throughput.ts): `scripts/build.ts` of a work tree as a child
 * process, with its wall time, the CPU seconds and peak memory of its whole process tree, and
 * what its output says (the phases, why it failed).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { samplePeakRss } from './process-tree-memory.ts';

/** The phase times of a build's last line (scripts/build.ts), or null. */
export function phasesOf(output: string): string | null {
  return /^✓ Built .*\((content [^)]*)\)\.$/m.exec(output)?.[1] ?? null;
}

/** Linux's clock ticks per second for /proc's times (USER_HZ, 100 on every architecture Node runs on). */
const USER_HZ = 100;

/**
 * CPU seconds of this process's children that have ended and been waited for, and of theirs
 * (`cutime` + `cstime` of /proc/self/stat), or null without /proc. The difference across one
 * build is that build's process tree: the build waits for Vite and its workers.
 */
export function endedChildrenCpuSeconds(stat: string | null = readProcStat()): number | null {
  if (stat === null) return null;
  // Fields after the command's closing parenthesis start at field 3 (state); cutime is 16, cstime 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / USER_HZ : null;
}

function readProcStat(): string | null {
  try {
    return readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return null;
  }
}

export interface BuildOutcome {
  code: number | null;
  wallSeconds: number;
  cpuSeconds: number | null;
  peakRss: number;
  output: string;
  timedOut: boolean;
}

/**
 * Waits (at most a minute) until the old build the last run put aside (`<out>.old-<pid>`) has
 * been removed by its background remover (decision 107): that removal is the last run's work,
 * and back to back it took the next run's disk and a core (decision 127).
 */
export async function previousRemoval(outDir: string): Promise<void> {
  const prefix = `${basename(outDir)}.old-`;
  for (let waited = 0; waited < 60_000; waited += 100) {
    let left: string[] = [];
    try {
      left = readdirSync(dirname(outDir)).filter((name) => name.startsWith(prefix));
    } catch {
      return;
    }
    if (left.length === 0) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
}

/** Builds `contentDir` with the build script of the work tree `tree` (this one, or a control's), `env` added to its environment. */
export async function runBuild(
  tree: string,
  contentDir: string,
  outDir: string,
  today: string,
  limitSeconds: number,
  args: string[],
  env: Record<string, string> = {},
): Promise<BuildOutcome> {
  await previousRemoval(outDir);
  return new Promise((resolveRun) => {
    const started = performance.now();
    const cpuBefore = endedChildrenCpuSeconds();
    const child = spawn(process.execPath, [join(tree, 'scripts/build.ts'), ...args], {
      cwd: tree,
      env: {
        ...process.env,
        ...env,
        FOAJE_CONTENT_DIR: contentDir,
        FOAJE_OUT_DIR: outDir,
        FOAJE_TODAY: today,
        CI: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a time-out can end the whole tree
    });
    const memory = samplePeakRss(child.pid ?? 0);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    }, limitSeconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      // Node has reaped the child before 'exit': its times are in this process's now.
      const cpuAfter = endedChildrenCpuSeconds();
      const cpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      resolveRun({
        code,
        wallSeconds: (performance.now() - started) / 1000,
        cpuSeconds,
        peakRss: memory.stop(),
        output,
        timedOut,
      });
    });
  });
}

/** The line of a failed build's output that says why: the first error line, else its last line. */
export function failureOf(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /\b(E[A-Z]{3,}|Error)\b/.test(line)) ?? lines.at(-1) ?? 'no output';
}
