import { describe, expect, test } from 'vitest';
import { shareEqualValues } from './share-equal-values.ts';

const poster = () => ({
  src: '/images/p.jpg?w=180',
  srcSet: '/images/p.jpg?w=180 180w, /images/p.jpg?w=360 360w',
  width: 180,
  height: 320,
  alt: '',
});
const chips = () => [
  { name: '2D', highlight: false },
  { name: 'Norsk tale', highlight: true },
];

describe('shareEqualValues', () => {
  test('reads the same as what it was given, and leaves that untouched', () => {
    const page = {
      days: [
        { films: [{ image: poster(), features: chips(), title: 'Fjellet' }] },
        { films: [{ image: poster(), features: chips(), title: 'Fjellet' }] },
      ],
      when: new Date(0),
      none: undefined,
      zero: -0,
    };
    const before = structuredClone(page);
    const shared = shareEqualValues(page);
    expect(shared).toStrictEqual(before);
    expect(page).toStrictEqual(before);
    expect(Object.is(shared.zero, -0)).toBe(true);
  });

  test('makes equal objects and arrays made apart one value', () => {
    const shared = shareEqualValues({
      monday: { image: poster(), features: chips() },
      tuesday: { image: poster(), features: chips() },
    });
    expect(shared.tuesday.image).toBe(shared.monday.image);
    expect(shared.tuesday.features).toBe(shared.monday.features);
    // The whole day is equal too, so it is one object.
    expect(shared.tuesday).toBe(shared.monday);
  });

  test('keeps values apart that differ anywhere below, in type, or in key order', () => {
    const shared = shareEqualValues({
      a: { image: poster(), ticket: { status: 'on_sale' } },
      b: { image: poster(), ticket: { status: 'sold_out' } },
      numberAndText: [{ v: 1 }, { v: '1' }],
      missingAndUndefined: [{}, { v: undefined }],
      order: [
        { x: 1, y: 2 },
        { y: 2, x: 1 },
      ],
    });
    expect(shared.b).not.toBe(shared.a);
    expect(shared.b.image).toBe(shared.a.image);
    expect(shared.numberAndText[1]).not.toBe(shared.numberAndText[0]);
    expect(shared.missingAndUndefined[1]).not.toBe(shared.missingAndUndefined[0]);
    expect(shared.order[1]).not.toBe(shared.order[0]);
  });

  test('shares a value that is not plain data only with itself', () => {
    const day = new Date(0);
    const shared = shareEqualValues([{ at: day }, { at: day }, { at: new Date(0) }]);
    expect(shared[1]).toBe(shared[0]);
    expect(shared[2]).not.toBe(shared[0]);
  });

  test('freezes what it shares, so a change in place throws instead of changing every day at once', () => {
    const shared = shareEqualValues({ monday: { features: chips() }, tuesday: { features: chips() } });
    expect(() => shared.monday.features.push({ name: '3D', highlight: false })).toThrow(TypeError);
    expect(() => {
      (shared.tuesday as { features: unknown }).features = [];
    }).toThrow(TypeError);
    expect(shared.tuesday.features).toHaveLength(2);
  });

  test('refuses what a payload cannot carry', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(() => shareEqualValues(cycle)).toThrow(/no cycles/);
    expect(() => shareEqualValues({ render: () => null })).toThrow(/only data/);
  });
});
