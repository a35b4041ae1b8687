/**
 * The digest of a page's inputs (issue 12, item 3): what its route loaders return for its path,
 * taken through React Router's server build without rendering anything. With the bundle
 * unchanged, a page's payload is React Router's encoding of exactly this loader data, and its
 * HTML a function of that payload and the bundle, so an equal digest means equal files.
 */
import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

type Routes = ServerBuild['routes'];
type Loader = (args: { request: Request; params: Record<string, string | undefined>; context: unknown }) => unknown;

/** The build's route manifest as the nested route objects `matchRoutes` takes. */
function routeTree(routes: Routes, parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive } = route!;
      const children = routeTree(routes, id);
      return route!.index === true ? { id, index: true, path, caseSensitive } : { id, path, caseSensitive, children };
    });
}

/**
 * A function from a site path to the digest of its inputs, or null when a loader throws (a
 * page that cannot be rendered: the render reports it as React Router would).
 *
 * The digest covers the path, the matched route ids and each loader's data as `v8.serialize`
 * writes it: every value a payload can carry (Dates, Maps, undefined, shared references), where
 * JSON would drop some and call different data equal. A loader declared without parameters
 * cannot read the request, so its data is the same for every path and is serialised once (the
 * root loader: the layout, menus and redirect table that every page carries).
 */
export function createInputDigest(build: Pick<ServerBuild, 'routes'>): (path: string, request: Request) => Promise<string | null> {
  const tree = routeTree(build.routes, undefined);
  const shared = new Map<string, Promise<Buffer>>();
  return async (path, request) => {
    const matches = matchRoutes(tree, path) ?? [];
    const hash = createHash('sha256').update(`${path}\n`);
    try {
      for (const { route, params } of matches) {
        const id = route.id ?? '';
        hash.update(`${id}\n`);
        const loader = build.routes[id]?.module.loader as Loader | undefined;
        if (loader === undefined) continue;
        const run = async () => serialize(await loader({ request, params, context: undefined }));
        let bytes: Promise<Buffer>;
        if (loader.length === 0) {
          bytes = shared.get(id) ?? run();
          shared.set(id, bytes);
        } else bytes = run();
        hash.update(await bytes);
      }
    } catch {
      return null;
    }
    return hash.digest('base64url');
  };
}
