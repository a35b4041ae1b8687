import { createContext, useContext, type ComponentType } from 'react';

/** What the header gives the search field: where a search is submitted (`theme.search.submitPath`). */
export interface SearchSlotProps {
  submitPath: string;
}

/**
 * CAREFUL: the header's live search field belongs to app/search (above this layer).
 * app/root.tsx provides its component here; without a provider (the not-found page, which
 * never hydrates) the header shows the plain form that submits to the search page.
 */
export const SearchSlotContext = createContext<ComponentType<SearchSlotProps> | null>(null);

export function useSearchSlot(): ComponentType<SearchSlotProps> | null {
  return useContext(SearchSlotContext);
}
