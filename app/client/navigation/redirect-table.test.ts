import { expect, test } from 'vitest';
import { redirectFor } from './redirect-table.ts';

const table = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/gammel-side', '/ny-side?fra=gammel'],
  ['/kjede', '/gammel-side'],
  ['/billetter', 'https://billett.fjordheim.example/118'],
]);

test('a path in the table goes to its target; the match is exact, case and all', () => {
  expect(redirectFor('/Kulturprogram', table)).toBe('/kulturprogram');
  expect(redirectFor('/kulturprogram', table)).toBeUndefined();
  expect(redirectFor('/Kulturprogram/', table)).toBeUndefined();
});

test('the query and hash of the visited path are kept', () => {
  expect(redirectFor('/Kulturprogram?utm_source=plakat#mars', table)).toBe('/kulturprogram?utm_source=plakat#mars');
  expect(redirectFor('/gammel-side?x=1', table)).toBe('/ny-side?fra=gammel&x=1');
});

test('a chain is followed to its end, and a target on another host is returned as it is', () => {
  expect(redirectFor('/kjede', table)).toBe('/ny-side?fra=gammel');
  expect(redirectFor('/billetter', table)).toBe('https://billett.fjordheim.example/118');
});

test('before the table is loaded, no path is redirected', () => {
  expect(redirectFor('/Kulturprogram')).toBeUndefined();
});
