import { applyRedirect } from '../../engine/redirects.ts';
import { parseRedirectTable, REDIRECT_TABLE_PATH } from '../../engine/redirect-table-file.ts';

/** How long a navigation waits for a table still on its way before it goes on without it. */
const TABLE_WAIT_MS = 1000;

const EMPTY: ReadonlyMap<string, string> = new Map();
// The table once loaded; undefined before, and after a failed load (the next navigation tries again).
let table: ReadonlyMap<string, string> | undefined;
let loading: Promise<ReadonlyMap<string, string>> | undefined;

/**
 * Loads the redirect table of this deploy (decision 149), once per document: the browser side
 * starts it as the page hydrates. Resolves with the table, or with an empty one when the file
 * cannot be had (offline without a cached copy, an older host): the error is logged, the site
 * goes on without in-page redirects, and a later call tries again. Never rejects.
 */
export function loadRedirectTable(): Promise<ReadonlyMap<string, string>> {
  loading ??= fetch(REDIRECT_TABLE_PATH, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const entries = parseRedirectTable(await response.json());
      if (entries === undefined) throw new Error('not a list of [fromPath, toPath] pairs');
      table = new Map(entries);
      return table;
    })
    .catch((error: unknown) => {
      console.error(
        `The redirect table could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
      loading = undefined;
      return EMPTY;
    });
  return loading;
}

/**
 * The table for a navigation about to start: at once when loaded, else what arrives within
 * `TABLE_WAIT_MS` (a table that takes longer is not waited for: the host's own redirects still
 * answer the old path, decision 149).
 */
export async function redirectTableForNavigation(): Promise<ReadonlyMap<string, string>> {
  if (table !== undefined) return table;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ReadonlyMap<string, string>>(
    (resolve) => (timer = setTimeout(() => resolve(EMPTY), TABLE_WAIT_MS)),
  );
  try {
    return await Promise.race([loadRedirectTable(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where a path (pathname, query, hash) must go instead (spec §2.1), or undefined when the table
 * has no entry for it. The engine's matcher, so the browser and the build agree exactly.
 */
export function redirectFor(path: string, entries: ReadonlyMap<string, string> = table ?? EMPTY): string | undefined {
  return applyRedirect(entries, path);
}
