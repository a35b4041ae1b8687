import { createContext, useContext, type ReactNode } from 'react';

/** What the header gives the search field: where a search is submitted (`theme.search.submitPath`). */
export interface SearchSlotProps {
  submitPath: string;
}

/**
 * CAREFUL: the header's live search field belongs to app/search (above this layer).
 * app/root.tsx provides a render function here (a function, not a component type: a component
 * read from context during render would remount on every change of the provider). What it
 * renders is prerendered and hydrated in place, so it must render the same in the build and in
 * the browser's first render (decision 217); without a provider (the not-found page, which
 * never hydrates) the header shows the plain form that submits to the search page.
 */
export const SearchSlotContext = createContext<((props: SearchSlotProps) => ReactNode) | null>(null);

export function useSearchSlot(): ((props: SearchSlotProps) => ReactNode) | null {
  return useContext(SearchSlotContext);
}
