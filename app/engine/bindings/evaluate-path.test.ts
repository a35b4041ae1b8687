import { expect, test } from 'vitest';
import { comparableText, evaluatePath } from './evaluate-path.ts';
import { parsePath } from './parse-path.ts';

const dune = {
  title: 'Dune: Del to',
  production: { parentSlug: 'dune-del-to-dxm-1234' },
  assets: [
    { type: 'first_image', url: '/img/dune-still.jpg' },
    { type: 'first_poster', url: '/img/dune-poster.jpg' },
    { type: 'first_poster', url: '/img/dune-poster-2.jpg' },
  ],
  properties: [
    { property: 'duration', value: 166 },
    { property: 'first_night', value: '2026-03-01' },
  ],
  ticketSales: [{ available: true }, { available: false }],
  features: [{ name: 'Norsk tale', tags: ['tale'] }, { name: '2D', tags: ['format', '2d'] }, { highlight: true }],
};

const at = (text: string, value: unknown = dune) => evaluatePath(parsePath(text), value);

test('@ gives the whole value', () => {
  expect(at('@')).toBe(dune);
});

test('a property and a dotted path read nested fields', () => {
  expect(at('@title')).toBe('Dune: Del to');
  expect(at('@production.parentSlug')).toBe('dune-del-to-dxm-1234');
  expect(at('production.parentSlug')).toBe('dune-del-to-dxm-1234');
});

test('a filter picks the first item whose key matches', () => {
  expect(at('@assets[type=first_poster].url')).toBe('/img/dune-poster.jpg');
  expect(at('@properties[property=first_night].value')).toBe('2026-03-01');
});

test('a filter compares the key as a string', () => {
  expect(at('@properties[value=166].property')).toBe('duration');
  expect(at('@ticketSales[available=false]')).toEqual({ available: false });
});

test('an index selects by position', () => {
  expect(at('@ticketSales[0].available')).toBe(true);
  expect(at('@ticketSales[1].available')).toBe(false);
  expect(at('@ticketSales[5].available')).toBeUndefined();
});

test('a property of a list maps over its items and leaves out items without it', () => {
  expect(at('@features.name')).toEqual(['Norsk tale', '2D']);
});

test('mapping flattens one level', () => {
  expect(at('@features.tags')).toEqual(['tale', 'format', '2d']);
});

test('missing data gives undefined instead of throwing', () => {
  expect(at('@nothing.here')).toBeUndefined();
  expect(at('@title.length')).toBeUndefined();
  expect(at('@assets[type=trailer].url')).toBeUndefined();
  expect(at('@title[0]')).toBeUndefined();
  expect(at('@production[type=x]')).toBeUndefined();
  expect(evaluatePath(parsePath('@title'), undefined)).toBeUndefined();
  expect(at('@title', null)).toBeUndefined();
  expect(at('@a.b', { a: null })).toBeUndefined();
});

test('inherited properties are not data', () => {
  expect(at('@constructor')).toBeUndefined();
  expect(at('@toString')).toBeUndefined();
  expect(at('@__proto__')).toBeUndefined();
});

test('null stored in the data is returned as null', () => {
  expect(at('@highlightHeading', { highlightHeading: null })).toBeNull();
});

test('only strings, numbers and booleans have a comparable text', () => {
  expect(comparableText('x')).toBe('x');
  expect(comparableText(12)).toBe('12');
  expect(comparableText(true)).toBe('true');
  expect(comparableText(null)).toBeUndefined();
  expect(comparableText(['x'])).toBeUndefined();
  expect(comparableText({})).toBeUndefined();
});
