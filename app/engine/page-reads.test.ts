import { expect, test } from 'vitest';
import type { ContentIndex } from './block-definition.ts';
import { trackedIndex, type PageReads } from './page-reads.ts';
import { makeEvent, makeProduction } from './snapshot-fixtures.test-support.ts';

const film = makeProduction({ id: 'p1' });
const other = makeProduction({ id: 'p2' });
const events = [
  makeEvent(film, { eventNumber: 1, date: '2026-11-21' }),
  makeEvent(film, { eventNumber: 2, date: '2026-11-22' }),
];
const index: ContentIndex = {
  productionsById: new Map([
    [film.id, film],
    [other.id, other],
  ]),
  eventsByProductionId: new Map([[film.id, events]]),
  articlesById: new Map([['om', { id: 'om', title: 'Om', body: 'Tekst' }]]),
};

test('a lookup reads the records it gives out, a miss or a membership check reads none', () => {
  const reads: PageReads = new Set();
  const seen = trackedIndex(index, reads);
  expect(seen.productionsById.get('p1')).toBe(film);
  expect(seen.eventsByProductionId.get('p1')).toBe(events);
  expect(seen.articlesById.get('om')?.title).toBe('Om');
  expect(seen.productionsById.get('p3')).toBeUndefined();
  expect(seen.productionsById.has('p2')).toBe(true);
  expect(seen.productionsById.size).toBe(2);
  expect([...reads].sort()).toEqual(
    ['article:om', ...events.map((event) => `event:${event.id}`), 'production:p1'].sort(),
  );
});

test('a walk over a lookup reads its whole model', () => {
  const reads: PageReads = new Set();
  const seen = trackedIndex(index, reads);
  expect([...seen.productionsById.values()]).toEqual([film, other]);
  const ids: string[] = [];
  seen.eventsByProductionId.forEach((list, key) => ids.push(key, ...list.map((event) => event.id)));
  expect(ids).toEqual(['p1', ...events.map((event) => event.id)]);
  expect([...seen.articlesById].map(([id]) => id)).toEqual(['om']);
  expect([...reads].sort()).toEqual(['article:*', 'event:*', 'production:*']);
});
