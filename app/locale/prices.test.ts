import { describe, expect, it } from 'vitest';
import { formatKroner, formatMemberPrice } from './prices.ts';

describe('formatKroner', () => {
  it('writes the currency before the amount, joined by a no-break space', () => {
    expect(formatKroner(150)).toBe('kr\u00a0150');
    expect(formatKroner(0)).toBe('kr\u00a00');
  });
  it('groups thousands with a no-break space', () => {
    expect(formatKroner(1250)).toBe('kr\u00a01\u00a0250');
    expect(formatKroner(12500)).toBe('kr\u00a012\u00a0500');
  });
  it('writes øre with a decimal comma, and none for whole kroner', () => {
    expect(formatKroner(149.5)).toBe('kr\u00a0149,50');
    expect(formatKroner(99.99)).toBe('kr\u00a099,99');
  });
});

describe('formatMemberPrice', () => {
  it('names the member price', () => {
    expect(formatMemberPrice(120)).toBe('Medlem kr\u00a0120');
  });
});
