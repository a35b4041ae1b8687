import { expect, test } from 'vitest';
import { dayPagePath, daysForTheView, firstPart } from './first-part.ts';

const film = (id: string, screenings: number) => ({ id, screenings: Array.from({ length: screenings }, () => ({})) });
const days = [
  { date: '2026-12-05', films: [film('a', 2), film('b', 3)] },
  { date: '2026-12-06', films: [film('c', 4), film('d', 4), film('e', 1)] },
  { date: '2026-12-07', films: [film('f', 2)] },
];
const summary = (part: ReturnType<typeof firstPart<(typeof days)[number]>>) =>
  part.map(({ day, whole }) => [day.date, day.films.map((f) => f.id).join(''), whole]);

test('whole days while they fit the budget, and no day in part after a whole one', () => {
  expect(summary(firstPart(days, 10))).toEqual([['2026-12-05', 'ab', true]]);
  expect(summary(firstPart(days, 14))).toEqual([
    ['2026-12-05', 'ab', true],
    ['2026-12-06', 'cde', true],
  ]);
});

test('a first day larger than the budget comes in part, the film that crosses it whole', () => {
  expect(summary(firstPart(days, 4))).toEqual([['2026-12-05', 'ab', false]]);
  expect(summary(firstPart(days, 2))).toEqual([['2026-12-05', 'a', false]]);
  expect(summary(firstPart(days, 1))).toEqual([['2026-12-05', 'a', false]]);
});

test('a budget larger than the programme holds every day whole', () => {
  expect(summary(firstPart(days, 100)).every(([, , whole]) => whole)).toBe(true);
  expect(firstPart([], 12)).toEqual([]);
});

test('the view fetches the first two days left when the document holds fewer of them, never beside a day in part', () => {
  const horizon = [
    { date: '2026-12-05', lastSaleEnds: '202612052130' },
    { date: '2026-12-06', lastSaleEnds: '202612062100' },
    { date: '2026-12-07', lastSaleEnds: '202612072100' },
    { date: '2026-12-08', lastSaleEnds: '202612082100' },
  ];
  const held = [
    { date: '2026-12-05', rest: null },
    { date: '2026-12-06', rest: null },
  ];
  expect(daysForTheView(horizon, held, '202612051000')).toEqual([]);
  // 22:00 on the first day: it has ended, so the view wants the next two.
  expect(daysForTheView(horizon, held, '202612052200')).toEqual(['2026-12-06', '2026-12-07']);
  expect(daysForTheView(horizon, held, '202612071200')).toEqual(['2026-12-07', '2026-12-08']);
  expect(daysForTheView(horizon, [{ date: '2026-12-05', rest: '/kinoprogram/2026-12-05' }], '202612051000')).toEqual(
    [],
  );
});

test("a day's page sits below the programme's page", () => {
  expect(dayPagePath('/kinoprogram', '2026-12-12')).toBe('/kinoprogram/2026-12-12');
  expect(dayPagePath('/', '2026-12-12')).toBe('/2026-12-12');
});
