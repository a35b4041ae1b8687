import { expect, test } from 'vitest';
import { prefetchPageFor } from './redirected-path.ts';

test('a link to an old path prefetches the page of this site it leads to', () => {
  expect(prefetchPageFor('/kulturprogram')).toBe('/kulturprogram');
  expect(prefetchPageFor('/kinoprogram?dag=2026-11-21#filmer')).toBe('/kinoprogram?dag=2026-11-21');
});

test('a redirect that leaves the site prefetches nothing', () => {
  expect(prefetchPageFor('https://billett.example.no/')).toBeUndefined();
  expect(prefetchPageFor('//billett.example.no/')).toBeUndefined();
});
