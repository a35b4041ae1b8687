/**
 * React Router's `matchRoutes` for many paths of one route tree (decision 127). `matchRoutes`
 * flattens and ranks the whole tree and compiles a pattern per branch on every call: 0.1 ms a
 * path, as much as digesting the page's data. Which branch a path takes depends only on its
 * segments that are static segments of some route; every other segment can only meet a dynamic
 * segment or a splat, whatever its text. So the branch is remembered by that shape, and a path
 * of a known shape is matched against that branch alone (the params come out the same), and
 * against the whole tree if that branch somehow does not match it.
 */
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** A stand-in for a segment that is no route's static segment. */
const ANY = '\u0000';

function staticSegments(routes: readonly RouteObject[], into: Set<string>): Set<string> {
  for (const route of routes) {
    for (const segment of (route.path ?? '').split('/')) {
      if (segment !== '' && !segment.startsWith(':') && segment !== '*')
        into.add(segment.replace(/\?$/, '').toLowerCase());
    }
    staticSegments(route.children ?? [], into);
  }
  return into;
}

/** The matched routes as a tree of one branch, each without its siblings. */
function branchOf(matches: readonly RouteMatch[]): RouteObject[] {
  let children: RouteObject[] | undefined;
  for (const { route } of [...matches].reverse()) {
    const { id, path, caseSensitive, index } = route;
    children = [
      index === true ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: children ?? [] },
    ];
  }
  return children ?? [];
}

const idsOf = (matches: readonly RouteMatch[] | null) => matches?.map((match) => match.route.id).join('>') ?? '';

/** A `matchRoutes(routes, path)` that remembers each shape of path it has matched. */
export function createRouteMatcher(routes: RouteObject[]): (path: string) => RouteMatch[] | null {
  const statics = staticSegments(routes, new Set());
  const branches = new Map<string, { tree: RouteObject[]; ids: string } | null>();
  return (path) => {
    const shape = path
      .split('/')
      .map((segment) => {
        let decoded = segment;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          // React Router leaves a segment it cannot decode as it is.
        }
        return statics.has(decoded.toLowerCase()) ? decoded : ANY;
      })
      .join('/');
    const known = branches.get(shape);
    if (known === null) return null;
    if (known !== undefined) {
      const matches = matchRoutes(known.tree, path);
      if (idsOf(matches) === known.ids) return matches;
    }
    const matches = matchRoutes(routes, path);
    branches.set(shape, matches === null ? null : { tree: branchOf(matches), ids: idsOf(matches) });
    return matches;
  };
}
