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
 *
 * Prerendered as it is and hydrated in place (decision 217): without scripts it is a GET form
 * to the search page, and the scripts take over the very field the visitor may have typed into
 * and focused before they ran (decision 124).
 */
export function SearchField({ submitPath }: SearchSlotProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
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

  // What the visitor typed before the scripts ran (decision 124), or while this field hydrated:
  // hydration keeps the field's text and focus but gives the state the prerender's empty query.
  // Read at commit, in the hydration's own task, before a key can reach the field; searched,
  // with the results open when the field has focus, as a visitor's focus would have opened them.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (field === null) return;
    const focused = field === document.activeElement;
    // A render more only when something was typed or focused before the field hydrated.
    if (field.value !== '') setQuery(field.value);
    if (focused) {
      prepareSearch().catch(() => undefined); // the failure shows when a query runs
      setOpen(true);
    }
    if (field.value !== '') run(field.value);
  }, [run]);

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
