import { expect, test } from 'vitest';
import { eventsReducer, idsToRequest, initialEventsState, ticketCountsOf } from './events-state.ts';

const event = (id: string, ticketCount: number) => ({ id, ticketCount });

test('ids already requested are dropped, and each new id is asked for once', () => {
  const state = { requested: ['e-1', 'e-2'], items: [] };
  expect(idsToRequest(state, ['e-2', 'e-3', 'e-3', 'e-1', 'e-4'])).toEqual(['e-3', 'e-4']);
});

test('when no new ids remain, nothing happens: the same state comes back', () => {
  const state = eventsReducer(initialEventsState, { type: 'requested', ids: ['e-1'] });
  expect(eventsReducer(state, { type: 'requested', ids: ['e-1', 'e-1'] })).toBe(state);
  expect(eventsReducer(state, { type: 'requested', ids: [] })).toBe(state);
});

test('new ids are added to requested after the ones asked for before', () => {
  const first = eventsReducer(initialEventsState, { type: 'requested', ids: ['e-1', 'e-2'] });
  const second = eventsReducer(first, { type: 'requested', ids: ['e-2', 'e-3'] });
  expect(second.requested).toEqual(['e-1', 'e-2', 'e-3']);
  expect(second.items).toEqual([]);
});

test('returned events are appended to items, and requested is left alone', () => {
  const asked = eventsReducer(initialEventsState, { type: 'requested', ids: ['e-1', 'e-2', 'e-3'] });
  const one = eventsReducer(asked, { type: 'received', events: [event('e-1', 10)] });
  const two = eventsReducer(one, { type: 'received', events: [event('e-2', 0), event('e-3', 4)] });
  expect(two.items).toEqual([event('e-1', 10), event('e-2', 0), event('e-3', 4)]);
  expect(two.requested).toEqual(['e-1', 'e-2', 'e-3']);
});

test('an empty answer changes nothing', () => {
  const asked = eventsReducer(initialEventsState, { type: 'requested', ids: ['e-1'] });
  expect(eventsReducer(asked, { type: 'received', events: [] })).toBe(asked);
});

test('live counts are looked up by event id', () => {
  const counts = ticketCountsOf([event('e-1', 10), event('e-2', 0)]);
  expect(counts.get('e-1')).toBe(10);
  expect(counts.get('e-2')).toBe(0);
  expect(counts.has('e-3')).toBe(false);
});

test('counts gone stale may all be asked for again; the ones received stay until newer ones come', () => {
  const asked = eventsReducer(initialEventsState, { type: 'requested', ids: ['e-1', 'e-2'] });
  const received = eventsReducer(asked, { type: 'received', events: [event('e-1', 10), event('e-2', 3)] });
  const stale = eventsReducer(received, { type: 'stale' });
  expect(stale.requested).toEqual([]);
  expect(stale.items).toEqual(received.items);
  expect(idsToRequest(stale, ['e-1', 'e-2'])).toEqual(['e-1', 'e-2']);
  const again = eventsReducer(eventsReducer(stale, { type: 'requested', ids: ['e-1'] }), {
    type: 'received',
    events: [event('e-1', 8)],
  });
  // One item per event: the newer count replaces the older.
  expect(again.items).toEqual([event('e-2', 3), event('e-1', 8)]);
  expect(ticketCountsOf(again.items).get('e-1')).toBe(8);
});
