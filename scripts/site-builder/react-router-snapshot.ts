/**
 * The content React Router's own prerender reads (decision 71). It prerenders one path per
 * route, only because its `ssr: false` checks ask for it, and the render workers overwrite its
 * files; but each request it makes has a 10 s time limit that cannot be configured, and the
 * first ones wait for its process to load the content. With the whole venue that load grew with
 * the site until, at 50 000 pages, a request timed out. So it gets the venue without its
 * productions and events (what makes a venue large) whenever that smaller venue still reaches
 * every route with pages of the build; else the whole venue, as before.
 */
import { blockDefinitions } from '../../app/blocks/definitions.ts';
import { createPageResolver } from '../../app/engine/resolve-page.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';
import routes from '../../app/routes.ts';
import { prerenderPaths, type SiteBuild } from '../../app/routes/site-build.server.ts';
import { coversEveryRoute, onePathPerRoute } from './react-router-internals.ts';

/** The snapshot for React Router's prerender of the build's `paths`: the smaller venue when it covers them, else `site.snapshot`. */
export function reactRouterSnapshot(site: SiteBuild, paths: readonly string[]): ContentSnapshot {
  const small: ContentSnapshot = { ...site.snapshot, productions: [], events: [] };
  try {
    const resolver = createPageResolver(small, blockDefinitions);
    const chosen = onePathPerRoute(routes, prerenderPaths({ ...site, snapshot: small, routes: resolver.routes }));
    // Every chosen page resolves in the smaller venue, as React Router's loaders will resolve it.
    for (const path of chosen) if (resolver.routes.entries.has(path)) resolver.resolvePage(path);
    return coversEveryRoute(routes, chosen, paths) ? small : site.snapshot;
  } catch {
    return site.snapshot;
  }
}
