import { expect, test } from 'vitest';
import { activeFilters } from './active-filters.ts';
import { hasFilters } from './program-filter.ts';

test('the filters in force, one by one in the form order, each with the filters left without it', () => {
  const filters = { day: '2026-11-24', age: 9, facts: ['synstolket', 'norsk-tale'] };
  expect(activeFilters(filters)).toEqual([
    { key: 'day', kind: 'day', value: '2026-11-24', rest: { age: 9, facts: ['synstolket', 'norsk-tale'] } },
    { key: 'age', kind: 'age', value: '9', rest: { day: '2026-11-24', facts: ['synstolket', 'norsk-tale'] } },
    {
      key: 'norsk-tale',
      kind: 'fact',
      value: 'norsk-tale',
      rest: { day: '2026-11-24', age: 9, facts: ['synstolket'] },
    },
    {
      key: 'synstolket',
      kind: 'fact',
      value: 'synstolket',
      rest: { day: '2026-11-24', age: 9, facts: ['norsk-tale'] },
    },
  ]);
  // The last fact removed leaves no empty list behind: no filter is left at all.
  expect(activeFilters({ facts: ['3d'] })).toEqual([{ key: '3d', kind: 'fact', value: '3d', rest: {} }]);
  expect(hasFilters(activeFilters({ facts: ['3d'] })[0]?.rest ?? { age: 1 })).toBe(false);
  expect(activeFilters({})).toEqual([]);
});
