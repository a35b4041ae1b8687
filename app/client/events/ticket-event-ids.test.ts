import { expect, test } from 'vitest';
import { ticketEventIds } from './ticket-event-ids.ts';

const block = (props: unknown) => ({ id: 'b', component: 'x', place: { row: 0, column: 0, order: 0 }, props });

test('every event id in any block, nested in days, films and tickets, once and in page order', () => {
  const bundle = {
    blocks: [
      block({ days: [{ date: '2026-01-01', items: [{ id: 'e-1', ticketCount: 3 }, { id: 'e-2' }] }] }),
      block({ films: [{ id: 'p-film', screenings: [{ id: 'e-2' }, { id: 'e-30' }] }] }),
      block({ heading: 'Tekst', html: '<p>e-4</p>' }),
    ],
  };
  expect(ticketEventIds(bundle)).toEqual(['e-1', 'e-2', 'e-30']);
});

test('ids of other things (productions, blocks, slides) are not event ids', () => {
  expect(ticketEventIds({ blocks: [block({ id: 'slide-1', items: [{ id: 'e-x' }, { id: 'E-1' }, { id: 12 }] })] })).toEqual([]);
});
