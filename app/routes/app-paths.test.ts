import { expect, test } from 'vitest';
import { appPathCollisions } from './app-paths.ts';

const appPaths = new Map([
  ['/logg-inn', 'the member login screen'],
  ['/search', 'the search page'],
]);

test('content clear of the app paths has no collision', () => {
  expect(appPathCollisions(new Set(['/', '/kinoprogram']), [{ fromPath: '/gammel', toPath: '/' }], appPaths)).toEqual(
    [],
  );
});

test('a redirect from a member screen is refused, naming its entry', () => {
  const redirects = [
    { fromPath: '/gammel', toPath: '/' },
    { fromPath: '/logg-inn', toPath: '/' },
  ];
  expect(appPathCollisions(new Set(['/']), redirects, appPaths)).toEqual([
    'redirects.json $[1].fromPath: a redirect from /logg-inn would send every visitor of the member login screen away',
  ]);
});

test('a content page on an app path is refused', () => {
  expect(appPathCollisions(new Set(['/search']), [], appPaths)).toEqual([
    'A content page uses the path /search, which is the search page',
  ]);
});

test('a redirect from a member screen is refused however it is written: case, slash, payload, sub-path', () => {
  const fromPaths = [
    '/logg-inn/',
    '/Logg-inn',
    '/LOGG-INN/',
    '/logg-inn.data',
    '/logg-inn/_.data',
    '/logg%2Dinn',
    '/logg-inn/x',
  ];
  const redirects = fromPaths.map((fromPath) => ({ fromPath, toPath: '//evil.example' }));
  expect(appPathCollisions(new Set(['/']), redirects, appPaths)).toEqual(
    fromPaths.map(
      (fromPath, index) =>
        `redirects.json $[${String(index)}].fromPath: a redirect from ${fromPath} would send every visitor of the member login screen away`,
    ),
  );
});

test('the member screens’ sub-paths are theirs; the search page’s and other paths that only begin alike are not', () => {
  const redirects = [
    { fromPath: '/mine-billetter/gammel', toPath: '/' },
    { fromPath: '/min-liste/x', toPath: '/' },
    { fromPath: '/search/gammel', toPath: '/' },
    { fromPath: '/logg-inn-hjelp', toPath: '/' },
  ];
  const withMemberScreens = new Map([...appPaths, ['/mine-billetter', 'my tickets'], ['/min-liste', 'my list']]);
  expect(appPathCollisions(new Set(['/']), redirects, withMemberScreens)).toEqual([
    'redirects.json $[0].fromPath: a redirect from /mine-billetter/gammel would send every visitor of my tickets away',
    'redirects.json $[1].fromPath: a redirect from /min-liste/x would send every visitor of my list away',
  ]);
});

test('a content page on an app path in another case is refused too (the router ignores case)', () => {
  expect(appPathCollisions(new Set(['/Search']), [], appPaths)).toEqual([
    'A content page uses the path /Search, which is the search page',
  ]);
});
