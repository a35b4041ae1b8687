import { expect, test } from 'vitest';
import { analyticsAttributes } from '../../blocks/analytics-item.ts';
import { CONSENT_KEY, eventFromAttributes, pushEvent, readConsent, writeConsent } from './data-layer.ts';

const item = { id: 'e-100101', name: 'Fjellet', brand: 'Fjordheim kino og kulturhus', listName: 'Kinoprogram', category: 'På kino nå' };

test('a marked purchase link gives a BUY_TICKET event with id, name, brand, list name and category', () => {
  const marks = analyticsAttributes('BUY_TICKET', item);
  expect(eventFromAttributes(marks['data-analytics'], marks['data-analytics-item'])).toEqual({ event: 'BUY_TICKET', ...item });
});

test('missing or malformed marks give no event', () => {
  expect(eventFromAttributes(null, JSON.stringify(item))).toBeNull();
  expect(eventFromAttributes('PAGE_VIEW', JSON.stringify(item))).toBeNull();
  expect(eventFromAttributes('VIEW_ITEM', '{not json')).toBeNull();
  expect(eventFromAttributes('VIEW_ITEM', JSON.stringify({ id: 'x' }))).toBeNull();
});

test('nothing is pushed before consent or after a refusal', () => {
  const dataLayer: unknown[] = [];
  const event = { event: 'VIEW_ITEM' as const, ...item };
  expect(pushEvent(dataLayer, null, event)).toBe(false);
  expect(pushEvent(dataLayer, 'denied', event)).toBe(false);
  expect(dataLayer).toEqual([]);
  expect(pushEvent(dataLayer, 'granted', event)).toBe(true);
  expect(dataLayer).toEqual([event]);
});

test('the choice is remembered, and unreadable storage means not chosen', () => {
  const store = new Map<string, string>();
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
  expect(readConsent(storage)).toBeNull();
  writeConsent(storage, 'denied');
  expect(store.get(CONSENT_KEY)).toBe('denied');
  expect(readConsent(storage)).toBe('denied');
  store.set(CONSENT_KEY, 'maybe');
  expect(readConsent(storage)).toBeNull();
  const broken = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  expect(readConsent(broken)).toBeNull();
});
