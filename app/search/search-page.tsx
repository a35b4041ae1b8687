import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useHydrated } from '../blocks/parts/use-hydrated.ts';
import type { DirectoryLetter } from './directory.ts';
import { searchLabels } from './labels.ts';
import { pushSearchEvent, resultClickEvent, SEARCH_EVENTS } from './search-analytics.ts';
import { moveBetweenHits, SearchHits } from './search-hits.tsx';
import { SearchInput } from './search-input.tsx';
import { SETTLED_MS, useSearch } from './use-search.ts';
import { queryWords } from './words.ts';
import './search.css';

/** The page shows every result; this only bounds the work of a one-letter query. */
const PAGE_LIMIT = 200;

/** Writes the query into the address (shareable) without a navigation: no payload per keystroke. */
function replaceQuery(query: string): void {
  const url = new URL(window.location.href);
  if (query === '') url.searchParams.delete('q');
  else url.searchParams.set('q', query);
  // React Router's own entry (its index and key) is kept, so back and forward still work.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The /search page: a form, the results of `?q=` (restored from the address, and
 * written back as the visitor types), and the A–Å list of every film and event. Without
 * scripts the form submits `q` here and the A–Å list is the page.
 */
export function SearchPage({ directory, submitPath }: { directory: readonly DirectoryLetter[]; submitPath: string }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const fromAddress = hydrated ? (params.get('q') ?? '') : '';
  // null: the visitor has not typed here; the address's query is shown.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? fromAddress;
  const { state, run } = useSearch(PAGE_LIMIT);
  const groupsId = useId();
  const hitsRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // A new address (the header's field submitted again) starts over from its query.
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (seenAddress !== fromAddress) {
    setSeenAddress(fromAddress);
    setTyped(null);
  }
  useEffect(() => {
    run(fromAddress);
  }, [fromAddress, run]);

  const outcome = state.status === 'done' && state.outcome.query === query ? state.outcome : null;
  // A query the visitor rests on (or opened from the address) is one search for analytics.
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(
      () => pushSearchEvent({ event: SEARCH_EVENTS.search, searchTerm: outcome.query, results: outcome.total }),
      SETTLED_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    replaceQuery(query.trim());
  };

  // A lone letter is not searched yet (words.ts): no status until the second.
  const searched = queryWords(query).length > 0;
  let status = '';
  if (searched && outcome)
    status = outcome.total === 0 ? searchLabels.noResults(query.trim()) : searchLabels.results(outcome.total);
  else if (searched && state.status === 'failed') status = searchLabels.failed;
  else if (searched && hydrated) status = searchLabels.loading;

  return (
    <div className="container search-page">
      <h1>{searchLabels.heading}</h1>
      <form role="search" className="search-page-form" method="get" action={submitPath} onSubmit={onSubmit}>
        <SearchInput
          inputRef={inputRef}
          value={hydrated ? query : undefined}
          onChange={(value) => {
            setTyped(value);
            replaceQuery(value);
            run(value);
          }}
          onKeyDown={(event) => moveBetweenHits(event, hitsRef.current, inputRef.current)}
        />
      </form>
      <p className="search-page-status" role="status">
        {status}
      </p>
      <div ref={hitsRef}>
        {outcome && outcome.total > 0 ? (
          <SearchHits
            groups={outcome.groups}
            brand={outcome.brand}
            idPrefix={groupsId}
            onFollow={(doc) => pushSearchEvent(resultClickEvent(outcome.query, doc))}
            onKeyDown={(event) => moveBetweenHits(event, hitsRef.current, inputRef.current)}
          />
        ) : null}
      </div>
      <SearchDirectory directory={directory} />
    </div>
  );
}

/** The A–Å list: letters to jump to, then each letter's films and events. */
function SearchDirectory({ directory }: { directory: readonly DirectoryLetter[] }) {
  const letterId = (letter: string) => `bokstav-${letter === '#' ? 'tall' : letter.toLowerCase()}`;
  return (
    <section className="search-az" aria-labelledby="search-az-heading">
      <h2 id="search-az-heading">{searchLabels.azHeading}</h2>
      <nav aria-label={searchLabels.azNav}>
        <ul className="search-az-letters">
          {directory.map(({ letter }) => (
            <li key={letter}>
              <a href={`#${letterId(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {directory.map(({ letter, entries }) => (
        <section key={letter} aria-labelledby={letterId(letter)}>
          <h3 id={letterId(letter)} className="search-az-letter">
            {letter}
          </h3>
          <ul className="search-az-list">
            {entries.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{entry.title}</Link>
                <span className="search-az-kind">
                  {searchLabels.kinds[entry.kind]}
                  {entry.upcoming ? ` · ${searchLabels.upcoming}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
