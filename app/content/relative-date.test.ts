import { expect, test } from 'vitest';
import { isRelativeDate, resolveRelativeDate, resolveRelativeDatesDeep } from './relative-date.ts';

test('a relative date counts days forward and back from the build date', () => {
  expect(resolveRelativeDate('+3d', '2026-11-21')).toBe('2026-11-24');
  expect(resolveRelativeDate('-10d', '2026-11-21')).toBe('2026-11-11');
  expect(resolveRelativeDate('+0d', '2026-11-21')).toBe('2026-11-21');
});

test('absolute dates and other text pass through unchanged', () => {
  expect(resolveRelativeDate('2026-12-24', '2026-11-21')).toBe('2026-12-24');
  expect(resolveRelativeDate('3d', '2026-11-21')).toBe('3d');
  expect(resolveRelativeDate('+3 d', '2026-11-21')).toBe('+3 d');
  expect(isRelativeDate('+3w')).toBe(false);
});

test('relative dates are resolved at any depth of block data, other values untouched', () => {
  const data = {
    title: 'Kulturprogram',
    limit: 0,
    filter: { from: '+0d', to: '+30d', display: true },
    tags: ['-1d', 'x'],
  };
  expect(resolveRelativeDatesDeep(data, '2026-11-21')).toEqual({
    title: 'Kulturprogram',
    limit: 0,
    filter: { from: '2026-11-21', to: '2026-12-21', display: true },
    tags: ['2026-11-20', 'x'],
  });
});
