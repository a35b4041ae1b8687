/** What every result file records about where and on what it was measured. */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

export interface Machine {
  /** `nproc`: the cores this process may use. */
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  /** The commit measured, with `+changes` when the work tree differed from it. */
  commit: string;
  measuredAt: string;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

export function describeMachine(): Machine {
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    commit: `${git(['rev-parse', '--short', 'HEAD']) || 'unknown'}${dirty ? '+changes' : ''}`,
    measuredAt: new Date().toISOString(),
  };
}
