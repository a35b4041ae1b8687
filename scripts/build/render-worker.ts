/**
 * A prerender worker (worker thread): loads React Router's server build once, then renders the
 * batches of paths the build script sends and writes each page's `.data` and HTML straight to
 * disk, keeping nothing per page. With `previousDir` (the previous build's client folder, whose
 * bundle this build reuses), a page whose payload is byte-identical to the previous one keeps
 * its previous HTML: the HTML is a function of the payload and the bundle, both unchanged.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { z } from 'zod';
import { documentFile, renderData, renderDocument, type PageFile, type RequestHandler } from './prerender-request.ts';

const Setup = z.object({ serverBuildFile: z.string(), clientDir: z.string(), previousDir: z.string().nullable(), concurrency: z.number().int().positive() });
const Batch = z.object({ paths: z.array(z.string()) });

/** What the worker answers per batch (`done`) or once when it cannot go on (`error`). */
export type WorkerReply = { type: 'done'; rendered: number; reused: number } | { type: 'error'; message: string };

const setup = Setup.parse(workerData);
if (parentPort === null) throw new Error('render-worker.ts runs as a worker thread (scripts/build/render-pool.ts)');
const port = parentPort;

// No set of the folders made so far: nothing the worker keeps grows with the site.
async function write(file: PageFile): Promise<void> {
  const target = join(setup.clientDir, file.path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, file.contents);
}

async function readPrevious(file: string): Promise<string | undefined> {
  if (setup.previousDir === null) return undefined;
  try {
    return await readFile(join(setup.previousDir, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** Renders one page; true when its HTML came from the previous build. */
async function renderPage(handler: RequestHandler, path: string): Promise<boolean> {
  const data = await renderData(handler, path);
  await write(data);
  if ((await readPrevious(data.path)) === data.contents) {
    const html = documentFile(path);
    try {
      await mkdir(dirname(join(setup.clientDir, html)), { recursive: true });
      await copyFile(join(setup.previousDir ?? '', html), join(setup.clientDir, html));
      return true;
    } catch {
      // No previous HTML (e.g. /404, removed by post-build): render it below.
    }
  }
  await write(await renderDocument(handler, path, data.contents));
  return false;
}

async function main(): Promise<void> {
  // React Router reads the prerendered payload header only in a build request (server-runtime/dev.js).
  process.env['IS_RR_BUILD_REQUEST'] = 'yes';
  const build = (await import(pathToFileURL(setup.serverBuildFile).href)) as ServerBuild;
  // With `ssr: false` the handler answers only paths of `build.prerender`, which holds React
  // Router's sample (react-router.config.ts) and is searched linearly per request: it is the
  // batch in hand instead, so each check is short and every page of the build is allowed.
  const batch: string[] = [];
  const handler: RequestHandler = createRequestHandler({ ...build, prerender: batch }, 'production');
  port.on('message', (message: unknown) => {
    const { paths } = Batch.parse(message);
    batch.splice(0, batch.length, ...paths);
    void (async () => {
      let next = 0;
      let reused = 0;
      const lane = async () => {
        while (next < paths.length) {
          const path = paths[next++] as string;
          if (await renderPage(handler, path)) reused++;
        }
      };
      await Promise.all(Array.from({ length: setup.concurrency }, lane));
      port.postMessage({ type: 'done', rendered: paths.length - reused, reused } satisfies WorkerReply);
    })().catch((error: unknown) => {
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
    });
  });
  port.postMessage({ type: 'done', rendered: 0, reused: 0 } satisfies WorkerReply);
}

await main();
