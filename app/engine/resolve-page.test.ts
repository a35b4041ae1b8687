import { z } from 'zod';
import { expect, test } from 'vitest';
import { blocksOf } from '../model/page-bundle.ts';
import type { PageConfig } from '../model/page-config.ts';
import { defineBlock } from './block-definition.ts';
import { createPageResolver } from './resolve-page.ts';
import {
  culturePage,
  dune,
  filmPage,
  makeBlock,
  makePage,
  makeSnapshot,
  testDefinitions,
} from './snapshot-fixtures.test-support.ts';

function resolverWith(pages: PageConfig[], definitions = testDefinitions) {
  return createPageResolver(makeSnapshot({ pages: [...pages, filmPage, culturePage], redirects: [] }), definitions);
}

test('a path without a page resolves to undefined', () => {
  expect(createPageResolver(makeSnapshot(), testDefinitions).resolvePage('/finnes-ikke')).toBeUndefined();
  expect(createPageResolver(makeSnapshot(), testDefinitions).resolvePage('/Kulturprogram')).toBeUndefined();
});

test('a static page resolves to a bundle with its meta and its placed blocks', () => {
  const block = makeBlock({ component: 'echo', data: { title: 'Kinoprogram' } });
  const page = makePage({
    id: 'kinoprogram',
    path: '/kinoprogram',
    blocks: [block],
    meta: { nb: { title: 'Fjordheim | Kinoprogram' } },
  });
  const bundle = resolverWith([page]).resolvePage('/kinoprogram');
  expect(bundle).toMatchObject({
    path: '/kinoprogram',
    pageId: 'kinoprogram',
    title: 'Fjordheim | Kinoprogram',
    meta: { title: 'Fjordheim | Kinoprogram', canonical: 'https://www.fjordheim.no/kinoprogram', noindex: false },
  });
  expect(bundle?.rows).toEqual([
    {
      index: 0,
      container: true,
      columns: [
        {
          span: { xs: 12 },
          order: { xs: 0 },
          blocks: [
            {
              id: block.id,
              component: 'echo',
              props: { data: { title: 'Kinoprogram' }, bound: {}, params: {}, today: '2026-03-01' },
            },
          ],
        },
      ],
    },
  ]);
});

test("a page's meta alone is its bundle's meta, and a block that fails does not stop it", () => {
  const page = makePage({
    id: 'kinoprogram',
    path: '/kinoprogram',
    blocks: [makeBlock({ component: 'echo' })],
    meta: { nb: { title: 'Fjordheim | Kinoprogram' } },
  });
  const resolver = resolverWith([page]);
  expect(resolver.resolveMeta('/kinoprogram')).toEqual(resolver.resolvePage('/kinoprogram')?.meta);
  expect(resolver.resolveMeta('/finnes-ikke')).toBeUndefined();
  const broken = makePage({ id: 'brutt', path: '/brutt', blocks: [makeBlock({ component: 'finnes-ikke' })] });
  expect(() => resolverWith([broken]).resolvePage('/brutt')).toThrow('unknown component');
  expect(resolverWith([broken]).resolveMeta('/brutt')?.canonical).toBe('https://www.fjordheim.no/brutt');
});

test('hidden blocks are left out', () => {
  const shown = makeBlock({ component: 'echo' });
  const hidden = makeBlock({ component: 'echo', hide: true });
  const bundle = resolverWith([makePage({ id: 'home', path: '/', blocks: [hidden, shown] })]).resolvePage('/');
  expect(blocksOf(bundle ?? { rows: [] }).map((b) => b.id)).toEqual([shown.id]);
});

test('a hidden block of an unknown component is no error', () => {
  const hidden = makeBlock({ component: 'retired-widget', hide: true });
  expect(resolverWith([makePage({ id: 'home', path: '/', blocks: [hidden] })]).resolvePage('/')?.rows).toEqual([]);
});

test('blocks are placed by row, then column, then order, rows in index order', () => {
  const at = (row: number, column: number, order: number) =>
    makeBlock({ component: 'echo', place: { row, column, order } });
  const blocks = [at(1, 0, 0), at(0, 1, 0), at(0, 0, 2), at(0, 0, 1), at(1, 0, -1)];
  const template = {
    rows: [
      { index: 1, columns: [{}] },
      { index: 0, columns: [{}, {}] },
    ],
  };
  const bundle = resolverWith([makePage({ id: 'home', path: '/', template, blocks })]).resolvePage('/');
  const ids = (b: { id: string }) => b.id;
  expect(bundle?.rows.map((row) => [row.index, row.columns.map((column) => column.blocks.map(ids))])).toEqual([
    [0, [[blocks[3], blocks[2]].map((b) => b?.id), [blocks[1]?.id]]],
    [1, [[blocks[4], blocks[0]].map((b) => b?.id)]],
  ]);
});

test('an unknown component is an error naming page, block and component', () => {
  const block = makeBlock({ component: 'karusell' });
  const resolver = resolverWith([makePage({ id: 'home', path: '/', blocks: [block] })]);
  expect(() => resolver.resolvePage('/')).toThrow(
    `Page "home" (/) block "${block.id}": unknown component "karusell" (known: echo)`,
  );
});

test('a detail page gets its route parameters, and its bindings read the matched production', () => {
  const block = makeBlock({
    component: 'echo',
    data: {
      bindings: {
        title: { source: 'production', binding: '@title' },
        poster: { source: 'production', binding: '@assets[type=first_poster].url' },
        onSale: { source: 'production', binding: '@ticketSales[0].available' },
        keywords: { source: 'production.features', binding: '@name' },
      },
    },
  });
  const page = makePage({ ...filmPage, blocks: [block] });
  const resolver = createPageResolver(makeSnapshot({ pages: [page], redirects: [] }), testDefinitions);
  const bundle = resolver.resolvePage('/dune-del-to-dxm-1234');
  expect(bundle?.title).toBe('Dune: Del to | Fjordheim kino');
  expect(bundle?.rows[0]?.columns[0]?.blocks[0]?.props).toMatchObject({
    params: { production: 'dune-del-to-dxm-1234' },
    bound: { title: 'Dune: Del to', poster: '/img/dune-poster.jpg', onSale: true, keywords: ['Norsk tekst', '2D'] },
  });
});

test('a binding to a collection source gives one value per item', () => {
  const block = makeBlock({
    component: 'echo',
    data: {
      bindings: {
        ids: { source: 'events', binding: '@id' },
        events: { source: 'events', binding: '@' },
      },
    },
  });
  const page = makePage({ ...filmPage, blocks: [block] });
  const bundle = createPageResolver(makeSnapshot({ pages: [page], redirects: [] }), testDefinitions).resolvePage(
    `/${dune.parentSlug}`,
  );
  expect(bundle?.rows[0]?.columns[0]?.blocks[0]?.props).toMatchObject({
    bound: { ids: ['e-101', 'e-102'], events: [{ id: 'e-101' }, { id: 'e-102' }] },
  });
});

test('a featured source on a static page binds every featured production', () => {
  const block = makeBlock({
    component: 'echo',
    data: { bindings: { titles: { source: 'featured_productions', binding: '@title' } } },
  });
  const page = makePage({
    id: 'home',
    path: '/',
    sources: [
      {
        name: 'featured_productions',
        model: 'production',
        collection: true,
        filter: [{ property: 'featured', value: true, operator: 'eq' }],
      },
    ],
    blocks: [block],
  });
  const bundle = resolverWith([page]).resolvePage('/');
  expect(bundle?.rows[0]?.columns[0]?.blocks[0]?.props).toMatchObject({
    bound: { titles: ['Dune: Del to', 'Jazzkveld med trio'] },
  });
});

test('a block gets its own fields without bindings and locale, parsed by its schema', () => {
  const seen: unknown[] = [];
  const spy = defineBlock({
    component: 'spy',
    version: 'v1',
    dataSchema: z.looseObject({ limit: z.number().default(5) }),
    resolve: ({ data }) => {
      seen.push(data);
      return null;
    },
  });
  const block = makeBlock({
    component: 'spy',
    data: { locale: 'nb', title: 'Filmer', bindings: { x: { source: 'featured', binding: '@' } } },
  });
  const page = makePage({
    id: 'home',
    path: '/',
    sources: [{ name: 'featured', model: 'production', collection: true, filter: [] }],
    blocks: [block],
  });
  resolverWith([page], { spy }).resolvePage('/');
  expect(seen).toEqual([{ title: 'Filmer', limit: 5 }]);
});

test("a block writes the content's links to an old path as the page it leads to", () => {
  const linker = defineBlock({
    component: 'linker',
    version: 'v1',
    dataSchema: z.looseObject({}),
    resolve: ({ link }) => ({ menu: link('/Kulturprogram?fra=blokk'), page: link('/kulturprogram') }),
  });
  const page = makePage({ id: 'home', path: '/', blocks: [makeBlock({ component: 'linker' })] });
  const snapshot = makeSnapshot({ pages: [page, makePage({ id: 'kulturprogram', path: '/kulturprogram' })] });
  const bundle = createPageResolver(snapshot, { linker }).resolvePage('/');
  expect(bundle?.rows[0]?.columns[0]?.blocks[0]?.props).toEqual({
    menu: '/kulturprogram?fra=blokk',
    page: '/kulturprogram',
  });
});

test('block data its schema rejects is an error naming page, block and component', () => {
  const block = makeBlock({ component: 'echo', data: { title: 42 } });
  const resolver = resolverWith([makePage({ id: 'home', path: '/', blocks: [block] })]);
  expect(() => resolver.resolvePage('/')).toThrow(`Page "home" (/) block "${block.id}" (echo): invalid data`);
});

test('a binding to an unknown source is an error naming page, block and field', () => {
  const block = makeBlock({
    component: 'echo',
    data: { bindings: { films: { source: 'featured_movies', binding: '@title' } } },
  });
  const resolver = resolverWith([makePage({ id: 'home', path: '/', blocks: [block] })]);
  expect(() => resolver.resolvePage('/')).toThrow(
    `Page "home" (/) block "${block.id}" (echo): binding "films": Unknown source "featured_movies"`,
  );
});

test('an error inside a block resolver names the page and block and keeps the cause', () => {
  const cause = new Error('no slides');
  const broken = defineBlock({
    component: 'slideshow',
    version: 'v2',
    dataSchema: z.object({}),
    resolve: () => {
      throw cause;
    },
  });
  const block = makeBlock({ component: 'slideshow' });
  const resolver = resolverWith([makePage({ id: 'home', path: '/', blocks: [block] })], { slideshow: broken });
  expect(() => resolver.resolvePage('/')).toThrow(
    expect.objectContaining({ message: `Page "home" (/) block "${block.id}" (slideshow): no slides`, cause }),
  );
});

test('the resolver exposes the route table and the content index it built', () => {
  const resolver = createPageResolver(makeSnapshot(), testDefinitions);
  expect(resolver.routes.entries.has('/dune-del-to-dxm-1234')).toBe(true);
  expect(resolver.routes.redirects.get('/Kulturprogram')).toBe('/kulturprogram');
  expect(resolver.index.productionsById.get('p-12')).toBe(dune);
});

test('bad content fails when the resolver is made, not on the first page', () => {
  const twice = [makePage({ id: 'a', path: '/x' }), makePage({ id: 'b', path: '/x' })];
  expect(() => createPageResolver(makeSnapshot({ pages: twice, redirects: [] }), testDefinitions)).toThrow(
    'claimed twice',
  );
});

/** A block that splits its page: a subpage for each of its `parts`, showing the part it is given. */
const splitting = defineBlock({
  component: 'split',
  version: 'v1',
  dataSchema: z.object({ parts: z.array(z.string()) }),
  resolve: ({ data, params, pagePath }) => ({ parts: data.parts, shown: params['subpage'] ?? 'first', pagePath }),
  subpages: (props) => props.parts.map((part) => ({ segment: part, title: `Del ${part}` })),
});

test('a block may split its page: each subpage it names is a page of the same config, titled by the block', () => {
  const page = makePage({
    id: 'program',
    path: '/kinoprogram',
    blocks: [makeBlock({ component: 'split', data: { parts: ['2026-03-02', '2026-03-03'] } })],
    meta: { nb: { title: 'Kinoprogram' } },
  });
  const resolver = resolverWith([page], { ...testDefinitions, split: splitting });
  expect([...resolver.routes.entries.keys()]).toEqual(
    expect.arrayContaining(['/kinoprogram/2026-03-02', '/kinoprogram/2026-03-03']),
  );
  const sub = resolver.resolvePage('/kinoprogram/2026-03-03');
  expect(sub?.title).toBe('Del 2026-03-03 – Kinoprogram');
  expect(blocksOf(sub ?? { rows: [] })[0]?.props).toMatchObject({ shown: '2026-03-03', pagePath: '/kinoprogram' });
  expect(blocksOf(resolver.resolvePage('/kinoprogram') ?? { rows: [] })[0]?.props).toMatchObject({ shown: 'first' });
  expect(resolver.resolveMeta('/kinoprogram/2026-03-02')?.title).toBe('Del 2026-03-02 – Kinoprogram');
});

test("a subpage on another page's path is a build error naming both", () => {
  const split = makePage({
    id: 'program',
    path: '/kinoprogram',
    blocks: [makeBlock({ component: 'split', data: { parts: ['arkiv'] } })],
  });
  const archive = makePage({ id: 'arkiv', path: '/kinoprogram/arkiv', blocks: [] });
  expect(() => resolverWith([split, archive], { ...testDefinitions, split: splitting })).toThrow(
    'Path "/kinoprogram/arkiv" is claimed twice: page "arkiv" and a subpage of page "program"',
  );
});
