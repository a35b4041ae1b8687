import { createContext, type ReactNode } from 'react';

/** What the member layer gets to show a film's rating, rating count and reviews. */
export interface RatingSlotProps {
  edi: string;
  title: string;
}

/**
 * CAREFUL: the slot the member area (app/member, which blocks may not import) fills with the
 * live rating and reviews (spec §3.14, §3.15, §4.4). It provides a render function through
 * this context around the page (a function, not a component type: a component read from
 * context during render would remount on every change of the provider); without one, the
 * ratings section shows only its heading's place.
 */
export const RatingSlotContext = createContext<((props: RatingSlotProps) => ReactNode) | null>(null);
