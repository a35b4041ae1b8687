import { useContext, useMemo } from 'react';
import type { SavedProfile } from './api/saved-profile-type.ts';
import { createPartnerClient } from './api/partner-client.ts';
import { logOutAtCheckout } from './checkout/checkout-calls.ts';
import { MemberConfigContext, type MemberConfig } from './member-provider.tsx';
import { createPartnerSession, type PartnerSession } from './session/partner-session.ts';
import {
  forgetProfile,
  saveProfile,
  swapToken,
  useProfileSnapshot,
  type LogoutReason,
} from './session/profile-store.ts';

/** What every member screen and slot shares: the partner API session and the saved profile. */
export interface Member {
  session: PartnerSession;
  /** Null when logged out, and always null before hydration (the prerendered HTML). */
  profile: SavedProfile | null;
  /** Why the member was logged out without asking (a 401 from the API), until the next login. */
  logoutReason: LogoutReason | null;
  save(profile: SavedProfile): void;
  logOut(): void;
  /** The ticketing provider's checkout origin ('' when the build names none; decision 191). */
  ticketingHost: string;
  /** The partner the site uses: the first of its `partners` (spec §1). */
  partnerId: number;
}

// One session per configuration, shared by every member screen and slot of the page.
const sessions = new WeakMap<MemberConfig, PartnerSession>();
function sessionFor(config: MemberConfig): PartnerSession {
  let session = sessions.get(config);
  if (!session) {
    // Log out and a refused login forget the profile, and with it what the worker kept of its pages.
    const forget = (why: LogoutReason | null) => {
      forgetProfile(why);
      config.onForget?.();
    };
    session = createPartnerSession(createPartnerClient(config.publicConfig, config.partners), { swapToken, forget });
    sessions.set(config, session);
  }
  return session;
}

/** The member area (spec §1, §7.1); throws outside MemberProvider (a wiring bug, not a visitor's). */
export function useMember(): Member {
  const config = useContext(MemberConfigContext);
  if (!config) throw new Error('useMember() outside <MemberProvider>');
  const session = sessionFor(config);
  const { profile, reason } = useProfileSnapshot();
  return useMemo(
    () => ({
      session,
      profile,
      logoutReason: reason,
      save: saveProfile,
      ticketingHost: config.publicConfig.ticketingHost,
      partnerId: config.partners[0] ?? 0,
      logOut: () => {
        // Before the session forgets the profile: the provider's token goes with it.
        logOutAtCheckout(config.publicConfig.ticketingHost, config.partners[0] ?? 0);
        session.logOut();
      },
    }),
    [config, session, profile, reason],
  );
}
