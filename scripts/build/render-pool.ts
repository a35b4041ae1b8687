/**
 * Prerenders pages on every core: one worker thread per core (scripts/build/render-worker.ts),
 * each fed batches of paths as it finishes the last, so a slow page does not hold up a core.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { BuiltPage, PageRecord, WorkerBatch, WorkerReply } from './render-worker.ts';

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
  const workers: Worker[] = [];
  // The policy site part of the batch each worker has in hand.
  const sent = new Map<Worker, string[] | null>();
  return new Promise<RenderResult>((resolve, reject) => {
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      for (const worker of workers) void worker.terminate();
      if (error) reject(error);
      else resolve(result);
    };
    const feed = (worker: Worker) => {
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
      worker.postMessage(batch);
      next += BATCH;
    };
    for (let index = 0; index < count; index++) {
      const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
        // Production React, as in React Router's own prerender (Vite's build sets NODE_ENV): the
        // development build renders the same bytes three times slower.
        env: { ...options.env, NODE_ENV: 'production' },
        // A larger young generation: each page allocates a few MiB that die at once (fewer scavenges).
        resourceLimits: { maxYoungGenerationSizeMb: 48 },
        workerData: {
          serverBuildFile: options.serverBuildFile,
          clientDir: options.clientDir,
          previousDir: options.previousDir,
          linked: options.linked,
          concurrency: 4,
        },
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
      worker.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`A prerender worker stopped (exit code ${code}).`));
      });
    }
  });
}
