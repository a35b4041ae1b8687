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
 * Puts a finished build in place: `out` → `out.old-<pid>`, `next` → `out`, then the old one is
 * removed. Both renames are on one file system, so a server reading `out` sees the old site or
 * the new one, never half of each; if the second rename fails, the old build is put back.
 */
export async function swapIntoPlace(next: string, out: string): Promise<void> {
  const old = `${out}.old-${process.pid}`;
  const hadOld = await exists(out);
  if (hadOld) await rename(out, old);
  try {
    await rename(next, out);
  } catch (error) {
    if (hadOld) await rename(old, out);
    throw error;
  }
  if (hadOld) await rm(old, { recursive: true, force: true });
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
    if (pid !== process.pid && !isRunning(pid)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}
