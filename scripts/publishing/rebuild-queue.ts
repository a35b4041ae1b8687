/**
 * When to rebuild, given requests that arrive at any time (a file saved, a webhook, midnight):
 * requests close together make one build (it starts once no request came for `quietMs`, and
 * no later than `maxWaitMs` after the first, so a steady stream of saves still publishes);
 * one build runs at a time; requests during a build make exactly one more build after it.
 * The timers are given, so the tests drive them.
 */

/** Why a build was asked for, as the log names it (`content/productions/de-ukjente.json`, `midnight`, `webhook`). */
export type Reason = string;

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface RebuildQueueOptions {
  /** Runs one build for the reasons gathered since the last one began; never rejects on purpose. */
  run: (reasons: readonly Reason[]) => Promise<void>;
  /** How long no new request must come before a build starts. */
  quietMs: number;
  /** The longest a request waits for its build to start while requests keep coming. */
  maxWaitMs: number;
  timers?: Timers;
}

export interface RebuildQueue {
  /** Asks for a build for `reason`. */
  request(reason: Reason): void;
  /** Resolves once no build runs or waits (tests; shutting down). */
  idle(): Promise<void>;
  /** Takes no more requests, drops those waiting, and resolves once the running build is done. */
  stop(): Promise<void>;
}

export function createRebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const timers = options.timers ?? realTimers;
  /** The reasons waiting for the next build, in order, each once. */
  let waiting: Reason[] = [];
  let firstWaitingAt = 0;
  let timer: unknown;
  let running: Promise<void> | undefined;
  let stopped = false;
  let idleWaiters: Array<() => void> = [];

  function settleIdle(): void {
    if (running !== undefined || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolveIdle of waiters) resolveIdle();
  }

  function schedule(): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    // A build in progress starts the next one itself when it ends.
    if (running !== undefined || waiting.length === 0 || stopped) return;
    const due = Math.min(timers.now() + options.quietMs, firstWaitingAt + options.maxWaitMs);
    timer = timers.setTimeout(start, Math.max(0, due - timers.now()));
  }

  function start(): void {
    timer = undefined;
    const reasons = waiting;
    waiting = [];
    running = options.run(reasons).then(
      () => undefined,
      () => undefined,
    );
    void running.then(() => {
      running = undefined;
      // Requests that came during the build: their wait counts from its end.
      firstWaitingAt = timers.now();
      schedule();
      settleIdle();
    });
  }

  return {
    request(reason) {
      if (stopped) return;
      if (waiting.length === 0) firstWaitingAt = timers.now();
      if (!waiting.includes(reason)) waiting.push(reason);
      schedule();
    },
    idle() {
      return new Promise((resolveIdle) => {
        idleWaiters.push(resolveIdle);
        settleIdle();
      });
    },
    async stop() {
      stopped = true;
      waiting = [];
      schedule();
      await running;
      settleIdle();
    },
  };
}
