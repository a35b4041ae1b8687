import { expect, test } from 'vitest';
import { analyticsAttributes, analyticsItem, itemCategory, parseAnalyticsItem } from './analytics-item.ts';

test('films are categorised by objectClass, culture items by their own category (spec §4.5)', () => {
  expect(itemCategory({ object: 'movie', objectClass: 'movie' })).toBe('På kino nå');
  expect(itemCategory({ object: 'movie', objectClass: 'movie_coming' })).toBe('Kommende filmer');
  expect(itemCategory({ object: 'culture', objectClass: 'culture', category: 'konsert' })).toBe('konsert');
  expect(itemCategory(undefined)).toBe('');
});

test('an item carries id, name, brand, list name and category, and survives its data attribute', () => {
  const item = analyticsItem({ title: 'Fjordheim kino og kulturhus' }, 'e-7', 'Fjellet', 'Kinoprogram', 'På kino nå');
  expect(item).toEqual({
    id: 'e-7',
    name: 'Fjellet',
    brand: 'Fjordheim kino og kulturhus',
    listName: 'Kinoprogram',
    category: 'På kino nå',
  });
  const attributes = analyticsAttributes('BUY_TICKET', item);
  expect(attributes['data-analytics']).toBe('BUY_TICKET');
  expect(parseAnalyticsItem(JSON.parse(attributes['data-analytics-item']))).toEqual(item);
});

test('a malformed item attribute reads as no item', () => {
  expect(parseAnalyticsItem({ id: '', name: 'x', brand: 'b', listName: 'l', category: 'c' })).toBeNull();
  expect(parseAnalyticsItem({ id: 'e-1', name: 'x', brand: 'b', listName: 'l' })).toBeNull();
  expect(parseAnalyticsItem('e-1')).toBeNull();
});
