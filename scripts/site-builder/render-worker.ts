/**
 * A prerender worker (a child process of the build, scripts/site-builder/render-pool.ts): loads React Router's server build once, then renders the
 * batches of pages the build script sends and writes each page's `.data` and HTML straight to
 * disk, keeping nothing per page. The HTML gets its Content-Security-Policy meta here, while it
 * is in memory (decision 77), after its scripts are made to start after `load` (decision 116). With `previousDir` (the previous build's client folder, whose
 * bundle this build reuses), a page whose inputs have the digest they had then (page-inputs.ts)
 * keeps its previous files and is not rendered at all.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { copyFileSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import type { ServerBuild } from 'react-router';
import { z } from 'zod';
import { withPagePolicy } from '../post-build/content-security-policy.ts';
import { withScriptsAfterLoad } from '../post-build/scripts-after-load.ts';
import { PAGE_READS_HOOK } from '../../app/routes/page-reads.server.ts';
import { compactReads } from './content-inputs.ts';
import { createLoaderCache } from './loader-cache.ts';
import { createInputDigest } from './page-inputs.ts';
import {
  dataFile,
  dataRequest,
  documentFile,
  prerenderHandler,
  renderData,
  renderDocument,
  type RequestHandler,
} from './react-router-internals.ts';

const Setup = z.object({
  clientDir: z.string(),
  previousDir: z.string().nullable(),
  /** The client folder already holds the previous pages this build may keep, as links (scripts/site-builder/previous-output.ts). */
  linked: z.boolean(),
});
const PageRecordSchema = z.object({
  path: z.string(),
  digest: z.string().nullable(),
  origins: z.array(z.string()),
  /** The content records its page loader read (app/engine/page-reads.ts), or null when no loader told. */
  reads: z.array(z.string()).nullable(),
});
const Message = z.discriminatedUnion('type', [
  /** Load the content and the route table now, by taking the input digest of `path` (nothing is written). */
  z.object({ type: z.literal('prepare'), path: z.string() }),
  z.object({
    type: z.literal('batch'),
    setup: Setup,
    pages: z.array(z.object({ path: z.string(), previous: PageRecordSchema.nullable() })),
    /** The site part of the policy of the pages rendered (content-security-policy.ts `sitePolicy`), or null for none. */
    policySite: z.array(z.string()).nullable(),
  }),
]);

/** Where a batch's pages go and what the previous build left there. */
export type WorkerSetup = z.infer<typeof Setup>;
/** What a page was built from and uses: the digest of its inputs (null: not known), its policy's origin keys and the records it read. */
export type PageRecord = z.infer<typeof PageRecordSchema>;
/** What the pool sends: `prepare` once the content is there, then batches (each page with what the previous build recorded of it, null for a new page or a clean build). */
export type WorkerMessage = z.infer<typeof Message>;
type WorkerBatch = Extract<WorkerMessage, { type: 'batch' }>;

/** What the worker answers: `ready` once the server build is loaded, `done` per batch, `error` once when it cannot go on. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; rendered: number; reused: number; pages: BuiltPage[] }
  | { type: 'error'; message: string };
/** A page of a batch: its record, and whether its files were kept from the previous build (with that build's policy). */
export type BuiltPage = PageRecord & { kept: boolean };

/** Pages a worker builds at once: their loaders' awaits and file calls interleave. */
const CONCURRENCY = 4;

if (process.send === undefined)
  throw new Error('render-worker.ts runs as a child process of the build (scripts/site-builder/render-pool.ts)');
const serverBuildFile = process.argv[2] ?? '';
// The setup of the batch in hand (every batch of a build has the same).
let setup: WorkerSetup = { clientDir: '', previousDir: null, linked: false };
const reply = (message: WorkerReply) => void process.send?.(message);

// The file calls are synchronous: a call through Node's thread pool costs more than making a
// folder or a link itself (decision 107), and the worker has nothing else to do meanwhile.

/**
 * Makes the folders of a page's two files: the HTML's folder, in which or above which the
 * payload lies (`a/b/index.html`, `a/b.data`), so one call per page. No set of the folders made
 * so far: nothing the worker keeps grows with the site.
 */
function makeFolders(path: string): void {
  mkdirSync(dirname(join(setup.clientDir, documentFile(path))), { recursive: true });
}

function write(file: { path: string; contents: string | Uint8Array }): void {
  const target = join(setup.clientDir, file.path);
  // A link to the live build's page is replaced, never written into.
  if (setup.linked) {
    try {
      unlinkSync(target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  writeFileSync(target, file.contents);
}

/**
 * Whether the page keeps its two files from the previous build: already linked into the client
 * folder (`linked`, scripts/site-builder/previous-output.ts), else linked from `previousDir` here (a copy where the two builds are on
 * different file systems); false when one is missing (e.g. /404, moved by post-build). A link
 * shares the previous build's bytes: no step may write into a page file in place (decision 77).
 */
function keepPrevious(path: string): boolean {
  // Linked: the build offers a previous record only for a page whose two files are there.
  if (setup.linked) return true;
  if (setup.previousDir === null) return false;
  try {
    makeFolders(path);
    for (const file of [dataFile(path), documentFile(path)]) {
      const target = join(setup.clientDir, file);
      try {
        linkSync(join(setup.previousDir, file), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(join(setup.previousDir, file), target);
      }
    }
    return true;
  } catch {
    return false;
  }
}

type Digest = ReturnType<typeof createInputDigest>;

/**
 * The reads of the page being built: the page loader asks for the set through a global hook
 * (app/routes/page-reads.server.ts) and gets this page's. Undefined until a loader asks: a page
 * whose loaders never ask has no known reads, and is digested on every build.
 */
const pageReads = new AsyncLocalStorage<{ keys?: Set<string> }>();
(globalThis as Record<symbol, unknown>)[PAGE_READS_HOOK] = () => {
  const page = pageReads.getStore();
  if (page === undefined) return undefined;
  page.keys ??= new Set();
  return page.keys;
};

/** How far the heap may grow past what the last full collection left before the worker collects. */
const HEAP_SLACK = 96 * 2 ** 20;

/**
 * Collects the garbage when the heap has grown `HEAP_SLACK` past its live size (decision 112).
 * Left to itself, V8 lets a worker's heap grow to about 2.5 times its live size (the snapshot,
 * the route table, the loaders' indexes) before a full collection: 270 MiB for 100 MiB live at
 * 10 000 pages, twice over. A full collection every thousand pages or so costs a few tenths of a
 * second a build. `gc` is there because the pool starts the worker with `--expose-gc`.
 */
function createHeapKeeper(): () => void {
  const collect = (globalThis as { gc?: () => void }).gc;
  let live = getHeapStatistics().used_heap_size;
  return () => {
    if (collect === undefined || getHeapStatistics().used_heap_size < live + HEAP_SLACK) return;
    collect();
    live = getHeapStatistics().used_heap_size;
  };
}

/** Builds one page; `reused` when its files came from the previous build. */
async function buildPage(
  handler: RequestHandler,
  digestOf: Digest,
  page: WorkerBatch['pages'][number],
  policySite: readonly string[] | null,
): Promise<BuiltPage> {
  const { path, previous } = page;
  const read: { keys?: Set<string> } = {};
  const digest = await pageReads.run(read, () => digestOf(path, () => dataRequest(path)));
  const reads = digest !== null && read.keys !== undefined ? compactReads(read.keys) : null;
  if (digest !== null && previous?.digest === digest && keepPrevious(path)) {
    return { path, digest, origins: previous.origins, reads, kept: true };
  }
  const data = await renderData(handler, path);
  makeFolders(path);
  write({ path: data.path, contents: data.bytes });
  const rendered = await renderDocument(handler, path, data.text);
  // The scripts start after `load` (decision 116); the policy hashes the script as changed.
  const document = { path: rendered.path, contents: withScriptsAfterLoad(rendered.contents) };
  if (policySite === null) {
    write(document);
    return { path, digest, origins: [], reads, kept: false };
  }
  const { html, origins } = withPagePolicy(document.contents, policySite);
  write({ path: document.path, contents: html });
  return { path, digest, origins, reads, kept: false };
}

async function main(): Promise<void> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // The pages the handler answers: the batch in hand.
  const batch: string[] = [];
  // The handler renders the loader data the digest was taken from: each loader runs once a page.
  const loaders = createLoaderCache();
  const handler = prerenderHandler(build, batch, loaders.wrap);
  const digestOf = createInputDigest(build, loaders);
  const keepHeapSmall = createHeapKeeper();
  const failed = (error: unknown) =>
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.on('message', (received: unknown) => {
    const message = Message.parse(received);
    if (message.type === 'prepare') {
      // A page that fails here fails again, and is reported, in its batch.
      void loaders.forPage(() => digestOf(message.path, () => dataRequest(message.path))).catch(() => undefined);
      return;
    }
    const { pages, policySite } = message;
    setup = message.setup;
    batch.splice(0, batch.length, ...pages.map((page) => page.path));
    void (async () => {
      const records: BuiltPage[] = new Array<BuiltPage>(pages.length);
      let next = 0;
      let reused = 0;
      const lane = async () => {
        while (next < pages.length) {
          const index = next++;
          const built = await loaders.forPage(() =>
            buildPage(handler, digestOf, pages[index] as WorkerBatch['pages'][number], policySite),
          );
          records[index] = built;
          if (built.kept) reused++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, lane));
      keepHeapSmall();
      reply({ type: 'done', rendered: pages.length - reused, reused, pages: records });
    })().catch(failed);
  });
  reply({ type: 'ready' });
}

// A failure before the first batch (e.g. the server build does not load) is told like any other.
await main().catch((error: unknown) =>
  reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);
