import { expect, test } from 'vitest';
import {
  browserStorage,
  clearSavedProfile,
  LEGACY_PROFILE_KEY,
  PROFILE_KEY,
  readSavedProfile,
  readSwapToken,
  writeSavedProfile,
} from './saved-profile.ts';

/** Node has no localStorage by default; this is the Storage interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const profile = { userName: 'Kari', email: 'kari@example.no', token: 'secret' };

test('a saved profile is written under the -profile-new key and read back', () => {
  const storage = memoryStorage();
  writeSavedProfile(storage, profile);
  expect(PROFILE_KEY.endsWith('-profile-new')).toBe(true);
  expect(JSON.parse(storage.getItem(PROFILE_KEY) ?? '')).toEqual(profile);
  expect(readSavedProfile(storage)).toEqual(profile);
  expect(readSwapToken(storage)).toBe('secret');
});

test('the swap token falls back to cw-profile when no new profile is saved', () => {
  const storage = memoryStorage();
  storage.setItem(LEGACY_PROFILE_KEY, JSON.stringify({ ...profile, token: 'legacy' }));
  expect(readSavedProfile(storage)).toBeNull();
  expect(readSwapToken(storage)).toBe('legacy');
});

test('log out clears both keys', () => {
  const storage = memoryStorage();
  writeSavedProfile(storage, profile);
  storage.setItem(LEGACY_PROFILE_KEY, JSON.stringify(profile));
  clearSavedProfile(storage);
  expect(storage.length).toBe(0);
  expect(readSwapToken(storage)).toBeNull();
});

test('a corrupt saved profile reads as logged out', () => {
  const storage = memoryStorage();
  storage.setItem(PROFILE_KEY, '{not json');
  expect(readSavedProfile(storage)).toBeNull();
  storage.setItem(PROFILE_KEY, JSON.stringify({ userName: 'x' }));
  expect(readSavedProfile(storage)).toBeNull();
});

test('storage the browser refuses (the localStorage getter throws) reads as no storage', () => {
  const blocked = {};
  Object.defineProperty(blocked, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  Object.defineProperty(globalThis, 'window', { value: blocked, configurable: true });
  try {
    expect(browserStorage()).toBeNull();
  } finally {
    Reflect.deleteProperty(globalThis, 'window');
  }
});
