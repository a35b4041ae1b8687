import { expect, test } from 'vitest';
import { formatDecimal } from './numbers.ts';

test('a rating reads as Intl.NumberFormat writes it in Bokmål, at most one decimal', () => {
  const intl = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });
  for (let tenths = 0; tenths <= 600; tenths++) {
    for (const value of [tenths / 10, tenths / 10 + 0.05, tenths / 10 + 0.04, tenths / 10 + 0.0333]) {
      expect(formatDecimal(value, 1)).toBe(intl.format(value));
    }
  }
  expect(formatDecimal(4.25, 1)).toBe('4,3');
  expect(formatDecimal(4, 1)).toBe('4');
  expect(formatDecimal(5.96, 1)).toBe('6');
});
