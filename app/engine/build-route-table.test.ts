import { expect, test } from 'vitest';
import { RouteCollisionError, RouteTableError, buildRouteTable, templateParams } from './build-route-table.ts';
import {
  dune,
  events,
  filmPage,
  makeEvent,
  makePage,
  makeProduction,
  makeSnapshot,
} from './snapshot-fixtures.test-support.ts';

test('static pages claim their paths', () => {
  const { entries } = buildRouteTable(makeSnapshot());
  expect(entries.get('/')).toEqual({ path: '/', pageId: 'home', params: {}, noindex: false });
  expect(entries.get('/kinoprogram')).toEqual({
    path: '/kinoprogram',
    pageId: 'kinoprogram',
    params: {},
    noindex: false,
  });
});

test('noindex comes from the page config', () => {
  expect(buildRouteTable(makeSnapshot()).entries.get('/null')?.noindex).toBe(true);
});

test('each film gets a page at its parentSlug', () => {
  const { entries } = buildRouteTable(makeSnapshot());
  expect(entries.get('/dune-del-to-dxm-1234')).toEqual({
    path: '/dune-del-to-dxm-1234',
    pageId: 'film',
    params: { production: 'dune-del-to-dxm-1234' },
    noindex: false,
  });
  expect(entries.get('/flow-DXM20240013')?.pageId).toBe('film');
});

test('each culture item gets a page at its pageReference, and only culture items do', () => {
  const { entries } = buildRouteTable(makeSnapshot());
  expect(entries.get('/jazzkveld-med-trio-k7x2q')).toEqual({
    path: '/jazzkveld-med-trio-k7x2q',
    pageId: 'culture',
    params: { culture: 'jazzkveld-med-trio-k7x2q' },
    noindex: false,
  });
  expect(entries.has('/dune-del-to')).toBe(false);
  expect(entries.has('/jazzkveld-med-trio')).toBe(false);
});

test('the table holds exactly the static pages, the films and the culture items', () => {
  expect([...buildRouteTable(makeSnapshot()).entries.keys()].sort()).toEqual([
    '/',
    '/dune-del-to-dxm-1234',
    '/flow-DXM20240013',
    '/jazzkveld-med-trio-k7x2q',
    '/kinoprogram',
    '/kulturprogram',
    '/null',
  ]);
});

test('a template filled from events gives one page per production, not one per event', () => {
  const eventPage = makePage({
    id: 'screenings',
    path: '/visninger/:production',
    sources: [
      {
        name: 'events',
        model: 'event',
        collection: true,
        filter: [{ property: 'production.parentSlug', value: '@production', operator: 'eq' }],
      },
    ],
  });
  const { entries } = buildRouteTable(makeSnapshot({ pages: [eventPage], redirects: [] }));
  expect([...entries.keys()].sort()).toEqual([
    '/visninger/dune-del-to-dxm-1234',
    '/visninger/flow-DXM20240013',
    '/visninger/jazzkveld-med-trio',
  ]);
});

test('two pages on one path are a collision naming both', () => {
  const snapshot = makeSnapshot({
    pages: [makePage({ id: 'kinoprogram', path: '/kinoprogram' }), makePage({ id: 'program', path: '/kinoprogram' })],
  });
  expect(() => buildRouteTable(snapshot)).toThrow(
    new RouteCollisionError('/kinoprogram', 'page "kinoprogram"', 'page "program"'),
  );
  expect(() => buildRouteTable(snapshot)).toThrow(
    'Path "/kinoprogram" is claimed twice: page "kinoprogram" and page "program"',
  );
});

test('a film whose slug is a static page path is a collision naming page and production', () => {
  const kino = makeProduction({ id: 'p-77', title: 'Kinoprogram', parentSlug: 'kinoprogram' });
  const snapshot = makeSnapshot({ productions: [dune, kino] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'Path "/kinoprogram" is claimed twice: page "kinoprogram" and production "p-77" (Kinoprogram)',
  );
});

test('a film and a culture item on one path are a collision naming both productions', () => {
  const clash = makeProduction({
    id: 'p-41',
    title: 'Dune-konsert',
    object: 'culture',
    objectClass: 'culture',
    pageReference: 'dune-del-to-dxm-1234',
  });
  const snapshot = makeSnapshot({ productions: [dune, clash] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'Path "/dune-del-to-dxm-1234" is claimed twice: production "p-12" (Dune: Del to) and production "p-41" (Dune-konsert)',
  );
});

test('two films with one parentSlug are a collision', () => {
  const copy = makeProduction({ id: 'p-99', title: 'Dune (kopi)', parentSlug: dune.parentSlug });
  expect(() => buildRouteTable(makeSnapshot({ productions: [dune, copy] }))).toThrow(
    'Path "/dune-del-to-dxm-1234" is claimed twice: production "p-12" (Dune: Del to) and production "p-99" (Dune (kopi))',
  );
});

test('events of two productions filling one event-model path are a collision naming the productions', () => {
  const copy = makeProduction({ id: 'p-99', title: 'Dune (kopi)', parentSlug: dune.parentSlug });
  const eventPage = makePage({
    id: 'screenings',
    path: '/visninger/:production',
    sources: [
      {
        name: 'events',
        model: 'event',
        collection: true,
        filter: [{ property: 'production.parentSlug', value: '@production', operator: 'eq' }],
      },
    ],
  });
  const snapshot = makeSnapshot({
    pages: [eventPage],
    redirects: [],
    events: [...events, makeEvent(copy, { eventNumber: 999 })],
  });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'production "p-12" (Dune: Del to) and production "p-99" (Dune (kopi))',
  );
});

test('a template path with no source filter on its parameter is an error', () => {
  const broken = makePage({ id: 'broken', path: '/:film', sources: filmPage.sources });
  expect(() => buildRouteTable(makeSnapshot({ pages: [broken] }))).toThrow(
    'Page "broken" has the path "/:film" but no source filters on "@film"',
  );
});

test('a parameter value that is not one path segment is an error naming the record', () => {
  const odd = makeProduction({ id: 'p-50', title: 'Rar', object: 'culture', objectClass: 'culture' });
  const page = makePage({
    id: 'by-title',
    path: '/:title',
    sources: [
      {
        name: 'production',
        model: 'production',
        collection: false,
        filter: [{ property: 'title', value: '@title', operator: 'eq' }],
      },
    ],
  });
  const snapshot = makeSnapshot({ pages: [page], productions: [dune, odd] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'Production "p-12" (Dune: Del to) cannot fill "/:title" of page "by-title": its title "Dune: Del to" is not a path segment',
  );
});

test('template parameters are the :name segments of a path', () => {
  expect(templateParams('/:production')).toEqual(['production']);
  expect(templateParams('/film/:production/:date')).toEqual(['production', 'date']);
  expect(templateParams('/kinoprogram')).toEqual([]);
});

test('redirects become a map from fromPath to toPath', () => {
  const { redirects } = buildRouteTable(
    makeSnapshot({
      redirects: [
        { fromPath: '/Kulturprogram', toPath: '/kulturprogram' },
        { fromPath: '/billetter', toPath: 'https://billett.example.no/118' },
      ],
    }),
  );
  expect(redirects).toEqual(
    new Map([
      ['/Kulturprogram', '/kulturprogram'],
      ['/billetter', 'https://billett.example.no/118'],
    ]),
  );
});

test('a protocol-relative redirect target is refused: every host reads //host as another site', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/gammel', toPath: '//evil.example/logg-inn' }] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    new RouteTableError(
      'redirects.json $[0].toPath: Redirect from "/gammel" goes to "//evil.example/logg-inn", which is neither a site path nor an absolute URL',
    ),
  );
});

test('a redirect from a page path is a collision', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/kinoprogram', toPath: '/' }] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'redirects.json $[0].fromPath: Path "/kinoprogram" is claimed twice: page "kinoprogram" and the redirect to "/"',
  );
});

test('a redirect from a film path is a collision naming the production', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/flow-DXM20240013', toPath: '/' }] });
  expect(() => buildRouteTable(snapshot)).toThrow('production "p-13" (Flow) and the redirect to "/"');
});

test('a redirect to a path that is no page is an error', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/gammel', toPath: '/finnes-ikke' }] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    new RouteTableError(
      'redirects.json $[0].toPath: Redirect from "/gammel" goes to "/finnes-ikke", which is no page of the site',
    ),
  );
});

test('a redirect to a page may carry a query and a hash', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/billett', toPath: '/dune-del-to-dxm-1234#tickets' }] });
  expect(buildRouteTable(snapshot).redirects.get('/billett')).toBe('/dune-del-to-dxm-1234#tickets');
});

test('a redirect to text that is neither a site path nor a URL is an error', () => {
  const snapshot = makeSnapshot({ redirects: [{ fromPath: '/gammel', toPath: 'kinoprogram' }] });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'redirects.json $[0].toPath: Redirect from "/gammel" goes to "kinoprogram", which is neither a site path nor an absolute URL',
  );
});

test('a redirect loop is an error', () => {
  const snapshot = makeSnapshot({
    redirects: [
      { fromPath: '/a', toPath: '/b' },
      { fromPath: '/b', toPath: '/a' },
    ],
  });
  expect(() => buildRouteTable(snapshot)).toThrow(
    new RouteTableError('redirects.json $[0].toPath: Redirect loop: /a → /b → /a'),
  );
});

test('a redirect chain that ends on a page is accepted', () => {
  const snapshot = makeSnapshot({
    redirects: [
      { fromPath: '/a', toPath: '/b' },
      { fromPath: '/b', toPath: '/kinoprogram' },
    ],
  });
  expect(buildRouteTable(snapshot).redirects.size).toBe(2);
});

test('two redirects from one path are a collision', () => {
  const snapshot = makeSnapshot({
    redirects: [
      { fromPath: '/a', toPath: '/' },
      { fromPath: '/a', toPath: '/kinoprogram' },
    ],
  });
  expect(() => buildRouteTable(snapshot)).toThrow(
    'Path "/a" is claimed twice: the redirect to "/" and the redirect to "/kinoprogram"',
  );
});
