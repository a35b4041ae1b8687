/**
 * The rules of a purchase, pure (no clock, no database): whether one may be made, which seats it
 * gets, and how the seats read. local-services/ticketing-provider/seat-store.ts applies them inside
 * one transaction.
 */

/** How a hall's seats are laid out: `rows` rows of `seatsPerRow`, the last one shorter when `capacity` says so. */
export interface HallLayout {
  rows: number;
  seatsPerRow: number;
  capacity: number;
}

/** One seat: its row and its number in the row, both from 1. */
export interface Seat {
  row: number;
  seat: number;
}

/** The halls of the sample venue by their `location`; another location gets {@link OTHER_HALL}. */
const HALLS: Readonly<Record<string, { rows: number; seatsPerRow: number }>> = {
  'Sal 1': { rows: 14, seatsPerRow: 18 },
  'Sal 2': { rows: 8, seatsPerRow: 12 },
  'Kafé Fjæra': { rows: 8, seatsPerRow: 10 },
};
const OTHER_HALL = { rows: 10, seatsPerRow: 12 };

/**
 * The layout of a screening in `location` that the content says has `ticketCount` tickets left:
 * the hall's seats, or more rows of the same width when the content counts more tickets than
 * the hall has seats (capacity is never below the content's count).
 */
export function hallLayout(location: string, ticketCount: number): HallLayout {
  const hall = HALLS[location] ?? OTHER_HALL;
  const capacity = Math.max(ticketCount, hall.rows * hall.seatsPerRow);
  return { rows: Math.ceil(capacity / hall.seatsPerRow), seatsPerRow: hall.seatsPerRow, capacity };
}

/** The number of seats in `row` (the last row may be shorter). */
export function seatsInRow(layout: HallLayout, row: number): number {
  if (row < 1 || row > layout.rows) return 0;
  return Math.min(layout.seatsPerRow, layout.capacity - (row - 1) * layout.seatsPerRow);
}

/** What a purchase is checked against: the event as stored, or undefined when it is not. */
export interface EventState {
  startsAt: number;
  remaining: number;
}

/** Why a purchase is refused. */
export type Refusal =
  | { reason: 'unknown' }
  | { reason: 'started' }
  | { reason: 'badQuantity'; limit: number }
  | { reason: 'soldOut' }
  | { reason: 'notEnough'; remaining: number };

export interface PurchaseLimits {
  /** The most tickets one order may hold. */
  perOrder: number;
  /** How long after its start a screening is still sold (0: until it starts). */
  saleAfterStartMs: number;
}

/**
 * Whether `quantity` tickets of `event` may be bought at `now`, in this order: the event is
 * known, its sale has not closed, the quantity is a whole number from 1 to the per-order limit,
 * and that many are left. Null when it may.
 */
export function refusalOf(
  event: EventState | undefined,
  quantity: number,
  now: number,
  limits: PurchaseLimits,
): Refusal | null {
  if (event === undefined) return { reason: 'unknown' };
  if (now >= event.startsAt + limits.saleAfterStartMs) return { reason: 'started' };
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > limits.perOrder)
    return { reason: 'badQuantity', limit: limits.perOrder };
  if (event.remaining === 0) return { reason: 'soldOut' };
  if (event.remaining < quantity) return { reason: 'notEnough', remaining: event.remaining };
  return null;
}

/** A quantity as a form sends it: digits only, else NaN (which {@link refusalOf} refuses). */
export function quantityOf(text: string | undefined): number {
  return text !== undefined && /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

const key = (row: number, seat: number) => `${String(row)}:${String(seat)}`;

/** A stretch of free seats in one row: `from` to `from + length - 1`. */
interface Run {
  row: number;
  from: number;
  length: number;
}

/** Rows from the best (a little behind the middle) outwards, the one further back first on a tie. */
function rowsByPreference(layout: HallLayout): number[] {
  const ideal = Math.ceil(layout.rows * 0.6);
  return Array.from({ length: layout.rows }, (_, i) => i + 1).sort(
    (a, b) => Math.abs(a - ideal) - Math.abs(b - ideal) || b - a,
  );
}

function freeRuns(layout: HallLayout, row: number, taken: ReadonlySet<string>): Run[] {
  const runs: Run[] = [];
  let from = 0;
  const count = seatsInRow(layout, row);
  for (let seat = 1; seat <= count + 1; seat++) {
    const free = seat <= count && !taken.has(key(row, seat));
    if (free && from === 0) from = seat;
    if (!free && from !== 0) {
      runs.push({ row, from, length: seat - from });
      from = 0;
    }
  }
  return runs;
}

/** The `n` seats of `run` whose middle is nearest the row's middle. */
function centredIn(run: Run, n: number, rowLength: number): Seat[] {
  const middle = (rowLength + 1) / 2;
  const ideal = Math.round(middle - (n - 1) / 2);
  const first = Math.min(Math.max(ideal, run.from), run.from + run.length - n);
  return Array.from({ length: n }, (_, i) => ({ row: run.row, seat: first + i }));
}

/**
 * The seats for `quantity` tickets, none of them in `taken` (`"row:seat"` keys): side by side in
 * one row where any row has room, in the best such row and as near its middle as it allows;
 * else the longest free stretches first. Null when fewer seats than `quantity` are free.
 */
export function assignSeats(layout: HallLayout, taken: ReadonlySet<string>, quantity: number): Seat[] | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const preference = rowsByPreference(layout);
  const runs = preference.flatMap((row) => freeRuns(layout, row, taken));
  const fitting = runs.filter((run) => run.length >= quantity);
  const bestRow = fitting[0]?.row;
  if (bestRow !== undefined) {
    // In the best row with room, the block nearest the middle.
    const middle = (seatsInRow(layout, bestRow) + 1) / 2;
    const distance = (seats: Seat[]) => Math.abs((seats[0]?.seat ?? 0) + (quantity - 1) / 2 - middle);
    const blocks = fitting
      .filter((run) => run.row === bestRow)
      .map((run) => centredIn(run, quantity, seatsInRow(layout, bestRow)));
    return blocks.reduce((best, block) => (distance(block) < distance(best) ? block : best));
  }
  if (runs.reduce((sum, run) => sum + run.length, 0) < quantity) return null;
  // No row has room for all: the longest stretches first (in row order on a tie, stable sort).
  const seats: Seat[] = [];
  for (const run of [...runs].sort((a, b) => b.length - a.length)) {
    const n = Math.min(run.length, quantity - seats.length);
    seats.push(...centredIn(run, n, seatsInRow(layout, run.row)));
    if (seats.length === quantity) break;
  }
  return seats.sort((a, b) => a.row - b.row || a.seat - b.seat);
}

/** The key of a seat in a `taken` set. */
export function seatKey(seat: Seat): string {
  return key(seat.row, seat.seat);
}

/** Seats grouped by row, each row's numbers ascending: `[{ row: 5, seats: [7, 8] }]`. */
export function seatsByRow(seats: readonly Seat[]): Array<{ row: number; seats: number[] }> {
  const rows = new Map<number, number[]>();
  for (const { row, seat } of [...seats].sort((a, b) => a.row - b.row || a.seat - b.seat))
    rows.set(row, [...(rows.get(row) ?? []), seat]);
  return [...rows].map(([row, numbers]) => ({ row, seats: numbers }));
}

/** `[7, 8, 9, 12]` → '7–9, 12'. */
function ranges(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === (numbers[j] ?? 0) + 1) j++;
    parts.push(i === j ? String(numbers[i]) : `${String(numbers[i])}–${String(numbers[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** How a ticket names its seats, as the partner API's tickets do: 'Rad 5, sete 7–8; Rad 6, sete 3'. */
export function seatsText(seats: readonly Seat[]): string {
  return seatsByRow(seats)
    .map(({ row, seats: numbers }) => `Rad ${String(row)}, sete ${ranges(numbers)}`)
    .join('; ');
}
