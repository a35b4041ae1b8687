import type { RouteObject } from 'react-router';
import { createRouteMatcher } from './route-matcher.ts';

/** A route of `app/routes.ts` as `@react-router/dev/routes` describes it. */
interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

function toRouteObjects(entries: readonly RouteEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file;
    if (entry.index === true) return { id, index: true };
    return { id, path: entry.path ?? '', children: toRouteObjects(entry.children ?? []) };
  });
}

/**
 * The first path of `paths` for each route that any of them reaches (the same route matching as
 * React Router's prerender, `/${path}/`). scripts/build.ts renders every page itself; React
 * Router prerenders only these, which its `ssr: false` checks need (every route with a loader
 * prerendered at least once), so a route added to app/routes.ts is covered without a change here.
 */
export function onePathPerRoute(routes: readonly RouteEntry[], paths: readonly string[]): string[] {
  const match = createRouteMatcher(toRouteObjects(routes));
  const seen = new Set<string>();
  const chosen: string[] = [];
  for (const path of paths) {
    const matches = match(`/${path}/`.replace(/^\/\/+/, '/'));
    const key = matches?.map((match) => match.route.id).join('>') ?? `unmatched:${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    chosen.push(path);
  }
  return chosen;
}

/**
 * True when `samples` (React Router's paths from a smaller snapshot, decision 71) reach every
 * route that `all` (every page of the build) reaches, and each is a page of the build: React
 * Router's files for them are then all overwritten by the render workers.
 */
export function samplesCover(
  routes: readonly RouteEntry[],
  samples: readonly string[],
  all: readonly string[],
): boolean {
  const pages = new Set(all);
  if (!samples.every((path) => pages.has(path))) return false;
  return (
    onePathPerRoute(routes, [...samples, ...onePathPerRoute(routes, all)]).length ===
    onePathPerRoute(routes, samples).length
  );
}
