import { expect, test } from 'vitest';
import {
  assignSeats,
  hallLayout,
  quantityOf,
  refusalOf,
  seatKey,
  seatsByRow,
  seatsInRow,
  seatsText,
  type HallLayout,
} from './seat-rules.ts';

const limits = { perOrder: 10, saleAfterStartMs: 0 };
const start = Date.parse('2026-11-20T18:30:00+01:00');
const before = start - 60_000;

test('a purchase of 1 to 10 tickets of a screening not started, with that many left, is allowed', () => {
  expect(refusalOf({ startsAt: start, remaining: 10 }, 1, before, limits)).toBeNull();
  expect(refusalOf({ startsAt: start, remaining: 10 }, 10, before, limits)).toBeNull();
});

test('an unknown event, a started one and a sold-out one are refused, in that order', () => {
  expect(refusalOf(undefined, 2, before, limits)).toEqual({ reason: 'unknown' });
  expect(refusalOf({ startsAt: start, remaining: 5 }, 2, start, limits)).toEqual({ reason: 'started' });
  expect(refusalOf({ startsAt: start, remaining: 0 }, 2, start + 1, limits)).toEqual({ reason: 'started' });
  expect(refusalOf({ startsAt: start, remaining: 0 }, 2, before, limits)).toEqual({ reason: 'soldOut' });
});

test('the sale stays open for the minutes after the start the venue allows', () => {
  const open = { ...limits, saleAfterStartMs: 15 * 60_000 };
  expect(refusalOf({ startsAt: start, remaining: 5 }, 1, start + 14 * 60_000, open)).toBeNull();
  expect(refusalOf({ startsAt: start, remaining: 5 }, 1, start + 15 * 60_000, open)).toEqual({ reason: 'started' });
});

test('a quantity that is not a whole number from 1 to the per-order limit is refused before the count is looked at', () => {
  for (const quantity of [0, -1, 11, 10_000, 1.5, Number.NaN])
    expect(refusalOf({ startsAt: start, remaining: 0 }, quantity, before, limits)).toEqual({
      reason: 'badQuantity',
      limit: 10,
    });
  expect(refusalOf({ startsAt: start, remaining: 50 }, 11, before, { ...limits, perOrder: 20 })).toBeNull();
});

test('more tickets than are left is refused, naming how many are', () => {
  expect(refusalOf({ startsAt: start, remaining: 3 }, 4, before, limits)).toEqual({
    reason: 'notEnough',
    remaining: 3,
  });
});

test('a quantity from a form is digits only', () => {
  expect(quantityOf('3')).toBe(3);
  expect(quantityOf(' 2 ')).toBe(2);
  for (const text of ['tre', '-1', '1e1', '0x2', '', '2.0', undefined]) expect(quantityOf(text)).toBeNaN();
  expect(quantityOf('0')).toBe(0);
});

test("a hall's capacity is its seats, or the content's count when that is more", () => {
  expect(hallLayout('Sal 2', 81)).toEqual({ rows: 8, seatsPerRow: 12, capacity: 96 });
  const big = hallLayout('Sal 2', 100);
  expect(big).toEqual({ rows: 9, seatsPerRow: 12, capacity: 100 });
  expect(seatsInRow(big, 9)).toBe(4);
  expect(seatsInRow(big, 10)).toBe(0);
  expect(hallLayout('Et nytt sted', 0).capacity).toBeGreaterThan(0);
});

const small: HallLayout = { rows: 3, seatsPerRow: 6, capacity: 18 };
const takenOf = (...keys: string[]) => new Set(keys);

test('seats side by side in the best row, in its middle, when a row has room', () => {
  // Row 2 is the best of three (a little behind the middle).
  expect(assignSeats(small, takenOf(), 2)).toEqual([
    { row: 2, seat: 3 },
    { row: 2, seat: 4 },
  ]);
  // The middle taken: the stretch of the same row nearest the middle that has room.
  expect(assignSeats(small, takenOf('2:2', '2:3', '2:4'), 2)).toEqual([
    { row: 2, seat: 5 },
    { row: 2, seat: 6 },
  ]);
  // No room for 3 in row 2: another row, side by side.
  expect(assignSeats(small, takenOf('2:3', '2:4'), 3)?.map((seat) => seat.row)).toEqual([3, 3, 3]);
});

test('when no row has room for all, the longest free stretches are used, and every seat is free', () => {
  const taken = takenOf('1:3', '1:4', '2:3', '2:4', '3:3', '3:4');
  const seats = assignSeats(small, taken, 5);
  expect(seats).toHaveLength(5);
  expect(seats?.some((seat) => taken.has(seatKey(seat)))).toBe(false);
  expect(new Set(seats?.map(seatKey)).size).toBe(5);
});

test('no seats when fewer are free than asked for, and never a seat twice over a whole hall', () => {
  const layout = hallLayout('Sal 2', 0);
  const taken = new Set<string>();
  let sold = 0;
  for (const quantity of [4, 1, 3, 2, 10, 7, 1, 5, 6, 2, 9, 3, 8, 4, 6, 2, 1, 10, 3]) {
    const seats = assignSeats(layout, taken, quantity);
    if (seats === null) {
      expect(layout.capacity - sold).toBeLessThan(quantity);
      continue;
    }
    for (const seat of seats) {
      expect(taken.has(seatKey(seat))).toBe(false);
      expect(seat.seat).toBeLessThanOrEqual(seatsInRow(layout, seat.row));
      taken.add(seatKey(seat));
    }
    sold += quantity;
  }
  expect(taken.size).toBe(sold);
  expect(assignSeats(layout, taken, layout.capacity - sold + 1)).toBeNull();
  expect(assignSeats(layout, taken, 0)).toBeNull();
});

test('seats read as the partner API writes them', () => {
  expect(
    seatsText([
      { row: 5, seat: 8 },
      { row: 5, seat: 7 },
    ]),
  ).toBe('Rad 5, sete 7–8');
  expect(seatsText([{ row: 5, seat: 7 }])).toBe('Rad 5, sete 7');
  expect(
    seatsText([
      { row: 6, seat: 3 },
      { row: 5, seat: 7 },
      { row: 5, seat: 8 },
      { row: 5, seat: 9 },
      { row: 5, seat: 12 },
    ]),
  ).toBe('Rad 5, sete 7–9, 12; Rad 6, sete 3');
  expect(
    seatsByRow([
      { row: 6, seat: 3 },
      { row: 5, seat: 8 },
      { row: 5, seat: 7 },
    ]),
  ).toEqual([
    { row: 5, seats: [7, 8] },
    { row: 6, seats: [3] },
  ]);
});
