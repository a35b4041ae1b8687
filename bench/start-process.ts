/**
 * `scripts/start.ts` as a process of its own, the site alone (`--without-services`) on a free
 * port, for the rebuild loop's tests (scripts/start.test.ts) and the swap bench (bench/swap.ts),
 * or as `npm start` runs it, with its local services and preview on the ports its environment
 * names (scripts/start-side-by-side.test.ts): its log as lines (the per-request lines left out),
 * and a wait for a line to come.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface StartedSite {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every line it logged but the per-request ones, in order. */
  lines: string[];
  /** When each line came, `performance.now()` of this process. */
  times: number[];
  /**
   * Resolves with the index of the first line from `from` on that matches; rejects after
   * `timeoutMs` or when the process ends, with the log in the message.
   */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
}

const REQUEST_LINE = /^(?:GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) \S* \d{3}$/;

export async function startSite(options: {
  repoRoot: string;
  env: Record<string, string | undefined>;
  /** How long the first build may take before the site is up. */
  timeoutMs: number;
  /** With the local services and the preview, on `env.PORT` and the ports `env` names; default the site alone on a free port. */
  withServices?: boolean;
}): Promise<StartedSite> {
  const script = join(options.repoRoot, 'scripts/start.ts');
  const child = spawn(process.execPath, options.withServices === true ? [script] : [script, '--without-services'], {
    cwd: options.repoRoot,
    env: { ...options.env, ...(options.withServices === true ? {} : { PORT: '0' }), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const times: number[] = [];
  const listeners = new Set<() => void>();
  let exited = false;
  let partial = '';
  const take = (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts)
      if (line.trim() !== '' && !REQUEST_LINE.test(line)) {
        lines.push(line);
        times.push(performance.now());
      }
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exit = new Promise<void>((resolveExit) =>
    child.on('exit', () => {
      exited = true;
      for (const listener of listeners) listener();
      resolveExit();
    }),
  );

  function waitFor(pattern: RegExp, from = 0, timeoutMs = 120_000): Promise<number> {
    return new Promise((resolveWait, reject) => {
      const check = () => {
        const index = lines.findIndex((line, at) => at >= from && pattern.test(line));
        if (index !== -1) done(() => resolveWait(index));
        else if (exited)
          done(() => reject(new Error(`start.ts ended before ${String(pattern)}:\n${lines.join('\n')}`)));
      };
      const timer = setTimeout(
        () =>
          done(() => reject(new Error(`No ${String(pattern)} within ${String(timeoutMs)} ms:\n${lines.join('\n')}`))),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  }

  const up = await waitFor(/^Foaje \(the sample venue\) at http:\/\/127\.0\.0\.1:\d+\/$/, 0, options.timeoutMs).catch(
    (error: unknown) => {
      child.kill('SIGTERM');
      throw error;
    },
  );
  const origin = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(lines[up] ?? '')?.[1] ?? '';
  return {
    origin,
    lines,
    times,
    waitFor,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
  };
}
