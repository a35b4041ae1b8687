/**
 * The digest of a page's inputs (decision 77): what its route loaders return for its path,
 * taken through React Router's server build without rendering anything. With the bundle
 * unchanged, a page's payload is React Router's encoding of exactly this loader data, and its
 * HTML a function of that payload and the bundle, so an equal digest means equal files.
 */
import { createHash } from 'node:crypto';
import type { ServerBuild } from 'react-router';
import { createLoaderCache, type LoaderCache } from './loader-cache.ts';
import { loaderOf, routeObjectsOf } from './react-router-internals.ts';
import { createRouteMatcher } from './route-matcher.ts';

/**
 * Appends to `out` the parts of a text that two values share exactly when React Router would
 * encode them the same way (turbo-stream): every type a payload can carry, with its type (JSON
 * would write every Map as `{}` and drop undefined), strings with their length first (so no
 * two sequences of values give the same text), and a repeated reference as a reference to its
 * first place, as turbo-stream encodes it. Anything else (a function, a class instance) throws:
 * the page is rendered, as a page whose inputs are not known. The text is hashed once, as a
 * whole: a hash update per value cost more than the values' walk (decision 127).
 */
function writeValue(out: string[], value: unknown, seen: Map<object, number>): void {
  if (value === null || value === undefined || typeof value === 'boolean') return void out.push(`${String(value)};`);
  if (typeof value === 'number') return void out.push(`n${Object.is(value, -0) ? '-0' : String(value)};`);
  if (typeof value === 'bigint') return void out.push(`b${value};`);
  if (typeof value === 'string') return void out.push(`s${value.length}:`, value);
  if (typeof value !== 'object') throw new Error(`A loader returned a ${typeof value}`);
  const first = seen.get(value);
  if (first !== undefined) return void out.push(`r${first};`);
  seen.set(value, seen.size);
  if (Array.isArray(value)) {
    out.push(`a${value.length}[`);
    for (let index = 0; index < value.length; index++) {
      if (!(index in value)) out.push('h;');
      else writeValue(out, value[index], seen);
    }
    return void out.push(']');
  }
  if (value instanceof Date) return void out.push(`d${value.getTime()};`);
  if (value instanceof Map || value instanceof Set) {
    out.push(`${value instanceof Map ? 'm' : 't'}${value.size}[`);
    for (const entry of value instanceof Map ? value.entries() : value.values()) writeValue(out, entry, seen);
    return void out.push(']');
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw new Error('A loader returned a class instance');
  const keys = Object.keys(value);
  out.push(`o${keys.length}{`);
  for (const key of keys) {
    out.push(`${key.length}:`, key);
    writeValue(out, (value as Record<string, unknown>)[key], seen);
  }
  out.push('}');
}

/**
 * A function from a site path to the digest of its inputs, or null when a loader throws (a
 * page that cannot be rendered: the render reports it as React Router would).
 *
 * The digest covers the path, the matched route ids and each loader's data (`writeValue`). A
 * loader declared without parameters cannot read the request, so its data is the same for every
 * path and is digested once per worker (the root loader: the layout, menus and redirect table
 * that every page carries). The loaders are called through `loaders`: in a render worker, the
 * cache whose results React Router's handler then renders (loader-cache.ts), so a page's
 * loaders run once whether it is rendered or kept.
 */
export function createInputDigest(
  build: Pick<ServerBuild, 'routes'>,
  loaders: LoaderCache = createLoaderCache(),
): (path: string, requestOf: () => Request) => Promise<string | null> {
  const match = createRouteMatcher(routeObjectsOf(build));
  const shared = new Map<string, Promise<string>>();
  return async (path, requestOf) => {
    const matches = match(path) ?? [];
    // Made when a loader reads it: a Request is 0.03 ms, and the page loaders read the params.
    let request: Request | undefined;
    const args = (params: Record<string, string | undefined>) => ({
      get request() {
        request ??= requestOf();
        return request;
      },
      params,
      context: undefined,
    });
    const hash = createHash('sha256').update(`${path}\n`);
    try {
      for (const { route, params } of matches) {
        const id = route.id ?? '';
        hash.update(`${id}\n`);
        const loader = loaderOf(build, id);
        if (loader === undefined) continue;
        const run = async () => {
          const out: string[] = [];
          writeValue(out, await loaders.call(id, loader, args(params)), new Map());
          return createHash('sha256').update(out.join('')).digest('base64url');
        };
        let bytes: Promise<string>;
        if (loader.length === 0) {
          bytes = shared.get(id) ?? run();
          shared.set(id, bytes);
        } else bytes = run();
        hash.update(`${await bytes}\n`);
      }
    } catch {
      return null;
    }
    return hash.digest('base64url');
  };
}
