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
