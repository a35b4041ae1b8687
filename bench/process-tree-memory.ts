/**
 * Peak resident memory of a whole process tree (a build runs React Router, Vite and workers as
 * child processes), sampled from /proc: the sum of VmRSS over the process and its descendants.
 * Linux only; elsewhere the peak stays 0 and the results say so.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Parent pid of every live process, from /proc/<pid>/stat. */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of `root` and all its descendants now, in bytes. */
export function treeRss(root: number): number {
  const parents = parentsByPid();
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) total += rssBytes(pid);
  return total;
}

/** Samples the tree of `pid` every `everyMs` until stopped; `stop()` returns the peak in bytes. */
export function samplePeakRss(pid: number, everyMs = 250): { stop(): number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
