import { expect, test } from 'vitest';
import { dayPagePath, firstPart } from './first-part.ts';

const film = (id: string, screenings: number) => ({ id, screenings: Array.from({ length: screenings }, () => ({})) });
const days = [
  { date: '2026-12-05', films: [film('a', 2), film('b', 3)] },
  { date: '2026-12-06', films: [film('c', 4), film('d', 4), film('e', 1)] },
  { date: '2026-12-07', films: [film('f', 2)] },
];
const summary = (part: ReturnType<typeof firstPart<(typeof days)[number]>>) =>
  part.map(({ day, whole }) => [day.date, day.films.map((f) => f.id).join(''), whole]);

test('whole days while they fit the budget, then the first films of the day that crosses it', () => {
  expect(summary(firstPart(days, 10))).toEqual([
    ['2026-12-05', 'ab', true],
    ['2026-12-06', 'cd', false],
  ]);
});

test('the film that crosses the budget comes whole, and a day that fits exactly is whole', () => {
  expect(summary(firstPart(days, 6))).toEqual([
    ['2026-12-05', 'ab', true],
    ['2026-12-06', 'c', false],
  ]);
  expect(summary(firstPart(days, 5))).toEqual([['2026-12-05', 'ab', true]]);
});

test('a budget larger than the programme holds every day whole, and no day holds nothing', () => {
  expect(summary(firstPart(days, 100)).every(([, , whole]) => whole)).toBe(true);
  expect(summary(firstPart(days, 1))).toEqual([['2026-12-05', 'a', false]]);
  expect(firstPart([], 12)).toEqual([]);
});

test("a day's page sits below the programme's page", () => {
  expect(dayPagePath('/kinoprogram', '2026-12-12')).toBe('/kinoprogram/2026-12-12');
  expect(dayPagePath('/', '2026-12-12')).toBe('/2026-12-12');
});
