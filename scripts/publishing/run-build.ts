/**
 * One run of `scripts/build.ts` in a process of its own, as `npm run build` runs it: it
 * validates first, builds into a staging folder and swaps only a complete build into place, so
 * a failure (bad content) leaves the live site as it was. Its lines go to `onLine`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

interface BuildResult {
  ok: boolean;
  seconds: number;
  /** What the build printed, stdout and stderr in order. */
  output: string;
}

export interface RunningBuild {
  done: Promise<BuildResult>;
  /** Stops the build; it removes what it staged and changes nothing. */
  stop(): void;
}

export function runBuild(options: {
  repoRoot: string;
  env: Record<string, string | undefined>;
  args?: readonly string[];
  onLine?: (line: string) => void;
}): RunningBuild {
  const started = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(options.repoRoot, 'scripts/build.ts'), ...(options.args ?? [])],
    {
      // The caller's folder, as `npm run build` from there: relative FOAJE_* folders mean the same.
      cwd: process.cwd(),
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') options.onLine?.(line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const done = new Promise<BuildResult>((resolveBuild) => {
    const finish = (ok: boolean) => {
      if (partial.trim() !== '') options.onLine?.(partial);
      partial = '';
      resolveBuild({ ok, seconds: (performance.now() - started) / 1000, output });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
  return { done, stop: () => child.kill('SIGTERM') };
}
