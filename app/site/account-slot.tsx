import { createContext, useContext, type ReactNode } from 'react';

/**
 * CAREFUL: the header's account entry ('Logg inn' / 'Min side') belongs to the member area
 * (app/member), which the site layer may not import. app/root.tsx provides its element here;
 * without a provider (the not-found error view) the header shows no account entry.
 */
export const AccountSlotContext = createContext<ReactNode>(null);

export function AccountSlot() {
  return useContext(AccountSlotContext);
}
