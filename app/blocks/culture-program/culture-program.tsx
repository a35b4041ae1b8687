import { useId } from 'react';
import { PROGRAM_PATHS } from '../../engine/urls/site-paths.ts';
import { latestKey } from '../../locale/clock-keys.ts';
import { labels } from '../../locale/labels.ts';
import { BlockHeader, BlockImage, FeatureList, TicketAction } from '../parts/block-parts.tsx';
import { ClockEmpty, DayNameText, lastSale, saleEnds } from '../parts/clock-parts.tsx';
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
  const lastOf = (tickets: CultureProgramProps['items'][number]['tickets']) =>
    latestKey(tickets.map((ticket) => ticket.saleEnds));
  // An item without dates (not on sale yet) never ends; a list with one never empties.
  const lastOfAll = items.some((item) => item.tickets.length === 0)
    ? null
    : lastOf(items.flatMap((item) => item.tickets));
  return (
    <section className="culture-program" aria-labelledby={headingId} {...lastSale(lastOfAll)}>
      <BlockHeader kind="culture-program" level={headingLevel} id={headingId} title={title} moreLink={moreLink} />
      <ClockEmpty
        text={labels.noMoreShowings}
        wayOn={
          moreLink
            ? { href: moreLink.url, label: moreLink.title }
            : { href: PROGRAM_PATHS.movie, label: labels.seeWholeProgram }
        }
      />
      {/* Sanitised at build time (app/engine/markup). */}
      {subtitleHtml && <div className="culture-program-subtitle" dangerouslySetInnerHTML={{ __html: subtitleHtml }} />}
      {rangeText && <p className="culture-program-range">{rangeText}</p>}
      {items.length === 0 ? (
        <p className="culture-program-empty">{emptyText}</p>
      ) : (
        <ul className="culture-program-items">
          {items.map((item) => (
            <li key={item.id} className="culture-program-item" {...saleEnds(lastOf(item.tickets))}>
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
                      <li key={ticket.id} className="culture-program-ticket" {...saleEnds(ticket.saleEnds)}>
                        <span className="culture-program-when">
                          <DayNameText name={ticket.dayName} form="short" /> {ticket.time}
                        </span>
                        <span className="culture-program-location">{ticket.location}</span>
                        <span className="culture-program-action">
                          <TicketAction
                            ticket={ticket}
                            context={`${item.title}, ${ticket.dayName.long} ${ticket.time}`}
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
