import { z } from 'zod';
import type { SavedProfile } from '../api/mappers.ts';

/**
 * The saved profile in local storage (spec §3.13). The sources name two keys: one ending in
 * `-profile-new`, written after login or sign-up, and `cw-profile`, read for the token swap.
 * We write only `foaje-profile-new` and read the swap token from it, falling back to a
 * `cw-profile` left by the earlier site; log out clears both (docs/decisions.md).
 */
export const PROFILE_KEY = 'foaje-profile-new';
export const LEGACY_PROFILE_KEY = 'cw-profile';

const Saved = z.object({ userName: z.string(), email: z.string(), token: z.string().min(1) });

function read(storage: Storage, key: string): SavedProfile | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const parsed = Saved.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // corrupt JSON, or storage refused (private mode): as if logged out
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

export function writeSavedProfile(storage: Storage, profile: SavedProfile): void {
  storage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export function clearSavedProfile(storage: Storage): void {
  storage.removeItem(PROFILE_KEY);
  storage.removeItem(LEGACY_PROFILE_KEY);
}
