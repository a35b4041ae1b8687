import { createContext, useContext, type ComponentType } from 'react';

/**
 * CAREFUL: the header's account entry ('Logg inn' / 'Min side') belongs to the member area
 * (app/member), which the site layer may not import. app/root.tsx provides its component
 * here; without a provider (the not-found error view) the header shows no account entry.
 */
export const AccountSlotContext = createContext<ComponentType | null>(null);

export function AccountSlot() {
  const Slot = useContext(AccountSlotContext);
  return Slot ? <Slot /> : null;
}
