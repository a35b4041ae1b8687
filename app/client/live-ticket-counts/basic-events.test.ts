import { expect, test } from 'vitest';
import { parseBasicEvents } from './basic-events.ts';

test('a basic_events answer keeps only id and ticket count', () => {
  expect(parseBasicEvents([{ id: 'e-12', ticketCount: 3, title: 'x' }])).toEqual([{ id: 'e-12', ticketCount: 3 }]);
});

test.each([
  ['not a list', { items: [] }],
  ['an id without e-', [{ id: '12', ticketCount: 1 }]],
  ['a negative count', [{ id: 'e-1', ticketCount: -1 }]],
  ['a fractional count', [{ id: 'e-1', ticketCount: 1.5 }]],
  ['an entry that is not an object', ['e-1']],
])('%s is refused', (_, body) => {
  expect(() => parseBasicEvents(body)).toThrow(/basic_events/);
});
