import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PublicConfig } from '../model/public-config.ts';
import type { SavedProfile } from './api/saved-profile-type.ts';
import { createPartnerClient } from './api/partner-client.ts';
import { createPartnerSession, type PartnerSession } from './session/partner-session.ts';
import { forgetProfile, saveProfile, swapToken, useProfileSnapshot, type LogoutReason } from './session/profile-store.ts';

/**
 * What every member screen and slot shares: the partner API session and the saved profile.
 * CAREFUL: in every page's first load (app/root.tsx), so nothing here imports a member screen,
 * a zod schema or mappers.ts; those load with the member routes and the watch-list button.
 */
export interface Member {
  session: PartnerSession;
  /** Null when logged out, and always null before hydration (the prerendered HTML). */
  profile: SavedProfile | null;
  /** Why the member was logged out without asking (a 401 from the API), until the next login. */
  logoutReason: LogoutReason | null;
  save(profile: SavedProfile): void;
  logOut(): void;
}

const MemberContext = createContext<Member | null>(null);

const PROFILE_ACCESS = { swapToken, forget: forgetProfile };

/**
 * Provides the member API of the site's first partner (spec §1, §7.1) to the pages below.
 * Rendered by app/root.tsx from the root payload's `publicConfig` and `partners`.
 */
export function MemberProvider({ publicConfig, partners, children }: { publicConfig: PublicConfig; partners: readonly number[]; children: ReactNode }) {
  const session = useMemo(() => createPartnerSession(createPartnerClient(publicConfig, partners), PROFILE_ACCESS), [publicConfig, partners]);
  const { profile, reason } = useProfileSnapshot();
  const member = useMemo<Member>(() => ({ session, profile, logoutReason: reason, save: saveProfile, logOut: () => session.logOut() }), [session, profile, reason]);
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
