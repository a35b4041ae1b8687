import { expect, test } from 'vitest';
import { firstFilms } from './program.tsx';

const day = (date: string, films: string[]) => ({ date, films });

test('the first screen of a programme is its first films in order, the last day shown cut short', () => {
  const days = [day('mon', ['a', 'b']), day('tue', ['c', 'd', 'e']), day('wed', ['f'])];

  expect(firstFilms(days, 4)).toEqual([day('mon', ['a', 'b']), day('tue', ['c', 'd'])]);
});

test('a programme shorter than a screen is shown whole', () => {
  const days = [day('mon', ['a']), day('tue', ['b'])];

  expect(firstFilms(days, 6)).toEqual(days);
});
