import { afterEach, expect, test, vi } from 'vitest';
import type { BasicEvent } from './basic-events.ts';
import { createEventsStore } from './events-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A `basic_events` stand-in that answers from a table and records what it was asked. */
function api(counts: Record<string, number>) {
  const calls: string[][] = [];
  const load = (ids: readonly string[]): Promise<BasicEvent[]> => {
    calls.push([...ids]);
    return Promise.resolve(ids.filter((id) => id in counts).map((id) => ({ id, ticketCount: counts[id] ?? 0 })));
  };
  return { calls, load };
}

test('asking for events fetches only the ids not asked for before and appends the answer', async () => {
  const { calls, load } = api({ 'e-1': 5, 'e-2': 0, 'e-3': 9 });
  const store = createEventsStore(load);
  await store.request(['e-1', 'e-2']);
  await store.request(['e-2', 'e-3']);
  expect(calls).toEqual([['e-1', 'e-2'], ['e-3']]);
  expect(store.getState()).toEqual({
    requested: ['e-1', 'e-2', 'e-3'],
    items: [
      { id: 'e-1', ticketCount: 5 },
      { id: 'e-2', ticketCount: 0 },
      { id: 'e-3', ticketCount: 9 },
    ],
  });
});

test('asking again for the same ids does nothing: no fetch, no change, no listener call', async () => {
  const { calls, load } = api({ 'e-1': 5 });
  const store = createEventsStore(load);
  await store.request(['e-1']);
  const before = store.getState();
  const listener = vi.fn();
  store.subscribe(listener);
  await store.request(['e-1']);
  await store.request([]);
  expect(calls).toHaveLength(1);
  expect(store.getState()).toBe(before);
  expect(listener).not.toHaveBeenCalled();
});

test('ids are marked requested before the answer arrives, so a second ask in flight is dropped', async () => {
  const { calls, load } = api({ 'e-1': 5 });
  const store = createEventsStore(load);
  const first = store.request(['e-1']);
  expect(store.getState().requested).toEqual(['e-1']);
  await Promise.all([first, store.request(['e-1'])]);
  expect(calls).toEqual([['e-1']]);
});

test('a failed fetch logs "Failed to fetch" and changes nothing else', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createEventsStore(() => Promise.reject(new TypeError('Failed to fetch')));
  await store.request(['e-1']);
  expect(log).toHaveBeenCalledWith('Failed to fetch', 'Failed to fetch');
  expect(store.getState()).toEqual({ requested: ['e-1'], items: [] });
});

test('a refresh asks for ids already asked for, and the newer counts replace the older', async () => {
  const counts: Record<string, number> = { 'e-1': 5, 'e-2': 2 };
  const { calls, load } = api(counts);
  const store = createEventsStore(load);
  await store.request(['e-1', 'e-2']);
  counts['e-1'] = 3; // two tickets sold meanwhile
  await store.request(['e-1']);
  await store.refresh(['e-1', 'e-2']);
  expect(calls).toEqual([
    ['e-1', 'e-2'],
    ['e-1', 'e-2'],
  ]);
  expect(store.getState().items).toEqual([
    { id: 'e-1', ticketCount: 3 },
    { id: 'e-2', ticketCount: 2 },
  ]);
});
