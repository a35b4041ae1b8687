/**
 * The redirect table as the browser reads it (spec §2.1, decision 149): one file beside the
 * pages, not in every page's payload, so the table can grow with a venue's old addresses without
 * weighing on each page, and a change to it re-renders no page. A deploy rewrites it in place;
 * hosts revalidate it on every visit, like the pages.
 */
export const REDIRECT_TABLE_PATH = '/redirects.json';

/** The table as the file holds it: `[fromPath, toPath]` pairs, sorted by `fromPath`. */
export type RedirectEntries = ReadonlyArray<readonly [string, string]>;

/** The file's text for a table. */
export function serializeRedirectTable(redirects: ReadonlyMap<string, string>): string {
  const pairs = [...redirects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${JSON.stringify(pairs)}\n`;
}

/** The table in a parsed file, or undefined when it is not a list of `[fromPath, toPath]` strings. */
export function parseRedirectTable(json: unknown): RedirectEntries | undefined {
  if (!Array.isArray(json)) return undefined;
  const isPair = (entry: unknown): entry is [string, string] =>
    Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && typeof entry[1] === 'string';
  return json.every(isPair) ? json : undefined;
}
