import { expect, test } from 'vitest';
import { createLoaderCache } from './loader-cache.ts';
import { type Loader, withLoaders } from './react-router-internals.ts';

const args = (path: string) => ({
  request: new Request(`http://localhost${path}`),
  params: { '*': path.slice(1) },
  context: undefined,
});

test('within one page a loader runs once and every caller gets its result; the next page runs it again', async () => {
  const cache = createLoaderCache();
  let calls = 0;
  const page: Loader = ({ params }) => ({ path: params['*'], call: ++calls });
  const first = await cache.forPage(async () => [
    await cache.call('page', page, args('/a')),
    await cache.call('page', page, args('/a.data')),
  ]);
  expect(first).toEqual([
    { path: 'a', call: 1 },
    { path: 'a', call: 1 },
  ]);
  expect(await cache.forPage(() => cache.call('page', page, args('/b')))).toEqual({ path: 'b', call: 2 });
  // Outside a page's build nothing is shared.
  await cache.call('page', page, args('/c'));
  await cache.call('page', page, args('/c'));
  expect(calls).toBe(4);
});

test('pages built at the same time do not see each other\u2019s results', async () => {
  const cache = createLoaderCache();
  const page: Loader = async ({ params }) => {
    await new Promise((resolve) => setTimeout(resolve, params['*'] === 'a' ? 10 : 0));
    return params['*'];
  };
  const build = (path: string) =>
    cache.forPage(async () => [await cache.call('page', page, args(path)), await cache.call('page', page, args(path))]);
  expect(await Promise.all([build('/a'), build('/b')])).toEqual([
    ['a', 'a'],
    ['b', 'b'],
  ]);
});

test('a loader without parameters runs once for every page; a failure reaches every caller', async () => {
  const cache = createLoaderCache();
  let calls = 0;
  const root: Loader = () => ({ menu: 'Om oss', call: ++calls });
  const failing: Loader = ({ params }) => {
    throw new Error(`No page for /${params['*'] ?? ''}`);
  };
  for (const path of ['/a', '/b']) {
    await cache.forPage(async () => {
      expect(await cache.call('root', root, args(path))).toEqual({ menu: 'Om oss', call: 1 });
      await expect(cache.call('page', failing, args(path))).rejects.toThrow(`No page for ${path}`);
      await expect(cache.call('page', failing, args(path))).rejects.toThrow(`No page for ${path}`);
    });
  }
});

test('wrapped in a server build\u2019s routes, a route module\u2019s loader is answered through the cache; a route without one is left alone', async () => {
  const cache = createLoaderCache();
  let calls = 0;
  const routes = {
    page: { id: 'page', path: '*', module: { loader: () => ++calls, default: () => null } },
    logIn: { id: 'logIn', path: 'logg-inn', module: {} },
  };
  const wrapped = withLoaders(routes as never, cache.wrap);
  expect(wrapped['logIn']).toBe(routes.logIn);
  const loader = wrapped['page']?.module.loader as Loader;
  await cache.forPage(async () => {
    expect(await loader(args('/a'))).toBe(1);
    expect(await loader(args('/a'))).toBe(1);
  });
  expect(wrapped['page']?.module.default).toBe(routes.page.module.default);
});
