import { useCallback, useRef, useState } from 'react';
import type { SearchClient, SearchOutcome } from './search-client.ts';
import { queryWords } from './words.ts';

/** A query the visitor rests on for this long counts as one search (analytics). */
export const SETTLED_MS = 1500;

// One search per page view, shared by the header field and the /search page.
let shared: Promise<SearchClient> | undefined;

/**
 * Loads the search code and the index (first call only): the field calls it on focus, so
 * neither is part of a page's first load.
 */
export function prepareSearch(): Promise<SearchClient> {
  shared ??= import('./search-client.ts').then((module) => module.openSearch());
  // A failed load (offline before any search) is tried again on the next focus.
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; outcome: SearchOutcome }
  | { status: 'failed'; query: string };

/**
 * The results of the latest query: a slower answer to an older query never replaces a newer
 * one (latest wins). `run('')` clears, and so does a query of one letter (not searched yet).
 */
export function useSearch(limit: number): { state: SearchState; run: (query: string) => void } {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    (query: string) => {
      const ticket = ++latest.current;
      if (queryWords(query).length === 0) {
        setState({ status: 'idle' });
        return;
      }
      setState((current) => (current.status === 'done' ? current : { status: 'loading', query }));
      prepareSearch()
        .then((client) => client.search(query, limit))
        .then(
          (outcome) => {
            if (ticket === latest.current) setState({ status: 'done', outcome });
          },
          () => {
            if (ticket === latest.current) setState({ status: 'failed', query });
          },
        );
    },
    [limit],
  );
  return { state, run };
}
