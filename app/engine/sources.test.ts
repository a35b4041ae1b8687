import { expect, test } from 'vitest';
import type { Event } from '../model/event.ts';
import type { Source } from '../model/page-config.ts';
import type { Production } from '../model/production.ts';
import { createPathParser } from './bindings/parse-path.ts';
import { createSourceEvaluator, evaluateBinding, readSourceReference, type SourceValue } from './sources.ts';
import { dune, events, flow, jazz, makeEvent, makeProduction } from './snapshot-fixtures.test-support.ts';

const content = { productions: [dune, flow, jazz], events };
const source = (fields: Partial<Source> & Pick<Source, 'name' | 'model'>): Source => ({
  collection: false,
  filter: [],
  ...fields,
});
const eq = (property: string, value: string | number | boolean) => ({ property, value, operator: 'eq' as const });

function evaluate(sources: Source[], params: Record<string, string> = {}) {
  return createSourceEvaluator(content, createPathParser()).evaluate(sources, params);
}

test('a @param filter value is replaced by the route parameter', () => {
  const values = evaluate(
    [source({ name: 'production', model: 'production', filter: [eq('parentSlug', '@production')] })],
    {
      production: 'dune-del-to-dxm-1234',
    },
  );
  expect(values.get('production')).toEqual({ collection: false, value: dune });
});

test('a single source gives the first match, or undefined when nothing matches', () => {
  const values = evaluate([
    source({ name: 'first_film', model: 'production', filter: [eq('object', 'movie')] }),
    source({ name: 'nothing', model: 'production', filter: [eq('parentSlug', 'finnes-ikke')] }),
  ]);
  expect(values.get('first_film')).toEqual({ collection: false, value: dune });
  expect(values.get('nothing')).toEqual({ collection: false, value: undefined });
});

test('a collection source gives all matches in content order', () => {
  const values = evaluate(
    [
      source({
        name: 'events',
        model: 'event',
        collection: true,
        filter: [eq('production.parentSlug', '@production')],
      }),
    ],
    { production: dune.parentSlug },
  );
  expect(values.get('events')).toEqual({ collection: true, items: [events[0], events[2]] });
});

test('filter values compare as strings, so true matches a boolean field', () => {
  const values = evaluate([
    source({ name: 'featured_productions', model: 'production', collection: true, filter: [eq('featured', true)] }),
    source({ name: 'featured_events', model: 'event', collection: true, filter: [eq('featured', 'true')] }),
  ]);
  expect(values.get('featured_productions')).toEqual({ collection: true, items: [dune, jazz] });
  expect(values.get('featured_events')).toEqual({ collection: true, items: [events[0], events[3]] });
});

test('every filter must hold', () => {
  const values = evaluate([
    source({
      name: 'culture_productions',
      model: 'production',
      collection: true,
      filter: [eq('featured', true), eq('object', 'culture')],
    }),
  ]);
  expect(values.get('culture_productions')).toEqual({ collection: true, items: [jazz] });
});

test('a source without filters gives every record of its model', () => {
  const values = evaluate([source({ name: 'all', model: 'production', collection: true })]);
  expect(values.get('all')).toEqual({ collection: true, items: [dune, flow, jazz] });
});

test('a filter on a route parameter the path does not have is an error naming source and parameter', () => {
  expect(() =>
    evaluate([source({ name: 'production', model: 'production', filter: [eq('parentSlug', '@film')] })]),
  ).toThrow(/Source "production" filters on route parameter "@film"/);
});

test('a detail page reads only the records that match, not the whole catalogue', () => {
  const films: Production[] = Array.from({ length: 200 }, (_, i) =>
    makeProduction({ id: `p-${i + 1}`, title: `Film ${i + 1}` }),
  );
  const screenings: Event[] = films.flatMap((film, i) => [
    makeEvent(film, { eventNumber: 2 * i + 1 }),
    makeEvent(film, { eventNumber: 2 * i + 2 }),
  ]);
  const reads = { count: 0 };
  const counted = <T extends object>(items: T[]): T[] =>
    items.map(
      (item) =>
        new Proxy(item, {
          get(target, key, receiver) {
            reads.count += 1;
            return Reflect.get(target, key, receiver) as unknown;
          },
        }),
    );
  const evaluator = createSourceEvaluator(
    { productions: counted(films), events: counted(screenings) },
    createPathParser(),
  );
  const pageSources = [
    source({ name: 'production', model: 'production', filter: [eq('parentSlug', '@production')] }),
    source({ name: 'events', model: 'event', collection: true, filter: [eq('production.parentSlug', '@production')] }),
  ];
  evaluator.evaluate(pageSources, { production: films[0]?.parentSlug ?? '' }); // builds the lookup maps once
  reads.count = 0;
  const values = evaluator.evaluate(pageSources, { production: films[150]?.parentSlug ?? '' });
  const readsForPage = reads.count;
  expect(values.get('events')).toMatchObject({ items: [{ id: 'e-301' }, { id: 'e-302' }] });
  expect(readsForPage).toBeLessThan(10);
});

test('a dotted source reference reads a path into the source value', () => {
  const parse = createPathParser();
  const values = new Map<string, SourceValue>([
    ['production', { collection: false, value: dune }],
    ['events', { collection: true, items: [events[0], events[2]] }],
  ]);
  expect(readSourceReference(values, 'production.features', parse)).toEqual({
    collection: false,
    value: dune.features,
  });
  expect(readSourceReference(values, 'events.production.id', parse)).toEqual({
    collection: true,
    items: ['p-12', 'p-12'],
  });
  expect(() => readSourceReference(values, 'films', parse)).toThrow(
    'Unknown source "films" (the page\'s sources: "production", "events")',
  );
});

test('a binding to a collection source yields one value per item; to a single source, one value', () => {
  const parse = createPathParser();
  const values = new Map<string, SourceValue>([
    ['production', { collection: false, value: dune }],
    ['featured_productions', { collection: true, items: [dune, flow, jazz] }],
  ]);
  expect(evaluateBinding(values, { source: 'featured_productions', binding: '@title' }, parse)).toEqual([
    'Dune: Del to',
    'Flow',
    'Jazzkveld med trio',
  ]);
  expect(
    evaluateBinding(values, { source: 'featured_productions', binding: '@assets[type=first_poster].url' }, parse),
  ).toEqual(['/img/dune-poster.jpg', undefined, undefined]);
  expect(evaluateBinding(values, { source: 'production', binding: '@ticketSales[0].available' }, parse)).toBe(true);
  expect(evaluateBinding(values, { source: 'production.features', binding: '@name' }, parse)).toEqual([
    'Norsk tekst',
    '2D',
  ]);
});
