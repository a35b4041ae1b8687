import { expect, test } from 'vitest';
import { onePathPerRoute, samplesCover } from './route-samples.ts';

const routes = [
  { id: 'home', file: 'routes/page.tsx', index: true },
  { file: 'routes/not-found.tsx', path: '404' },
  { file: 'routes/member/log-in.tsx', path: 'logg-inn' },
  { id: 'film', file: 'routes/film.tsx', path: 'film/:slug' },
  { id: 'page', file: 'routes/page.tsx', path: '*' },
];

test('React Router gets the first path of every route the pages reach, matched as it matches them', () => {
  const paths = ['/', '/kinoprogram', '/film/a', '/kulturprogram', '/film/b', '/logg-inn', '/404'];
  expect(onePathPerRoute(routes, paths)).toEqual(['/', '/kinoprogram', '/film/a', '/logg-inn', '/404']);
});

test('a route no page reaches gets no path', () => {
  expect(onePathPerRoute(routes, ['/kinoprogram', '/filmer'])).toEqual(['/kinoprogram']);
});

test('samples from a smaller venue cover the build when they reach every route its pages reach, and are its pages', () => {
  const all = ['/', '/kinoprogram', '/film/a', '/logg-inn', '/404'];
  expect(samplesCover(routes, ['/', '/kinoprogram', '/film/a', '/logg-inn', '/404'], all)).toBe(true);
  // No film page in the smaller venue: the film route would not be prerendered by React Router.
  expect(samplesCover(routes, ['/', '/kinoprogram', '/logg-inn', '/404'], all)).toBe(false);
  // A page the build does not have: React Router's file for it would stay in the output.
  expect(samplesCover(routes, ['/', '/om-oss', '/film/a', '/logg-inn', '/404'], all)).toBe(false);
});
