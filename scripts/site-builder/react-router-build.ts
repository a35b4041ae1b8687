/**
 * Runs `react-router build`: Vite's client and server builds, and React Router's prerender of
 * one path per route (FOAJE_PRERENDER, react-router.config.ts). Its lines are kept, not shown;
 * if it fails the last of them are handed to `onFailure`, since they say why.
 *
 * It starts before the content is loaded (decision 131): the config's prerender paths, the only
 * part that reads the snapshot, ask this side for it over the IPC channel
 * (react-router-internals.ts `waitForSnapshot`) and get the answer once `snapshotReady` resolves.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { SNAPSHOT_READY, SNAPSHOT_WANTED } from './react-router-internals.ts';

export interface ReactRouterBuild {
  /** Resolves when the build has finished; rejects when it failed or was stopped. */
  done: Promise<void>;
  /** Stops the build; resolves once its process has exited. */
  stop(): Promise<void>;
}

export interface ReactRouterBuildOptions {
  env: Record<string, string | undefined>;
  /** Resolves once the snapshot named by `FOAJE_SNAPSHOT_FILE` is written. */
  snapshotReady: Promise<void>;
  onFailure(lines: string): void;
}

export function startReactRouterBuild(repoRoot: string, options: ReactRouterBuildOptions): ReactRouterBuild {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/.bin/react-router'), 'build'], {
    cwd: repoRoot,
    env: options.env,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  let stopped = false;
  // The open channel keeps neither process alive: the child listens only while it waits.
  child.on('message', (message: unknown) => {
    if (message !== SNAPSHOT_WANTED) return;
    void options.snapshotReady.then(
      () => {
        if (child.connected) child.send(SNAPSHOT_READY);
      },
      // The build is stopped instead (the content failed).
      () => undefined,
    );
  });
  const done = new Promise<void>((resolvePromise, reject) => {
    const lines: string[] = [];
    if (child.stdout !== null) createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else if (stopped) reject(new Error('react-router build stopped.'));
      else {
        options.onFailure(lines.slice(-40).join('\n'));
        reject(new Error(`react-router build failed (${signal ?? `exit code ${String(code)}`}).`));
      }
    });
  });
  return {
    done,
    stop: () => {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
