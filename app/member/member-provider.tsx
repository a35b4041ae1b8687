import { createContext, useMemo, type ReactNode } from 'react';
import type { PublicConfig } from '../model/public-config.ts';
import { useCheckoutHandoff } from './checkout/checkout-handoff.ts';

/** Where the member area's partner API is: the root payload's public config and partners. */
export interface MemberConfig {
  publicConfig: PublicConfig;
  partners: readonly number[];
  /**
   * Called when the profile is forgotten (log out, or the API refused the login): removes what
   * other parts of the browser side kept of the member's pages (app/root.tsx passes the service
   * worker's personal caches, docs/security.md).
   */
  onForget?: (() => void) | undefined;
}

export const MemberConfigContext = createContext<MemberConfig | null>(null);

/**
 * Provides the member area's configuration to the pages below (spec §1, §7.1). CAREFUL: in
 * every page's first load (app/root.tsx), so it holds data only: the partner client, the
 * session and every member screen load with the code that calls useMember() (member routes,
 * the film page's ratings), never with a content page (decision 55).
 */
export function MemberProvider({ publicConfig, partners, onForget, children }: MemberConfig & { children: ReactNode }) {
  const config = useMemo(() => ({ publicConfig, partners, onForget }), [publicConfig, partners, onForget]);
  useCheckoutHandoff(publicConfig.ticketingHost);
  return <MemberConfigContext.Provider value={config}>{children}</MemberConfigContext.Provider>;
}
