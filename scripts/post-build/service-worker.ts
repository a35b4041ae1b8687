/**
 * `/sw.js` and `offline.html` (spec §2.1): the worker's code is app/client/service-worker/worker.ts,
 * bundled here with Vite's bundler; its precache list is Workbox's (`getManifest`), written in
 * place of `self.__WB_MANIFEST` once the client folder's files are final (decision 130).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Workbox's manifest alone: its package entry loads the bundler of `generateSW` too (0.7 s).
import { getManifest } from 'workbox-build/build/get-manifest.js';
import { OFFLINE_PAGE } from '../../app/client/service-worker/worker-routes.ts';
import { buildOfflinePage } from './offline-page.ts';

const WORKER_ENTRY = join(dirname(fileURLToPath(import.meta.url)), '../../app/client/service-worker/worker.ts');
/** Where the bundled worker takes its precache list. */
const MANIFEST_SLOT = 'self.__WB_MANIFEST';

/**
 * The worker as one classic script, minified, its precache list still `self.__WB_MANIFEST`.
 * The same code gives the same bytes, so a rebuild's worker equals a clean build's. About 0.1 s
 * (Workbox's `generateSW`, which bundled with Rollup, Babel and Terser, took 3.5 s).
 */
export async function bundleServiceWorker(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    // Workbox's modules log only when this is not "production".
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      rolldownOptions: { input: WORKER_ENTRY, output: { format: 'es', entryFileNames: 'sw.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((output) => output.type === 'chunk');
  const worker = chunks[0];
  if (chunks.length !== 1 || worker === undefined)
    throw new Error(`The service worker bundled into ${chunks.length} scripts, not one.`);
  if (worker.code.split(MANIFEST_SLOT).length !== 2)
    throw new Error(`The bundled service worker does not name ${MANIFEST_SLOT} exactly once.`);
  return worker.code;
}

/**
 * What the worker precaches of a client folder: the hashed assets (cache-first, so a visited
 * page's scripts work offline), the offline page and the icons. Never a page: a precached page
 * is the stale page of an older deploy.
 */
async function precacheList(clientDir: string): Promise<Array<{ url: string; revision: string | null }>> {
  const { manifestEntries, warnings } = await getManifest({
    globDirectory: clientDir,
    // One pattern: Workbox warns about a pattern that matches nothing (a site without a logo).
    globPatterns: [`{assets/**/*.{js,css},${OFFLINE_PAGE},images/{favicon,logo}.svg}`],
    // Asset names carry their content hash: no revision is needed to tell versions apart.
    dontCacheBustURLsMatching: /^assets\//,
  });
  if (warnings.length > 0 || manifestEntries === undefined)
    throw new Error(`The service worker's precache list warned:\n${warnings.join('\n')}`);
  return manifestEntries.map((entry) =>
    typeof entry === 'string' ? { url: entry, revision: null } : { url: entry.url, revision: entry.revision ?? null },
  );
}

/**
 * Writes `offline.html` (from `404.html`) and `sw.js` into the finished client folder. Runs
 * after everything else is in place, so the precache lists the files actually deployed.
 * `worker` is `bundleServiceWorker()`'s result, which the build starts early.
 */
export async function writeServiceWorker(
  clientDir: string,
  worker: Promise<string> | string = bundleServiceWorker(),
): Promise<{ precached: number }> {
  const notFound = await readFile(join(clientDir, '404.html'), 'utf8');
  await writeFile(join(clientDir, OFFLINE_PAGE), buildOfflinePage(notFound));
  const [code, entries] = await Promise.all([worker, precacheList(clientDir)]);
  // A function as replacement: `$` in the list would be a pattern to `replace` otherwise.
  await writeFile(
    join(clientDir, 'sw.js'),
    code.replace(MANIFEST_SLOT, () => JSON.stringify(entries)),
  );
  return { precached: entries.length };
}
