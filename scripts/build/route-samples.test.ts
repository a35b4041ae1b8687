import { expect, test } from 'vitest';
import { onePathPerRoute } from './route-samples.ts';

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
