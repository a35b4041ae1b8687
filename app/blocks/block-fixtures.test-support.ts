/**
 * A small venue for block tests: three productions, a handful of events around a fixed
 * "today", and helpers that bind fields with the engine's real `@field` path language.
 */
import { expect } from 'vitest';
import { evaluatePath } from '../engine/bindings/evaluate-path.ts';
import { parsePath } from '../engine/bindings/parse-path.ts';
import { hrefAsWritten } from '../engine/redirects.ts';
import type { BlockDefinition, ContentIndex, ResolveContext } from '../engine/block-definition.ts';
import { testSite } from '../engine/urls/site-fixture.test-support.ts';
import type { Article } from '../model/content-snapshot.ts';
import { Event, eventProductionOf } from '../model/event.ts';
import { Production } from '../model/production.ts';

export const TODAY = '2026-11-21';
export const site = testSite();

export const fjellet = Production.parse({
  id: 'fjellet',
  object: 'movie',
  objectClass: 'movie',
  parentSlug: 'fjellet-dxm-1042',
  pageReference: 'fjellet-dxm-1042',
  title: 'Fjellet',
  edi: 'DXM20261042',
  featured: true,
  contents: [
    {
      summary: 'Tre søsken går over vidda.',
      body: '<p>Tre søsken går <em>over vidda</em>.</p><script>alert(1)</script>',
    },
  ],
  assets: [
    { type: 'first_image', url: '/images/fjellet-still.jpg', focalPointQuery: 'fp-x=0.5&fp-y=0.3' },
    { type: 'first_poster', url: '/images/fjellet-poster.jpg', alt: 'Plakat for Fjellet' },
  ],
  features: [{ name: '12 år' }, { name: 'Norsk tale', highlight: true }, { name: '2D' }],
  properties: [
    { property: 'first_night', value: '2026-11-13' },
    { property: 'duration', value: '106' },
    { property: 'genre', value: 'Drama' },
    { property: 'age_limit', value: '12' },
    { property: 'director', value: 'Kari Nordmann' },
    { property: 'country', value: 'Norge' },
    { property: 'year', value: '2026' },
  ],
  ticketSales: [{ available: true }],
});

export const vinterlys = Production.parse({
  id: 'vinterlys',
  object: 'movie',
  objectClass: 'movie_coming',
  parentSlug: 'vinterlys-DXM20261201',
  pageReference: 'vinterlys-DXM20261201',
  title: 'Vinterlys',
  featured: true,
  assets: [{ type: 'first_image', url: '/images/vinterlys-still.jpg' }],
  properties: [
    { property: 'first_night', value: '2026-12-04' },
    { property: 'genre', value: 'Familie' },
  ],
  ticketSales: [{ available: false }],
});

export const jazzkveld = Production.parse({
  id: 'jazzkveld',
  object: 'culture',
  objectClass: 'culture',
  parentSlug: 'jazzkveld-med-trio',
  pageReference: 'jazzkveld-med-trio-k7x2q',
  title: 'Jazzkveld med trio',
  category: 'konsert',
  contents: [{ summary: 'Standarder og nye låter.', body: '<p>Standarder og nye låter.</p>' }],
  assets: [{ type: 'first_image', url: '/images/jazz.jpg' }],
  features: [{ name: '18 år' }],
  properties: [{ property: 'first_night', value: '2026-11-27' }],
});

export const productions = [fjellet, vinterlys, jazzkveld];

function event(fields: {
  eventNumber: number;
  production: Production;
  startDate: string;
  ticketCount?: number;
  location?: string;
  featured?: boolean;
  adFlags?: string[];
  ticketSaleType?: 'normal' | null;
}): Event {
  const { production, ...rest } = fields;
  return Event.parse({
    id: `e-${fields.eventNumber}`,
    object: production.object,
    production: eventProductionOf(production),
    title: production.title,
    endDate: fields.startDate.replace(/\d{2}:\d{2}:\d{2}$/, '23:59:00'),
    location: 'Sal 1',
    ticketCount: 40,
    features: production.features,
    ...rest,
  });
}

export const events = [
  event({ eventNumber: 100, production: fjellet, startDate: '2026-11-20 18:00:00' }),
  event({ eventNumber: 101, production: fjellet, startDate: '2026-11-21 18:30:00', ticketCount: 12, featured: true }),
  event({ eventNumber: 102, production: fjellet, startDate: '2026-11-21 21:00:00', ticketCount: 0, location: 'Sal 2' }),
  event({
    eventNumber: 103,
    production: vinterlys,
    startDate: '2026-11-22 17:00:00',
    featured: true,
    adFlags: ['national_premiere', 'unknown_flag'],
  }),
  event({ eventNumber: 104, production: fjellet, startDate: '2026-11-23 20:00:00', ticketSaleType: null }),
  event({
    eventNumber: 200,
    production: jazzkveld,
    startDate: '2026-11-27 19:30:00',
    location: 'Storsalen',
    ticketCount: 1,
  }),
  event({ eventNumber: 201, production: jazzkveld, startDate: '2026-11-28 19:30:00', location: 'Storsalen' }),
];

const articles: Article[] = [
  { id: 'leiepriser', title: 'Leiepriser', body: 'Sal 1 koster **1500 kr**.\n\n<script>alert(1)</script>' },
];

function groupEvents(): Map<string, Event[]> {
  const byProduction = new Map<string, Event[]>();
  for (const item of events)
    byProduction.set(item.production.id, [...(byProduction.get(item.production.id) ?? []), item]);
  return byProduction;
}

const index: ContentIndex = {
  productionsById: new Map(productions.map((production) => [production.id, production])),
  eventsByProductionId: groupEvents(),
  articlesById: new Map(articles.map((article) => [article.id, article])),
};

/** A binding to a collection source: the path evaluated on each item (spec §3.9). */
export function bindEach(items: readonly unknown[], path: string): unknown[] {
  const parsed = parsePath(path);
  return items.map((item) => evaluatePath(parsed, item));
}

/** A binding to a single source. */
export function bindOne(value: unknown, path: string): unknown {
  return evaluatePath(parsePath(path), value);
}

/**
 * Resolves a block as the engine does: `data` parsed by the block's schema (defaults applied),
 * then `resolve()` with the bound values, the test site, the index and TODAY, its links as written.
 */
export function resolveBlock<Data, Props>(
  definition: BlockDefinition<Data, Props>,
  data: Record<string, unknown>,
  bound: Record<string, unknown> = {},
  overrides: Partial<Omit<ResolveContext<Data>, 'data' | 'bound'>> = {},
): Props {
  return definition.resolve({
    data: definition.dataSchema.parse(data),
    bound,
    params: {},
    pagePath: '/kinoprogram',
    site,
    today: TODAY,
    index,
    link: hrefAsWritten,
    ...overrides,
  });
}

/** Props travel in the page payload: they must survive JSON unchanged. */
export function expectPlainJson(value: unknown): void {
  expect(JSON.parse(JSON.stringify(value))).toEqual(value);
}
