/**
 * Visitors on loopback while the site is rebuilt and swapped under them (`npm start`), for the
 * swap bench (bench/swap.ts) and its smaller test (scripts/start.test.ts). Each client behaves as
 * a tab: it opens a page (the HTML, every script and style it names, its search manifest and
 * the files that names), then navigates as the client router does (the next page's payload),
 * and keeps asking for files of the page it opened, as its code and search do until the next
 * full load, every few navigations. A request fails when it does not answer 2xx or 3xx; a page
 * mixes two deploys when a file it names fails (an HTML page whose assets 404).
 */

/** One request: when it began (ms, `performance.now()`), how long it took, and how it ended. */
export interface RequestRecord {
  at: number;
  ms: number;
  ok: boolean;
}

export interface SwapLoadResult {
  requests: RequestRecord[];
  /** The first failures, `GET /x 404` or `GET /x: reason` (at most 50). */
  failures: string[];
  /** When each failed request began (`performance.now()`), to place it against the swaps. */
  failureTimes: number[];
  failureCount: number;
  /** Page loads of which a named file failed, `/x` each (at most 50). */
  mixed: string[];
  mixedCount: number;
  pageLoads: number;
}

/** The payload address of a page path, as the client router asks for it. */
function payloadOf(path: string): string {
  return path === '/' ? '/_.data' : `${path}.data`;
}

/** The hashed scripts and styles a page names (its tags and the hydration script's list). */
function assetsOf(html: string): string[] {
  return [...new Set(html.match(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g) ?? [])];
}

/** Full loads after this many navigations of a client. */
const NAVIGATIONS_PER_LOAD = 5;

/** A browser's connections to one host over HTTP/1.1: a client asks for at most this many files at once. */
const CONNECTIONS_PER_CLIENT = 6;

/** Runs `task` over `items`, at most `limit` at a time, keeping their order in the result. */
async function inTurns<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await task(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** What a failed fetch says, with its cause (undici's "fetch failed" names it there). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: (Error & { code?: string }) | undefined = error.cause instanceof Error ? error.cause : undefined;
  return cause === undefined ? error.message : `${error.message} (${cause.code ?? ''} ${cause.message})`;
}

export function createSwapLoad(options: { origin: string; clients: number; pages: readonly string[] }) {
  const result: SwapLoadResult = {
    requests: [],
    failures: [],
    failureTimes: [],
    failureCount: 0,
    mixed: [],
    mixedCount: 0,
    pageLoads: 0,
  };
  let running = true;

  async function get(path: string, as: 'text' | 'bytes' = 'bytes'): Promise<{ ok: boolean; text: string }> {
    const at = performance.now();
    let ok = false;
    let text = '';
    let failure = '';
    try {
      const response = await fetch(options.origin + path, { redirect: 'manual' });
      if (as === 'text') text = await response.text();
      else await response.arrayBuffer();
      ok = response.status >= 200 && response.status < 400;
      if (!ok) failure = `GET ${path} ${String(response.status)}`;
    } catch (error) {
      failure = `GET ${path}: ${reasonOf(error)}`;
    }
    result.requests.push({ at, ms: performance.now() - at, ok });
    if (!ok) {
      result.failureCount++;
      result.failureTimes.push(at);
      if (result.failures.length < 50) result.failures.push(failure);
    }
    return { ok, text };
  }

  /** Opens a page as a browser does; resolves with the files it may ask for later. */
  async function openPage(path: string): Promise<string[]> {
    result.pageLoads++;
    const page = await get(path, 'text');
    if (!page.ok) return [];
    const files = assetsOf(page.text);
    const manifest = await get('/search/manifest.json', 'text');
    if (manifest.ok) {
      const named = JSON.parse(manifest.text) as { index?: string; docs?: string[] };
      if (named.index !== undefined) files.push(named.index);
      files.push(...(named.docs ?? []).slice(0, 2));
    }
    const loaded = await inTurns(files, CONNECTIONS_PER_CLIENT, (file) => get(file));
    if (loaded.some((file) => !file.ok)) {
      result.mixedCount++;
      if (result.mixed.length < 50) result.mixed.push(path);
    }
    return files;
  }

  async function client(index: number): Promise<void> {
    let turn = index;
    const next = () => options.pages[turn++ % options.pages.length] ?? '/';
    let opened = await openPage(next());
    for (let navigation = 1; running; navigation++) {
      if (navigation % NAVIGATIONS_PER_LOAD === 0) {
        opened = await openPage(next());
        continue;
      }
      await get(payloadOf(next()));
      // The open page's code and search ask for their own files again, whatever was deployed since.
      const file = opened[(navigation * 7 + index) % Math.max(1, opened.length)];
      if (file !== undefined) await get(file);
    }
  }

  const clients = Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return {
    result,
    /** Lets every client finish its step, then resolves with what they saw. */
    async stop(): Promise<SwapLoadResult> {
      running = false;
      await clients;
      return result;
    },
  };
}

/** The `p`th percentile (0–100) of `values`, nearest rank; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? null;
}
