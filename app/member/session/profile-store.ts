import { useSyncExternalStore } from 'react';
import type { SavedProfile } from '../api/saved-profile-type.ts';
import {
  browserStorage,
  clearSavedProfile,
  PROFILE_KEY,
  readSavedProfile,
  readSwapToken,
  writeSavedProfile,
} from '../state/saved-profile.ts';

/**
 * The saved profile as an external store: local storage, plus 'storage' events of other tabs.
 * In every page's first load (the header's account entry, the film page's ratings), so it
 * holds no member screen code and no zod. Every storage access is guarded: a browser that
 * refuses storage reads as logged out, never as an error page (decision 54).
 */

/** Why the member was logged out without asking, shown once on the next member screen. */
export type LogoutReason = 'sessionExpired';

export interface ProfileSnapshot {
  profile: SavedProfile | null;
  /** Set when the partner API refused the member's token or session (401), until the next login. */
  reason: LogoutReason | null;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let reason: LogoutReason | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PROFILE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Snapshots must be stable between changes: cache by the stored text and the reason.
let cachedText: string | null = null;
const SERVER: ProfileSnapshot = { profile: null, reason: null };
// The server's snapshot while nothing is saved: the same object, so a logged-out visitor's
// header is not rendered again right after hydration (decision 126).
let cached: ProfileSnapshot = SERVER;

function storedText(storage: Storage | null): string | null {
  try {
    return storage?.getItem(PROFILE_KEY) ?? null;
  } catch {
    return null;
  }
}

function snapshot(): ProfileSnapshot {
  const storage = browserStorage();
  const text = storedText(storage);
  if (text !== cachedText || reason !== cached.reason) {
    cachedText = text;
    cached = { profile: storage && text !== null ? readSavedProfile(storage) : null, reason };
  }
  return cached;
}

/** The saved profile (null when logged out, and always null in the prerendered HTML). */
export function useProfileSnapshot(): ProfileSnapshot {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER);
}

/** The token to swap for an API session, if any (§4.4). */
export function swapToken(): string | null {
  const storage = browserStorage();
  return storage ? readSwapToken(storage) : null;
}

/** Keeps the profile of a login or sign-up. Blocked storage keeps nothing: logged out. */
export function saveProfile(profile: SavedProfile): void {
  reason = null;
  try {
    const storage = browserStorage();
    if (storage) writeSavedProfile(storage, profile);
  } catch (error) {
    console.error('The browser refused to keep the profile', error instanceof Error ? error.message : error);
  }
  notify();
}

/** Forgets the profile locally; `why` is shown on the next member screen. */
export function forgetProfile(why: LogoutReason | null = null): void {
  reason = why;
  try {
    const storage = browserStorage();
    if (storage) clearSavedProfile(storage);
  } catch {
    // Nothing was readable either: already logged out.
  }
  notify();
}
