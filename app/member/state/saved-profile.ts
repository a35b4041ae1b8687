import type { SavedProfile } from '../api/saved-profile-type.ts';

/**
 * The saved profile in local storage (spec §3.13). The sources name two keys: one ending in
 * `-profile-new`, written after login or sign-up, and `cw-profile`, read for the token swap.
 * We write only `foaje-profile-new` and read the swap token from it, falling back to a
 * `cw-profile` left by the earlier site; log out clears both (decision 27).
 *
 * CAREFUL: this file is in every page's first load (the header's account entry), so it checks
 * the stored shape by hand instead of with zod (decision 55).
 */
export const PROFILE_KEY = 'foaje-profile-new';
export const LEGACY_PROFILE_KEY = 'cw-profile';
/**
 * The member's tickets kept for "Mine billetter" offline (app/member/tickets/device-tickets.ts).
 * CAREFUL: named here so the profile's removal takes them along: whoever is not the logged-in
 * member must never find them (decision 157).
 */
export const TICKETS_KEY = 'foaje-tickets';
/**
 * The ticketing provider's login token (app/member/checkout/, decision 191). CAREFUL: named
 * here so that a new login and a log out take it along with the profile.
 */
export const CHECKOUT_KEY = 'foaje-checkout';

function isSavedProfile(value: unknown): value is SavedProfile {
  if (typeof value !== 'object' || value === null) return false;
  const { userName, email, token } = value as Record<string, unknown>;
  return typeof userName === 'string' && typeof email === 'string' && typeof token === 'string' && token.length > 0;
}

function read(storage: Storage, key: string): SavedProfile | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    return isSavedProfile(parsed) ? { userName: parsed.userName, email: parsed.email, token: parsed.token } : null;
  } catch {
    return null; // corrupt JSON, or storage refused (private mode): as if logged out
  }
}

/**
 * The page's local storage, or null where the browser blocks it: reading `window.localStorage`
 * itself throws in a cross-site iframe with third-party storage blocked. Blocked means logged out.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved profile, or null when logged out. */
export function readSavedProfile(storage: Storage): SavedProfile | null {
  return read(storage, PROFILE_KEY);
}

/** The token to swap for an API session (§4.4): the saved profile's, else the legacy key's. */
export function readSwapToken(storage: Storage): string | null {
  return (read(storage, PROFILE_KEY) ?? read(storage, LEGACY_PROFILE_KEY))?.token ?? null;
}

/** Saves a login's or sign-up's profile; tickets an earlier login kept are removed first. */
export function writeSavedProfile(storage: Storage, profile: SavedProfile): void {
  storage.removeItem(TICKETS_KEY);
  storage.removeItem(CHECKOUT_KEY);
  storage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

/** Log out, or the API refused the session: the profile, the legacy key and the kept tickets go. */
export function clearSavedProfile(storage: Storage): void {
  storage.removeItem(TICKETS_KEY);
  storage.removeItem(CHECKOUT_KEY);
  storage.removeItem(PROFILE_KEY);
  storage.removeItem(LEGACY_PROFILE_KEY);
}
