import { createContext, runInContext } from 'node:vm';
import { expect, test } from 'vitest';
import { analyticsAttributes } from '../../blocks/parts/ticket/analytics-item.ts';
import {
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_ASK_SCRIPT,
  CONSENT_KEY,
  eventFromAttributes,
  pushEvent,
  readConsent,
  writeConsent,
} from './data-layer.ts';

const item = {
  id: 'e-100101',
  name: 'Fjellet',
  brand: 'Fjordheim kino og kulturhus',
  listName: 'Kinoprogram',
  category: 'På kino nå',
};

test('a marked purchase link gives a BUY_TICKET event with id, name, brand, list name and category', () => {
  const marks = analyticsAttributes('BUY_TICKET', item);
  expect(eventFromAttributes(marks['data-analytics'], marks['data-analytics-item'])).toEqual({
    event: 'BUY_TICKET',
    ...item,
  });
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
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
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

/** Runs the head script against a storage like the browser's; whether it marked `<html>` to ask. */
function asksWith(storage: () => Pick<Storage, 'getItem'>): boolean {
  const marked = new Set<string>();
  const documentElement = { setAttribute: (name: string) => marked.add(name) };
  // The script reads the globals `localStorage` and `document`, as in the page's <head>.
  const page = createContext({ document: { documentElement } });
  Object.defineProperty(page, 'localStorage', { get: storage });
  runInContext(CONSENT_ASK_SCRIPT, page);
  return marked.has(CONSENT_ASK_ATTRIBUTE);
}

test('the head script asks exactly when readConsent finds no answer, even where storage throws', () => {
  const stored = (value: string | null) => () => ({ getItem: (key: string) => (key === CONSENT_KEY ? value : null) });
  for (const value of ['granted', 'denied', null, '', 'yes']) {
    expect(asksWith(stored(value))).toBe(readConsent(stored(value)()) === null);
  }
  expect(
    asksWith(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }),
  ).toBe(true);
});
