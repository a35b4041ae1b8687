/**
 * The browser side of search: fetches the deploy's manifest, then its index, and the
 * display data of the results shown, chunk by chunk. Loaded only when a search field gets focus
 * (search-field.tsx), never in a page's first load.
 */
import { SEARCH_MANIFEST_PATH, type SearchDoc } from './search-document.ts';
import { osloWallClock } from '../locale/clock-keys.ts';
import { bestMatches, loadIndex, rankResults, type SearchGroup } from './search-engine.ts';
import { parseSearchDocs, parseSearchManifest } from './search-shapes.ts';

/** Results of one query: the groups shown and how many documents matched in all. */
export interface SearchOutcome {
  query: string;
  groups: SearchGroup[];
  total: number;
  /** The site's title, the `brand` a result's ticket link reports (manifest.json). */
  brand: string;
}

export interface SearchClient {
  /** The best `limit` results of `query`, grouped; loads display data it has not seen yet. */
  search(query: string, limit: number): Promise<SearchOutcome>;
}

async function fetchOk(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

/** The worker's cache of search files (app/client/service-worker/worker-routes.ts SEARCH_CACHE). */
const SEARCH_CACHE = 'foaje-search';

/**
 * Drops the search files of earlier deploys from the worker's cache once a manifest names the
 * current ones, so a visitor keeps one index, never a pile of them.
 */
async function dropOlderDeploys(version: string): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(SEARCH_CACHE))) return;
  const cache = await caches.open(SEARCH_CACHE);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (/^\/search\/(?:index|docs)-/.test(pathname) && !pathname.includes(`-${version}`)) await cache.delete(request);
  }
}

/**
 * Opens the search of the current deploy. The manifest is asked of the network first (the
 * worker answers from its cache offline); the index and chunks carry the deploy's hash.
 */
export async function openSearch(): Promise<SearchClient> {
  const manifest = parseSearchManifest(await (await fetchOk(SEARCH_MANIFEST_PATH, { cache: 'no-cache' })).json());
  const index = loadIndex(await (await fetchOk(manifest.index)).text());
  dropOlderDeploys(manifest.version).catch(() => undefined); // only tidying: never fails a search
  const chunks = new Map<number, Promise<SearchDoc[]>>();
  const chunk = (n: number): Promise<SearchDoc[]> => {
    let pending = chunks.get(n);
    if (!pending) {
      const path = manifest.docs[n];
      pending =
        path === undefined
          ? Promise.resolve([])
          : fetchOk(path).then(async (response) => parseSearchDocs(path, await response.json()));
      // A failed chunk is asked for again next time (the visitor may be back online).
      pending.catch(() => chunks.delete(n));
      chunks.set(n, pending);
    }
    return pending;
  };

  return {
    async search(query, limit) {
      const matches = index.match(query);
      const best = bestMatches(matches, manifest.rankEnds, limit);
      const loaded = new Map<number, SearchDoc>();
      await Promise.all(
        [...new Set(best.map((match) => Math.floor(match.id / manifest.chunkSize)))].map(async (n) => {
          const docs = await chunk(n);
          docs.forEach((doc, i) => loaded.set(n * manifest.chunkSize + i, doc));
        }),
      );
      const groups = rankResults(
        best,
        (id) => loaded.get(id),
        // A date stays while it is on sale: from its start plus the venue's minutes after it.
        osloWallClock(Date.now() - manifest.saleMinutesAfterStart * 60_000),
      );
      const shown = groups.reduce((sum, group) => sum + group.hits.length, 0);
      // Events that ended since the build are dropped from the count as well as the list.
      return { query, groups, total: matches.length - (best.length - shown), brand: manifest.brand };
    },
  };
}
