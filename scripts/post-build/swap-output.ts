import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { cp, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes `<out>.old-<pid>` in a process of its own that outlives this one (decision 107):
 * removing the 30 000 entries of a 10 000-page build took 1.3–1.5 s of an incremental build of
 * 10 s, after the new build was already in place. The remover first renames the folder after
 * its own pid, so a build started meanwhile sees a live owner and leaves it to it (decision
 * 127: the next build had removed it a second time, beside the remover, for 2 s of its own). A
 * removal cut short leaves the folder, which the next build removes (`removeAbandonedBuildDirs`).
 */
function removeInBackground(dir: string): void {
  const script = [
    "const fs = require('node:fs');",
    'let dir = process.argv[1];',
    "try { const own = dir.replace(/\\.old-\\d+$/, '.old-' + process.pid); fs.renameSync(dir, own); dir = own; } catch {}",
    'try { fs.rmSync(dir, { recursive: true, force: true }); } catch {}',
  ].join(' ');
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Puts a finished build in place: `out` → `out.old-<pid>`, `next` → `out`, then the old one is
 * removed (`background`: by `removeInBackground`, so the build returns without waiting). Both
 * renames are on one file system, so a server reading `out` sees the old site or the new one,
 * never half of each; if the second rename fails, the old build is put back.
 */
export async function swapIntoPlace(
  next: string,
  out: string,
  removeOld: 'wait' | 'background' = 'wait',
): Promise<void> {
  const old = `${out}.old-${process.pid}`;
  const hadOld = await exists(out);
  if (hadOld) await rename(out, old);
  try {
    await rename(next, out);
  } catch (error) {
    if (hadOld) await rename(old, out);
    throw error;
  }
  if (!hadOld) return;
  if (removeOld === 'background') removeInBackground(old);
  else await rm(old, { recursive: true, force: true });
}

/** Moves a folder: a rename on one file system, else a copy and a removal. */
export async function moveDir(from: string, to: string): Promise<void> {
  if (from === to) return;
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes `<name>.tmp-<pid>` and `<name>.old-<pid>` folders in `parent` left by builds that
 * crashed: those whose process is gone. A build running beside this one keeps its folders.
 */
export function removeAbandonedBuildDirs(parent: string, name: string): void {
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    const match = /^\.(?:tmp|old)-(\d+)$/.exec(entry.startsWith(name) ? entry.slice(name.length) : '');
    if (match === null) continue;
    const pid = Number(match[1]);
    if (pid === process.pid || isRunning(pid)) continue;
    try {
      rmSync(join(parent, entry), { recursive: true, force: true });
    } catch {
      // Being removed by another process (`removeInBackground` of a build that has returned).
    }
  }
}
