/**
 * Another revision of this repository checked out beside it, for a bench that measures both in
 * turn (`npm run bench -- --control <rev>`). This machine's speed drifts by a quarter within an
 * hour (docs/performance.md): a figure compares only with one taken in the same
 * minutes, so the two revisions' builds are interleaved instead of benched an hour apart.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ControlTree {
  /** The revision as asked for (`main~3`, a tag, a commit). */
  rev: string;
  /** Its commit, in full. */
  commit: string;
  /** The work tree's folder: its `scripts/build.ts` builds the control. */
  dir: string;
  /**
   * Whether the control's `package-lock.json` is the one of this tree's HEAD. The control runs with this tree's
   * installed packages (a link to `node_modules`), so when false its figures include any
   * difference the newer packages make.
   */
  sameDependencies: boolean;
  /** Removes the work tree (and git's record of it). */
  remove(): void;
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** Checks out `rev` into a temporary work tree that uses this tree's `node_modules`. */
export function addControlTree(root: string, rev: string): ControlTree {
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]);
  } catch {
    throw new Error(`--control ${rev}: no such revision in ${root}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'foaje-control-'));
  // git refuses a folder that exists, even empty.
  rmSync(dir, { recursive: true });
  git(root, ['worktree', 'add', '--detach', dir, commit]);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  let sameDependencies: boolean;
  try {
    git(root, ['diff', '--quiet', commit, 'HEAD', '--', 'package-lock.json']);
    sameDependencies = true;
  } catch {
    sameDependencies = false;
  }
  return {
    rev,
    commit,
    dir,
    sameDependencies,
    remove() {
      try {
        git(root, ['worktree', 'remove', '--force', dir]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        git(root, ['worktree', 'prune']);
      }
    },
  };
}
