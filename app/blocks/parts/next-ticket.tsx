import { labels } from '../../locale/labels.ts';
import { OUTBOUND_REL, TicketPriceText } from './block-parts.tsx';
import { DayNameText, saleEnds } from './clock-parts.tsx';
import type { NextTicket } from './ticket/next-screenings.ts';

/**
 * 'Kjøp billett' to a production's next screening on sale, with its day, time, hall and price
 * beside it. Every candidate is in the page; the first shows, and the page's clock moves on to
 * the next once its sale has ended (`data-next-only`, app/site/clock/clock-script.ts).
 */
export function NextTicketButton({
  tickets,
  title,
  className,
}: {
  tickets: readonly NextTicket[];
  /** The production's title, read with the button ('Kjøp billett: Havets hjerte, …'). */
  title: string;
  className?: string;
}) {
  if (tickets.length === 0) return null;
  return (
    <div className={className ? `next-ticket ${className}` : 'next-ticket'} data-next-only="">
      {tickets.map((ticket) => {
        return (
          <div key={ticket.id} className="next-ticket-option" {...saleEnds(ticket.saleEnds)}>
            <a className="button-primary" href={ticket.purchaseUrl} rel={OUTBOUND_REL}>
              {labels.buyTicket}
              <span className="visually-hidden">
                : {`${title}, ${ticket.day.long} ${ticket.time}, ${ticket.location}${ticket.price?.spoken ?? ''}`}
              </span>
            </a>
            <span className="next-ticket-when" aria-hidden="true">
              <DayNameText name={ticket.day} form="short" /> {ticket.time} · {ticket.location}
            </span>
            <TicketPriceText texts={ticket.price?.shown ?? []} />
          </div>
        );
      })}
    </div>
  );
}
