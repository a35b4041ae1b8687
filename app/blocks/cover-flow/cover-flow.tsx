import { type FocusEvent, useId } from 'react';
import { PROGRAM_PATHS } from '../../engine/urls/site-paths.ts';
import { latestKey } from '../../locale/clock-keys.ts';
import { labels } from '../../locale/labels.ts';
import { BlockHeader, BlockImage } from '../parts/block-parts.tsx';
import { ClockEmpty, lastSale, saleEnds } from '../parts/clock-parts.tsx';
import type { CoverFlowProps } from './resolve.ts';

/** Film posters as a scrolling row (home page) or a grid (`/filmer`, `/kommende`). */
export function CoverFlow({ title, headingLevel, displayType, cards, moreLink, emptyText }: CoverFlowProps) {
  const headingId = useId();
  // Card titles sit one level below the block's heading.
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  // Empty once every film has ended; a film with no screenings listed keeps the list.
  const lastOfAll = cards.every((card) => card.lastSaleEnds !== null)
    ? latestKey(cards.flatMap((card) => card.lastSaleEnds ?? []))
    : null;
  return (
    <section className={`cover-flow cover-flow-${displayType}`} aria-labelledby={headingId} {...lastSale(lastOfAll)}>
      <BlockHeader kind="cover-flow" level={headingLevel} id={headingId} title={title} moreLink={moreLink} />
      <ClockEmpty
        text={emptyText}
        wayOn={
          moreLink
            ? { href: moreLink.url, label: moreLink.title }
            : { href: PROGRAM_PATHS.upcoming, label: labels.comingSoon }
        }
      />
      {cards.length === 0 ? (
        <p className="cover-flow-empty">{emptyText}</p>
      ) : (
        <ul className="cover-flow-cards" onFocus={displayType === 'carousel' ? revealFocusedCard : undefined}>
          {cards.map((card) => (
            <li key={card.link} className="cover-flow-card" {...saleEnds(card.lastSaleEnds)}>
              <a className="cover-flow-link" href={card.link}>
                {card.image ? (
                  <BlockImage image={card.image} className="cover-flow-image" />
                ) : (
                  <span className="cover-flow-image cover-flow-no-image" aria-hidden="true" />
                )}
                <div className="cover-flow-text">
                  <CardHeading className="cover-flow-title">{card.title}</CardHeading>
                  {card.subtitle && <span className="cover-flow-subtitle">{card.subtitle}</span>}
                  {card.category && <span className="cover-flow-category">{card.category}</span>}
                </div>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The row's card reached by Tab, brought whole into the row. Chromium scrolls a focused element
 * into view only when no more than a sliver of it shows: a card half past the row's edge stayed
 * there, its focus ring cut (WCAG 2.4.11). Not for a tap or a click, which would move the card
 * under the pointer; the row does not snap while a card has keyboard focus (cover-flow.css).
 */
function revealFocusedCard(event: FocusEvent<HTMLUListElement>) {
  if (event.target.matches(':focus-visible')) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
