/** Timers a test drives by hand, for the rebuild queue and loop. */
import type { Timers } from './rebuild-queue.ts';

/** Timers driven by the test: `advance` runs what falls due, in order. */
export function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    setTimeout: (run, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => due.delete(id as number),
    now: () => now,
  };
  async function advance(ms: number): Promise<void> {
    const until = now + ms;
    for (;;) {
      const [id, first] = [...due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || first === undefined || first.at > until) break;
      due.delete(id);
      now = first.at;
      first.run();
      await flush();
    }
    now = until;
    await flush();
  }
  return { timers, advance };
}

export const flush = () => new Promise<void>((resolveFlush) => setImmediate(resolveFlush));
