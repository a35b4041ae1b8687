import { expect, test } from 'vitest';
import { buildContentIndex } from './content-index.ts';
import { dune, events, flow, jazz, makeEvent, makeProduction, makeSnapshot } from './snapshot-fixtures.test-support.ts';

test('productions and articles are found by id', () => {
  const index = buildContentIndex(makeSnapshot());
  expect(index.productionsById.get('p-12')).toBe(dune);
  expect(index.productionsById.get('p-40')).toBe(jazz);
  expect(index.articlesById.get('om-oss')?.title).toBe('Om oss');
  expect(index.productionsById.get('p-1')).toBeUndefined();
});

test('the events of a production are listed by start date', () => {
  const late = makeEvent(flow, { eventNumber: 140, date: '2026-03-09' });
  const early = makeEvent(flow, { eventNumber: 139, date: '2026-03-04' });
  const index = buildContentIndex(makeSnapshot({ events: [...events, late, early] }));
  expect(index.eventsByProductionId.get('p-12')?.map((e) => e.id)).toEqual(['e-101', 'e-102']);
  expect(index.eventsByProductionId.get('p-13')?.map((e) => e.id)).toEqual(['e-139', 'e-131', 'e-140']);
  expect(index.eventsByProductionId.get('p-99')).toBeUndefined();
});

test('two productions with one id are a content error', () => {
  const twin = makeProduction({ id: 'p-12', title: 'Dune-tvilling' });
  expect(() => buildContentIndex(makeSnapshot({ productions: [dune, twin] }))).toThrow(
    'Two productions have the id "p-12": "Dune: Del to" and "Dune-tvilling"',
  );
});
