import { expect, test } from 'vitest';
import {
  browserStorage,
  clearSavedProfile,
  LEGACY_PROFILE_KEY,
  PROFILE_KEY,
  readSavedProfile,
  readSwapToken,
  TICKETS_KEY,
  CHECKOUT_KEY,
  writeSavedProfile,
} from './saved-profile.ts';
import { memoryStorage } from './memory-storage.test-support.ts';

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

test('log out clears both keys and the tickets kept on the device', () => {
  const storage = memoryStorage();
  writeSavedProfile(storage, profile);
  storage.setItem(LEGACY_PROFILE_KEY, JSON.stringify(profile));
  storage.setItem(TICKETS_KEY, JSON.stringify({ owner: profile.email, savedAt: 0, tickets: [] }));
  storage.setItem(CHECKOUT_KEY, JSON.stringify({ token: 'provider-token' }));
  clearSavedProfile(storage);
  expect(storage.length).toBe(0);
  expect(readSwapToken(storage)).toBeNull();
});

test('a login removes the tickets an earlier login kept', () => {
  const storage = memoryStorage();
  storage.setItem(TICKETS_KEY, JSON.stringify({ owner: 'per@example.no', savedAt: 0, tickets: [] }));
  storage.setItem(CHECKOUT_KEY, JSON.stringify({ token: 'per-provider-token' }));
  writeSavedProfile(storage, profile);
  expect(storage.getItem(TICKETS_KEY)).toBeNull();
  expect(storage.getItem(CHECKOUT_KEY)).toBeNull();
  expect(readSavedProfile(storage)).toEqual(profile);
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
