import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchSlotProps } from '../site/search-slot.tsx';
import { searchLabels } from './labels.ts';
import { pushSearchEvent, resultClickEvent, SEARCH_EVENTS } from './search-analytics.ts';
import { moveBetweenHits, SearchHits } from './search-hits.tsx';
import { SearchInput } from './search-input.tsx';
import { prepareSearch, SETTLED_MS, useSearch } from './use-search.ts';
import { queryWords } from './words.ts';
import './search.css';

/** Results the header shows at once; 'Vis alle … treff' leads to the /search page for the rest. */
const HEADER_LIMIT = 6;

/**
 * The header's search field, put in the header's slot by app/root.tsx. Focus loads
 * the search code and index; typing shows the best results under the field, announced as
 * "5 treff". ArrowDown moves into the results, arrows between them, Escape back to the field
 * and closed; Enter in the field opens /search?q=… with every result.
 */
export function SearchField({ submitPath, typedBefore }: SearchSlotProps) {
  const listId = useId();
  // What the visitor began in the plain form before the scripts ran (decision 124), read once.
  const [carried] = useState(() => typedBefore?.() ?? { query: '', focused: false, field: null });
  const [query, setQuery] = useState(carried.query);
  const [open, setOpen] = useState(false);
  const { state, run } = useSearch(HEADER_LIMIT);
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hitsRef = useRef<HTMLDivElement>(null);

  const outcome = state.status === 'done' && state.outcome.query === query ? state.outcome : null;
  // A query the visitor rests on is one search for analytics, however many keystrokes it took.
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(
      () => pushSearchEvent({ event: SEARCH_EVENTS.search, searchTerm: outcome.query, results: outcome.total }),
      SETTLED_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);

  // Typed after the render read the plain field and before this commit replaced it (the
  // render can wait between slices): the plain field, out of the page now, still holds it.
  // Focus moves here at commit too, before the browser can run anything else: text inserted
  // into a field that is focused but not yet filled (a browser test's fill, a phone's keyboard)
  // would otherwise go to the page's body and be lost (a clean-clone CI run lost it twice).
  useLayoutEffect(() => {
    const typed = carried.field?.value ?? carried.query;
    // A render more only in that race; the plain field is outside React, read once, at commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== carried.query) setQuery(typed);
    if (carried.focused || typed !== carried.query || focusLeftWithField(carried.field, rootRef.current))
      inputRef.current?.focus();
  }, [carried]);

  // The carried query is searched (the field's onFocus has opened the results and begun loading
  // the search code, as a visitor's focus would).
  useEffect(() => {
    const typed = carried.field?.value ?? carried.query;
    if (typed !== '') run(typed);
  }, [carried, run]);

  const close = () => setOpen(false);
  // Leaving for a result or the search page also closes the header's search sheet (a popover).
  const leave = () => {
    close();
    const sheet = rootRef.current?.closest<HTMLElement>('[popover]');
    if (sheet?.matches(':popover-open')) sheet.hidePopover();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return;
    leave();
    void navigate(`${submitPath}?q=${encodeURIComponent(query.trim())}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open && query !== '') {
      // Closes the results first; a second Escape closes the phone's search sheet.
      event.preventDefault();
      event.stopPropagation();
      close();
      inputRef.current?.focus();
      return;
    }
    if (event.key === 'ArrowDown' && event.target === inputRef.current) setOpen(true);
    moveBetweenHits(event, hitsRef.current, inputRef.current);
  };

  // A lone letter is not searched yet (words.ts): nothing shows until the second.
  const shown = open && queryWords(query).length > 0;
  let status = '';
  if (shown && outcome)
    status = outcome.total === 0 ? searchLabels.noResults(query.trim()) : searchLabels.results(outcome.total);
  else if (shown && state.status === 'failed') status = searchLabels.failed;

  return (
    <form
      ref={rootRef}
      role="search"
      className="site-search"
      method="get"
      action={submitPath}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) close();
      }}
    >
      <SearchInput
        inputRef={inputRef}
        value={query}
        onFocus={() => {
          prepareSearch().catch(() => undefined); // the failure shows when a query runs
          setOpen(true);
        }}
        onChange={(value) => {
          setQuery(value);
          setOpen(true);
          run(value);
        }}
      />
      <div className="visually-hidden" role="status">
        {status}
      </div>
      <div id={listId} ref={hitsRef} className="search-popup" hidden={!shown || !outcome}>
        {shown && outcome ? (
          <>
            <SearchHits
              groups={outcome.groups}
              brand={outcome.brand}
              idPrefix={listId}
              onFollow={(doc) => {
                pushSearchEvent(resultClickEvent(outcome.query, doc));
                leave();
              }}
            />
            {outcome.total === 0 ? <p className="search-empty">{searchLabels.noResults(query.trim())}</p> : null}
            {outcome.total > HEADER_LIMIT ? (
              <Link
                className="search-show-all"
                to={`${submitPath}?q=${encodeURIComponent(query.trim())}`}
                onClick={leave}
              >
                {searchLabels.showAll(outcome.total)}
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Whether the plain field took the page's focus with it when the live field replaced it: it
 * is gone, nothing has focus, and the search sheet is open (focused after the render read it).
 */
function focusLeftWithField(plain: HTMLInputElement | null, live: HTMLElement | null): boolean {
  if (plain === null || plain.isConnected) return false;
  const nothingFocused = document.activeElement === null || document.activeElement === document.body;
  return nothingFocused && live?.closest('[popover]')?.matches(':popover-open') === true;
}
