import { createContext, useContext, type ReactNode } from 'react';

/** What the header gives the search field: where a search is submitted (`theme.search.submitPath`). */
export interface SearchSlotProps {
  submitPath: string;
  /**
   * What the visitor typed into the plain form before the scripts ran (they start after the
   * page has loaded, decision 116), and whether its field had focus. The live field reads it
   * once, as it replaces the plain one, so a query begun early is carried on, not lost; and the
   * plain field itself, whose value it reads again once the replacement is committed.
   */
  typedBefore?: () => { query: string; focused: boolean; field: HTMLInputElement | null };
}

/**
 * CAREFUL: the header's live search field belongs to app/search (above this layer).
 * app/root.tsx provides a render function here (a function, not a component type: a component
 * read from context during render would remount on every change of the provider); without a provider (the not-found page, which
 * never hydrates) the header shows the plain form that submits to the search page.
 */
export const SearchSlotContext = createContext<((props: SearchSlotProps) => ReactNode) | null>(null);

export function useSearchSlot(): ((props: SearchSlotProps) => ReactNode) | null {
  return useContext(SearchSlotContext);
}
