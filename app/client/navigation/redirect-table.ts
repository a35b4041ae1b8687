import { applyRedirect } from '../../engine/redirects.ts';

/** The content's redirect table as the root payload carries it: `[fromPath, toPath]` pairs. */
export type RedirectEntries = ReadonlyArray<readonly [string, string]>;

let table: ReadonlyMap<string, string> = new Map();

/**
 * Installs the redirect table the navigation middleware reads. Called by the client runtime
 * with the root payload's table before any client navigation can start; the table is the same
 * for every page of a build, so setting it again is harmless.
 */
export function installRedirectTable(entries: RedirectEntries): void {
  if (entries.length !== table.size || entries.some(([from, to]) => table.get(from) !== to)) table = new Map(entries);
}

/**
 * Where a path (pathname, query, hash) must go instead (spec §2.1), or undefined when the table
 * has no entry for it. The engine's matcher, so the browser and the build agree exactly.
 */
export function redirectFor(path: string, entries: ReadonlyMap<string, string> = table): string | undefined {
  return applyRedirect(entries, path);
}
