import { rename, rm, stat } from 'node:fs/promises';

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
