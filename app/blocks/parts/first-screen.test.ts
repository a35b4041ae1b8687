import { expect, test } from 'vitest';
import { firstInGroups } from './first-screen.ts';

const day = (date: string, films: string[]) => ({ date, films });

test('the first screen of a list by day is its first items in order, the last day shown cut short', () => {
  const days = [day('mon', ['a', 'b']), day('tue', ['c', 'd', 'e']), day('wed', ['f'])];

  expect(firstInGroups(days, 'films', 4)).toEqual([day('mon', ['a', 'b']), day('tue', ['c', 'd'])]);
});

test('a list shorter than a screen is shown whole', () => {
  const days = [day('mon', ['a']), day('tue', ['b'])];

  expect(firstInGroups(days, 'films', 6)).toEqual(days);
});
