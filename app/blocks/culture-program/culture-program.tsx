import { useId } from 'react';
import { BlockHeader, BlockImage, FeatureList, TicketAction } from '../block-parts.tsx';
import type { CultureProgramProps } from './resolve.ts';

/** Concerts, stand-up and shows: each with its page link and its dates with ticket buttons. */
export function CultureProgram({
  title,
  headingLevel,
  subtitleHtml,
  rangeText,
  items,
  moreLink,
  emptyText,
}: CultureProgramProps) {
  const headingId = useId();
  // Item titles sit one level below the block's heading.
  const ItemHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className="culture-program" aria-labelledby={headingId}>
      <BlockHeader kind="culture-program" level={headingLevel} id={headingId} title={title} moreLink={moreLink} />
      {/* Sanitised at build time (app/engine/markup). */}
      {subtitleHtml && <div className="culture-program-subtitle" dangerouslySetInnerHTML={{ __html: subtitleHtml }} />}
      {rangeText && <p className="culture-program-range">{rangeText}</p>}
      {items.length === 0 ? (
        <p className="culture-program-empty">{emptyText}</p>
      ) : (
        <ul className="culture-program-items">
          {items.map((item) => (
            <li key={item.id} className="culture-program-item">
              {item.image && <BlockImage image={item.image} className="culture-program-image" />}
              <div className="culture-program-body">
                {item.category && <p className="culture-program-category">{item.category}</p>}
                <ItemHeading className="culture-program-title">
                  <a href={item.link}>{item.title}</a>
                </ItemHeading>
                {item.description && <p className="culture-program-description">{item.description}</p>}
                <FeatureList features={item.features} />
                {item.tickets.length > 0 && (
                  <ul className="culture-program-tickets">
                    {item.tickets.map((ticket) => (
                      <li key={ticket.id} className="culture-program-ticket">
                        <span className="culture-program-when">
                          {ticket.dayLabel} {ticket.time}
                        </span>
                        <span className="culture-program-location">{ticket.location}</span>
                        <span className="culture-program-action">
                          <TicketAction
                            ticket={ticket}
                            context={`${item.title}, ${ticket.dayLabel} ${ticket.time}`}
                            analytics={ticket.analytics}
                          />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
