import { matchRoutes, type RouteObject } from 'react-router';
import { expect, test } from 'vitest';
import { createRouteMatcher } from './route-matcher.ts';

/** The shape of app/routes.ts, with a nested dynamic route as well. */
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'logIn', path: 'logg-inn' },
      {
        id: 'film',
        path: 'film/:slug',
        children: [
          { id: 'film-index', index: true },
          { id: 'tickets', path: 'billetter' },
        ],
      },
      { id: 'page', path: '*' },
    ],
  },
];

const summary = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({ route, params, pathname }) => ({ id: route.id, params, pathname })) ?? null;

test('every path matches the routes and params React Router matches, however often its shape was seen', () => {
  const match = createRouteMatcher(routes);
  const paths = [
    '/',
    '/logg-inn',
    '/Logg-Inn',
    '/arkiv-1',
    '/arkiv-2',
    '/a/b/c',
    '/film/nordlys',
    '/film/sol',
    '/film/nordlys/billetter',
    '/film/sol/billetter',
    '/film',
    '/logg-inn/mer',
    '/%6Cogg-inn',
    '/arkiv%2F3',
  ];
  // Twice: the second time every shape is known.
  for (const path of [...paths, ...paths])
    expect(summary(match(path)), path).toEqual(summary(matchRoutes(routes, path)));
});

test('a path no route takes is null, as in React Router', () => {
  const match = createRouteMatcher([{ id: 'a', path: 'a' }]);
  expect(match('/b')).toBeNull();
  expect(match('/c')).toBeNull();
  expect(match('/a')?.[0]?.route.id).toBe('a');
});
