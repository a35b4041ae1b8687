/**
 * Prerenders pages on every core: one worker process per core (scripts/build/render-worker.ts),
 * each fed batches of paths as it finishes the last, so a slow page does not hold up a core.
 *
 * Processes, not threads (decision 112): a worker's heap holds the content snapshot and grows
 * between collections; a worker thread's memory stays with the build's process after the thread
 * ends (V8 and the C allocator keep the pages), a process gives it back when it exits, so the
 * post-build steps do not run on top of the workers' high-water mark.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BuiltPage, PageRecord, WorkerBatch, WorkerReply, WorkerSetup } from './render-worker.ts';

export interface RenderPoolOptions {
  /** React Router's server build (`<build>/server/index.js`). */
  serverBuildFile: string;
  /** Where the pages go (`<build>/client`). */
  clientDir: string;
  /** The previous build's client folder when its bundle is reused; unchanged pages are copied from it. */
  previousDir: string | null;
  /** `clientDir` already holds the previous pages this build may keep, as links (scripts/build/previous-output.ts). */
  linked: boolean;
  /** What the previous build recorded of a page (its input digest and policy origins), when its bundle is reused. */
  previous(path: string): PageRecord | null;
  /** The site part of the Content-Security-Policy of the pages of the next batch, or null for none (decision 77). */
  policySite(): readonly string[] | null;
  /** Hears what each page was built from, for the next build's state, and the policy site part its batch was given. */
  onRecords(records: readonly BuiltPage[], policySite: readonly string[] | null): void;
  /** Environment of the workers (the snapshot file, the image host…). */
  env: Record<string, string | undefined>;
  /** Workers; default `workerCount(env)`. */
  workers?: number;
  /** Hears of each finished batch. */
  onPages(rendered: number, reused: number): void;
}

export interface RenderResult {
  rendered: number;
  reused: number;
}

const BATCH = 32;

/** Workers by default at most: each holds the content snapshot, so memory grows with their number. */
const MAX_DEFAULT_WORKERS = 8;

/** The number of workers: `FOAJE_BUILD_WORKERS` when set, else the cores this process may use (at most 8). */
export function workerCount(env: Readonly<Record<string, string | undefined>>, cores = availableParallelism()): number {
  const wanted = Number(env['FOAJE_BUILD_WORKERS'] ?? '');
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.min(cores, MAX_DEFAULT_WORKERS);
}

/** Renders every path of `paths`; rejects with the first page's error and stops every worker. */
export function renderAll(paths: readonly string[], options: RenderPoolOptions): Promise<RenderResult> {
  const count = Math.max(1, Math.min(options.workers ?? workerCount(options.env), Math.ceil(paths.length / BATCH)));
  let next = 0;
  let busy = 0;
  const result: RenderResult = { rendered: 0, reused: 0 };
  const workers: ChildProcess[] = [];
  // The policy site part of the batch each worker has in hand.
  const sent = new Map<ChildProcess, string[] | null>();
  return new Promise<RenderResult>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      // Done: a worker leaves once its channel closes; failed: it is stopped mid-page.
      for (const worker of workers) {
        if (error) worker.kill();
        else if (worker.connected) worker.disconnect();
      }
      if (error) reject(error);
      else resolve(result);
    };
    const feed = (worker: ChildProcess) => {
      if (next >= paths.length) {
        if (busy === 0) finish();
        return;
      }
      busy++;
      const batch: WorkerBatch = {
        pages: paths.slice(next, next + BATCH).map((path) => ({ path, previous: options.previous(path) })),
        policySite: options.policySite() as string[] | null,
      };
      sent.set(worker, batch.policySite);
      worker.send(batch);
      next += BATCH;
    };
    for (let index = 0; index < count; index++) {
      const setup: WorkerSetup = {
        serverBuildFile: options.serverBuildFile,
        clientDir: options.clientDir,
        previousDir: options.previousDir,
        linked: options.linked,
        concurrency: 4,
      };
      const worker = fork(fileURLToPath(new URL('./render-worker.ts', import.meta.url)), [JSON.stringify(setup)], {
        // Production React, as in React Router's own prerender (Vite's build sets NODE_ENV): the
        // development build renders the same bytes three times slower.
        env: { ...options.env, NODE_ENV: 'production' },
        // A larger young generation (3 × 16 MiB): each page allocates a few MiB that die at once
        // (fewer scavenges). `gc` for the worker's own full collections (decision 112).
        execArgv: ['--max-semi-space-size=16', '--expose-gc'],
        // Structured clone, as between threads: the records are plain objects and arrays.
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      workers.push(worker);
      let started = false;
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'error') return finish(new Error(reply.message));
        if (started) {
          busy--;
          result.rendered += reply.rendered;
          result.reused += reply.reused;
          options.onRecords(reply.pages, sent.get(worker) ?? null);
          options.onPages(reply.rendered, reply.reused);
        }
        started = true;
        feed(worker);
      });
      worker.on('error', (error: Error) => finish(error));
      worker.on('exit', (code, signal) => {
        if (!settled) finish(new Error(`A prerender worker stopped (${signal ?? `exit code ${String(code)}`}).`));
      });
    }
  });
}
