import { expect, test } from 'vitest';
import { safeReturnPath } from './return-path.ts';

test('a path on the site is where the member goes after logging in, query and hash kept', () => {
  expect(safeReturnPath('/min-liste')).toBe('/min-liste');
  expect(safeReturnPath('/kinoprogram?dag=2026-11-28#fredag')).toBe('/kinoprogram?dag=2026-11-28#fredag');
  expect(safeReturnPath('/film/%C3%A6%C3%B8%C3%A5')).toBe('/film/%C3%A6%C3%B8%C3%A5');
});

test('no return path, or one that is not a site path, lands on my tickets', () => {
  expect(safeReturnPath(null)).toBe('/mine-billetter');
  expect(safeReturnPath('')).toBe('/mine-billetter');
  expect(safeReturnPath('min-liste')).toBe('/mine-billetter');
  expect(safeReturnPath('https://evil.example/')).toBe('/mine-billetter');
  expect(safeReturnPath('javascript:alert(1)')).toBe('/mine-billetter');
});

test('what a browser reads as another host is refused: //host, /\\host, and the same with tabs or line breaks', () => {
  for (const value of [
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
  ])
    expect(safeReturnPath(value), JSON.stringify(value)).toBe('/mine-billetter');
});

test('an encoded backslash stays a character of a site path, never a host', () => {
  expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
});
