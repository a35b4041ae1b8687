/**
 * Small hand-made content for the engine's unit tests: a venue with two films, a culture
 * item, their events, and the page configs of spec §2.2–2.3. Test-only (imported by
 * `*.test.ts`); records pass through the model schemas so defaults match real content.
 */
import { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { Event, eventProductionOf } from '../model/event.ts';
import { Block, PageConfig } from '../model/page-config.ts';
import { Production } from '../model/production.ts';
import { Theme } from '../model/site.ts';
import { testSite } from './urls/site-fixture.test-support.ts';
import { defineBlock, type BlockDefinitions } from './block-definition.ts';

/** A production with sensible defaults for everything but `id`. */
export function makeProduction(fields: Partial<z.input<typeof Production>> & { id: string }): Production {
  const title = fields.title ?? `Film ${fields.id}`;
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return Production.parse({
    object: 'movie',
    objectClass: 'movie',
    parentSlug: `${slug}-dxm-${fields.id.replace(/\D/g, '') || '1'}`,
    pageReference: slug,
    title,
    ...fields,
  });
}

/** An event of `production`, 19:00–21:00 on `date` unless told otherwise. */
export function makeEvent(
  production: Production,
  fields: Partial<z.input<typeof Event>> & { eventNumber: number; date?: string },
): Event {
  const { date = '2026-03-01', ...rest } = fields;
  return Event.parse({
    id: `e-${fields.eventNumber}`,
    object: production.object,
    production: eventProductionOf(production),
    title: production.title,
    startDate: `${date} 19:00:00`,
    endDate: `${date} 21:00:00`,
    location: 'Sal 1',
    ticketCount: 100,
    ...rest,
  });
}

let blockCount = 0;

/** A block of `component` with a fresh uuid, in row 0, column 0 unless told otherwise. */
export function makeBlock(fields: Partial<z.input<typeof Block>> & { component: string }): Block {
  blockCount += 1;
  return Block.parse({
    id: `00000000-0000-4000-8000-${String(blockCount).padStart(12, '0')}`,
    place: { row: 0, column: 0, order: 0 },
    data: {},
    ...fields,
  });
}

/** A page config with one full-width row and a meta title equal to its id. */
export function makePage(fields: Partial<z.input<typeof PageConfig>> & { id: string; path: string }): PageConfig {
  return PageConfig.parse({
    title: fields.id,
    template: { rows: [{ index: 0, columns: [{}] }] },
    meta: { nb: { title: fields.id } },
    blocks: [],
    ...fields,
  });
}

export const dune = makeProduction({
  id: 'p-12',
  title: 'Dune: Del to',
  parentSlug: 'dune-del-to-dxm-1234',
  pageReference: 'dune-del-to',
  featured: true,
  assets: [
    { type: 'first_image', url: '/img/dune-still.jpg' },
    { type: 'first_poster', url: '/img/dune-poster.jpg' },
  ],
  features: [{ name: 'Norsk tekst' }, { name: '2D' }],
  properties: [{ property: 'first_night', value: '2026-02-27' }],
  ticketSales: [{ available: true }],
});

export const flow = makeProduction({
  id: 'p-13',
  title: 'Flow',
  objectClass: 'movie_coming',
  parentSlug: 'flow-DXM20240013',
  pageReference: 'flow',
});

export const jazz = makeProduction({
  id: 'p-40',
  title: 'Jazzkveld med trio',
  object: 'culture',
  objectClass: 'culture',
  parentSlug: 'jazzkveld-med-trio',
  pageReference: 'jazzkveld-med-trio-k7x2q',
  featured: true,
});

export const events: Event[] = [
  makeEvent(dune, { eventNumber: 101, date: '2026-03-01', featured: true }),
  makeEvent(jazz, { eventNumber: 401, date: '2026-03-02' }),
  makeEvent(dune, { eventNumber: 102, date: '2026-03-03' }),
  makeEvent(flow, { eventNumber: 131, date: '2026-03-05', featured: true }),
];

/** The film detail page of spec §2.3: the production by `parentSlug`, and its events. */
export const filmPage = makePage({
  id: 'film',
  path: '/:production',
  sources: [
    {
      name: 'production',
      model: 'production',
      collection: false,
      filter: [
        { property: 'parentSlug', value: '@production', operator: 'eq' },
        { property: 'object', value: 'movie', operator: 'eq' },
      ],
    },
    {
      name: 'events',
      model: 'event',
      collection: true,
      filter: [{ property: 'production.parentSlug', value: '@production', operator: 'eq' }],
    },
  ],
  meta: {
    nb: {
      title: '{@title} | Fjordheim kino',
      description: '{@contents[0].summary}',
      keywords: '{@features.name}',
      image: '{@assets[type=first_image].url}',
    },
  },
});

/** The culture detail page of spec §2.3: the culture item by `pageReference`, and its events. */
export const culturePage = makePage({
  id: 'culture',
  path: '/:culture',
  sources: [
    {
      name: 'production',
      model: 'production',
      collection: false,
      filter: [
        { property: 'pageReference', value: '@culture', operator: 'eq' },
        { property: 'object', value: 'culture', operator: 'eq' },
      ],
    },
    {
      name: 'events',
      model: 'event',
      collection: true,
      filter: [
        { property: 'production.pageReference', value: '@culture', operator: 'eq' },
        { property: 'object', value: 'culture', operator: 'eq' },
      ],
    },
  ],
  meta: { nb: { title: '{@title} | Fjordheim kulturhus' } },
});

/** A snapshot of the sample venue; each field of `overrides` replaces the default one. */
export function makeSnapshot(overrides: Partial<ContentSnapshot> = {}): ContentSnapshot {
  return {
    site: testSite({ title: 'Fjordheim kino og kulturhus', theme: 'fjordheim', imageHost: '' }),
    theme: Theme.parse({
      id: 'fjordheim',
      name: 'Fjordheim',
      variant: 'variant-22',
      train: 'v11.0.0',
      logo: '/logo.svg',
      logoAlt: 'Fjordheim',
      favicon: '/favicon.ico',
      search: { submitPath: '/search', enabled: false },
      language: { submitPath: '/', enabled: false, languageIcon: '' },
      menu: [],
      footer: [],
    }),
    redirects: [{ fromPath: '/Kulturprogram', toPath: '/kulturprogram' }],
    pages: [
      makePage({ id: 'home', path: '/' }),
      makePage({ id: 'kinoprogram', path: '/kinoprogram' }),
      makePage({ id: 'kulturprogram', path: '/kulturprogram' }),
      makePage({ id: 'null', path: '/null', noindex: true }),
      filmPage,
      culturePage,
    ],
    productions: [dune, flow, jazz],
    events,
    articles: [{ id: 'om-oss', title: 'Om oss', body: 'Fjordheim er et kulturhus.' }],
    today: '2026-03-01',
    ...overrides,
  };
}

/** A block kind that echoes what the engine gave it, so tests can see data, bindings and params. */
const echoBlock = defineBlock({
  component: 'echo',
  version: 'v1',
  dataSchema: z.object({ title: z.string().default('') }),
  resolve: ({ data, bound, params, today }) => ({ data, bound, params, today }),
});

export const testDefinitions: BlockDefinitions = { echo: echoBlock };
