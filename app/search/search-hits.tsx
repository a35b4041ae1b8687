import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { OUTBOUND_REL } from '../blocks/parts/block-parts.tsx';
import { formatShortDate, formatTime } from '../locale/dates.ts';
import { searchLabels } from './labels.ts';
import { buyTicketMarks } from './search-analytics.ts';
import type { SearchDoc } from './search-document.ts';
import type { SearchGroup } from './search-engine.ts';

export interface SearchHitsProps {
  groups: readonly SearchGroup[];
  /** The id prefix of the group headings. */
  idPrefix: string;
  /** The site's title: the `brand` a ticket link reports (SearchOutcome.brand). */
  brand: string;
  /** A result link was followed (analytics; the header closes its results). */
  onFollow?: (doc: SearchDoc) => void;
  /** Arrow keys move between results (the header's list); Escape goes back to the field. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

function when(doc: SearchDoc): string | null {
  const next = doc.dates[0];
  return next ? `${formatShortDate(next.start)} kl. ${formatTime(next.start)}` : null;
}

/**
 * Results grouped by kind: poster, kind, title, genre · age limit · next date, and
 * one 'Kjøp billett' to the next date when it is on sale. Each group is a list under a heading.
 */
export function SearchHits({ groups, idPrefix, brand, onFollow, onKeyDown }: SearchHitsProps) {
  return (
    <div className="search-hits" onKeyDown={onKeyDown}>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.kind}`;
        return (
          // Not a <section>: the header's and the page's results would be two landmarks of one name.
          <div key={group.kind} className="search-group">
            <h2 id={headingId} className="search-group-heading">
              {searchLabels.groups[group.kind]}
            </h2>
            <ul className="search-group-list">
              {group.hits.map(({ id, doc }) => {
                const facts = [doc.genre, doc.age, when(doc)].filter((fact) => fact !== null);
                const next = doc.dates[0];
                return (
                  <li key={id} className="search-hit">
                    <Link
                      to={doc.path}
                      className="search-hit-link"
                      data-search-hit=""
                      onClick={(_: MouseEvent) => onFollow?.(doc)}
                    >
                      {doc.image ? (
                        <img
                          className="search-hit-image"
                          src={doc.image}
                          alt=""
                          width={64}
                          height={96}
                          loading="lazy"
                          decoding="async"
                        />
                      ) : (
                        <span className="search-hit-image search-hit-image-none" aria-hidden="true" />
                      )}
                      <span className="search-hit-text">
                        <span className="search-hit-kind">
                          {searchLabels.kinds[doc.kind]}
                          {doc.status === 'upcoming' ? ` · ${searchLabels.upcoming}` : ''}
                        </span>
                        <span className="search-hit-title">{doc.title}</span>
                        {facts.length > 0 ? <span className="search-hit-facts">{facts.join(' · ')}</span> : null}
                      </span>
                    </Link>
                    {next?.buy ? (
                      // The same link as every programme's ticket button (block-parts.tsx TicketAction).
                      <a
                        className="search-hit-buy button-primary"
                        href={next.buy}
                        rel={OUTBOUND_REL}
                        data-event-id={next.event}
                        {...buyTicketMarks(doc, next, brand)}
                        aria-label={`${searchLabels.buy}: ${doc.title}, ${when(doc) ?? ''}`}
                      >
                        {searchLabels.buy}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** Arrow-key movement between the result links of `container` (and back to `field` above the first). */
export function moveBetweenHits(
  event: KeyboardEvent<HTMLElement>,
  container: HTMLElement | null,
  field: HTMLInputElement | null,
): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(container?.querySelectorAll<HTMLAnchorElement>('a[data-search-hit]') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
  if (next < 0) field?.focus();
  else links[next]?.focus();
}
