/**
 * Prerenders pages on every core: one worker process per core (scripts/site-builder/render-worker.ts),
 * each fed batches of paths as it finishes the last, so a slow page does not hold up a core.
 *
 * Processes, not threads (decision 112): a worker's heap holds the content snapshot and grows
 * between collections; a worker thread's memory stays with the build's process after the thread
 * ends (V8 and the C allocator keep the pages), a process gives it back when it exits, so the
 * post-build steps do not run on top of the workers' high-water mark.
 *
 * The pool starts before it has pages (decision 127): in an incremental build its workers load
 * the server build while the content loads and the previous pages are linked, and load the
 * content (`prepare`) while the linked folder is pruned, so the pages phase is only the pages.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BuiltPage, PageRecord, WorkerMessage, WorkerReply, WorkerSetup } from './render-worker.ts';

export interface PoolOptions {
  /** React Router's server build (`<build>/server/index.js`). */
  serverBuildFile: string;
  /** Environment of the workers (the snapshot file, the image host…). */
  env: Record<string, string | undefined>;
  /** Workers; default `workerCount(env)`. */
  workers: number;
}

interface RenderOptions extends WorkerSetup {
  /** What the previous build recorded of a page (its input digest and policy origins), when its bundle is reused. */
  previous(path: string): PageRecord | null;
  /** The site part of the Content-Security-Policy of the pages of the next batch, or null for none (decision 77). */
  policySite(): readonly string[] | null;
  /** Hears what each page was built from, for the next build's state, and the policy site part its batch was given. */
  onRecords(records: readonly BuiltPage[], policySite: readonly string[] | null): void;
  /** Hears of each finished batch. */
  onPages(rendered: number, reused: number): void;
}

interface RenderResult {
  rendered: number;
  reused: number;
}

export interface RenderPool {
  /** Has each worker load the content and the route table of `path`'s page now, before its first batch. */
  prepare(path: string): void;
  /** Renders every path of `paths` (once per pool); rejects with the first page's error and stops every worker. */
  render(paths: readonly string[], options: RenderOptions): Promise<RenderResult>;
  /** Stops the workers (a build that fails before `render`). */
  stop(): void;
}

const BATCH = 32;

/** Workers by default at most: each holds the content snapshot, so memory grows with their number. */
const MAX_DEFAULT_WORKERS = 8;

/** The number of workers: `FOAJE_BUILD_WORKERS` when set, else the cores this process may use (at most 8). */
export function workerCount(env: Readonly<Record<string, string | undefined>>, cores = availableParallelism()): number {
  const wanted = Number(env['FOAJE_BUILD_WORKERS'] ?? '');
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.min(cores, MAX_DEFAULT_WORKERS);
}

/** The workers for `paths.length` pages: no more than there are batches. */
export function workersFor(pages: number, env: Readonly<Record<string, string | undefined>>): number {
  return Math.max(1, Math.min(workerCount(env), Math.ceil(pages / BATCH)));
}

/** Starts the workers; they load the server build and wait for `prepare` or `render`. */
export function startRenderPool(options: PoolOptions): RenderPool {
  const workers: ChildProcess[] = [];
  const ready = new Set<ChildProcess>();
  // The pool's one run: what a worker's reply is answered with.
  let onReply: ((worker: ChildProcess, reply: WorkerReply) => void) | undefined;
  let onFailure: ((error: Error) => void) | undefined;
  let failure: Error | undefined;
  let stopped = false;
  const fail = (error: Error) => {
    failure ??= error;
    if (onFailure) onFailure(error);
  };
  for (let index = 0; index < options.workers; index++) {
    const worker = fork(fileURLToPath(new URL('./render-worker.ts', import.meta.url)), [options.serverBuildFile], {
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
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'error') return fail(new Error(reply.message));
      if (!ready.has(worker)) {
        ready.add(worker);
        if (onReply) onReply(worker, { type: 'ready' });
        return;
      }
      onReply?.(worker, reply);
    });
    worker.on('error', (error: Error) => fail(error));
    worker.on('exit', (code, signal) => {
      if (!stopped) fail(new Error(`A prerender worker stopped (${signal ?? `exit code ${String(code)}`}).`));
    });
  }
  const stop = (error?: Error) => {
    if (stopped) return;
    stopped = true;
    // Done: a worker leaves once its channel closes; failed: it is stopped mid-page.
    for (const worker of workers) {
      if (error) worker.kill();
      else if (worker.connected) worker.disconnect();
    }
  };
  const send = (worker: ChildProcess, message: WorkerMessage) => void worker.send(message);
  return {
    prepare(path) {
      for (const worker of workers) if (worker.connected) send(worker, { type: 'prepare', path });
    },
    stop: () => stop(new Error('stopped')),
    render(paths, render) {
      let next = 0;
      let busy = 0;
      const result: RenderResult = { rendered: 0, reused: 0 };
      // The policy site part of the batch each worker has in hand.
      const sent = new Map<ChildProcess, string[] | null>();
      const setup: WorkerSetup = {
        clientDir: render.clientDir,
        previousDir: render.previousDir,
        linked: render.linked,
      };
      return new Promise<RenderResult>((resolve, reject) => {
        let settled = false;
        const finish = (error?: Error) => {
          if (settled) return;
          settled = true;
          stop(error);
          if (error) reject(error);
          else resolve(result);
        };
        const feed = (worker: ChildProcess) => {
          if (next >= paths.length) {
            if (busy === 0) finish();
            return;
          }
          busy++;
          const policySite = render.policySite() as string[] | null;
          const pages = paths.slice(next, next + BATCH).map((path) => ({ path, previous: render.previous(path) }));
          sent.set(worker, policySite);
          next += BATCH;
          send(worker, { type: 'batch', setup, pages, policySite });
        };
        onFailure = (error) => finish(error);
        onReply = (worker, reply) => {
          if (reply.type === 'done') {
            busy--;
            result.rendered += reply.rendered;
            result.reused += reply.reused;
            render.onRecords(reply.pages, sent.get(worker) ?? null);
            render.onPages(reply.rendered, reply.reused);
          }
          feed(worker);
        };
        if (failure) return finish(failure);
        for (const worker of ready) feed(worker);
      });
    },
  };
}
