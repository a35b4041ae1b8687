import { useId } from 'react';
import { BlockHeader, BlockImage } from '../block-parts.tsx';
import type { CoverFlowProps } from './resolve.ts';

/** Film posters as a scrolling row (home page) or a grid (`/filmer`, `/kommende`). */
export function CoverFlow({ title, headingLevel, displayType, cards, moreLink, emptyText }: CoverFlowProps) {
  const headingId = useId();
  // Card titles sit one level below the block's heading.
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={`cover-flow cover-flow-${displayType}`} aria-labelledby={headingId}>
      <BlockHeader kind="cover-flow" level={headingLevel} id={headingId} title={title} moreLink={moreLink} />
      {cards.length === 0 ? (
        <p className="cover-flow-empty">{emptyText}</p>
      ) : (
        <ul className="cover-flow-cards">
          {cards.map((card) => (
            <li key={card.link} className="cover-flow-card">
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
