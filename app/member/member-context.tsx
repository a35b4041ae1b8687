import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { HttpClient } from '../http/http-client.ts';
import type { PublicConfig } from '../model/public-config.ts';
import type { SavedProfile } from './api/mappers.ts';
import { logout } from './api/member-calls.ts';
import { createPartnerClient } from './api/partner-client.ts';
import { clearSavedProfile, PROFILE_KEY, readSavedProfile, readSwapToken, writeSavedProfile } from './state/saved-profile.ts';

/** What every member screen and slot shares: the API client and the saved profile. */
export interface Member {
  client: HttpClient;
  /** Null when logged out, and always null before hydration (the prerendered HTML). */
  profile: SavedProfile | null;
  /** The token to swap for an API session, if any (§4.4). */
  swapToken(): string | null;
  save(profile: SavedProfile): void;
  logOut(): void;
}

const MemberContext = createContext<Member | null>(null);

// The saved profile as an external store: local storage, plus 'storage' events of other tabs.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
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
// Snapshots must be stable between changes: cache by the stored text.
let cachedText: string | null = null;
let cachedProfile: SavedProfile | null = null;
function snapshot(): SavedProfile | null {
  const text = window.localStorage.getItem(PROFILE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cachedProfile = readSavedProfile(window.localStorage);
  }
  return cachedProfile;
}

/**
 * Provides the member API of the site's first partner (spec §1, §7.1) to the pages below.
 * Rendered by app/root.tsx from the root payload's `publicConfig` and `partners`.
 */
export function MemberProvider({ publicConfig, partners, children }: { publicConfig: PublicConfig; partners: readonly number[]; children: ReactNode }) {
  const client = useMemo(() => createPartnerClient(publicConfig, partners), [publicConfig, partners]);
  const profile = useSyncExternalStore(subscribe, snapshot, () => null);
  const member = useMemo<Member>(
    () => ({
      client,
      profile,
      swapToken: () => readSwapToken(window.localStorage),
      save(next) {
        writeSavedProfile(window.localStorage, next);
        notify();
      },
      logOut() {
        clearSavedProfile(window.localStorage);
        notify();
        // End the API session too; a failure leaves only a cookie the site no longer uses.
        logout(client).catch((error: unknown) => console.error('Logging out of the partner API failed', error));
      },
    }),
    [client, profile],
  );
  return <MemberContext.Provider value={member}>{children}</MemberContext.Provider>;
}

/** The member context; throws outside MemberProvider (a wiring bug, not a visitor's). */
export function useMember(): Member {
  const member = useContext(MemberContext);
  if (!member) throw new Error('useMember() outside <MemberProvider>');
  return member;
}

/** The member context, or null where no provider is (the not-found page). */
export function useOptionalMember(): Member | null {
  return useContext(MemberContext);
}
