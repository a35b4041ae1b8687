/**
 * Each route loader runs once per page (decision 106): a render worker digests a page's loader data
 * (page-inputs.ts), then React Router's request handler answers the `.data` request and the
 * document request, each of which would run the loaders again (most payloads are too large to
 * ride along in the document request's header, decision 70). The handler is given the server
 * build with every loader wrapped (`wrap`): within one page's build (`forPage`) a route's loader is
 * called once and its result (or its failure) is what every later call gets. A loader declared
 * without parameters (the root: layout, menus, redirects) cannot read its request, so it is
 * called once per worker.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Loader } from './react-router-internals.ts';

export interface LoaderCache {
  /** The result of route `id`'s `loader` for the page being built (called at most once per page). */
  call(id: string, loader: Loader, args: Parameters<Loader>[0]): Promise<unknown>;
  /** Runs `build` as the build of one page: the loaders it calls share their results. */
  forPage<T>(build: () => Promise<T>): Promise<T>;
  /** Route `id`'s `loader` answered through `call` (react-router-internals.ts `withLoaders`). */
  wrap(id: string, loader: Loader): Loader;
}

export function createLoaderCache(): LoaderCache {
  const page = new AsyncLocalStorage<Map<string, Promise<unknown>>>();
  const shared = new Map<string, Promise<unknown>>();
  const call: LoaderCache['call'] = (id, loader, args) => {
    const results = loader.length === 0 ? shared : page.getStore();
    // Outside a page's build (nothing to share with): an ordinary call.
    if (results === undefined) return Promise.resolve().then(() => loader(args));
    let result = results.get(id);
    if (result === undefined) {
      result = Promise.resolve().then(() => loader(args));
      // A failure is answered to every caller; this only keeps Node from calling it unhandled
      // between the calls.
      result.catch(() => undefined);
      results.set(id, result);
    }
    return result;
  };
  return {
    call,
    forPage: (build) => page.run(new Map(), build),
    wrap: (id, loader) => (args) => call(id, loader, args),
  };
}
