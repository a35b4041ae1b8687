import type { MyTicket } from '../api/mappers.ts';
import { memberLabels } from '../labels.ts';
import { ticketIcs, ticketIcsFileName, type TicketCalendarContext } from './ticket-calendar.ts';
import { TicketQr } from './ticket-qr.tsx';
import { screenText, seatLines, startText } from './ticket-texts.ts';

/** One ticket: film, time, screen, seats, its QR code, the large-QR button and the calendar file. */
export function TicketCard({
  ticket,
  calendar,
  onShowLarge,
}: {
  ticket: MyTicket;
  calendar: TicketCalendarContext;
  onShowLarge: () => void;
}) {
  const ics = ticketIcs(ticket, calendar);
  return (
    <article className="member-ticket" data-qr-payload={ticket.qrCode}>
      {ticket.image && (
        <img className="member-ticket-poster" src={ticket.image} alt="" width={120} height={180} loading="lazy" />
      )}
      <div className="member-ticket-details">
        <h3>{ticket.movieTitle}</h3>
        <p className="member-ticket-time">{startText(ticket.startTime)}</p>
        <dl>
          <div>
            <dt>{memberLabels.screen}</dt>
            <dd>{screenText(ticket)}</dd>
          </div>
          <div>
            <dt>{memberLabels.seats}</dt>
            <dd>
              <ul className="member-ticket-seats">
                {seatLines(ticket).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {ticket.notes && <p>{ticket.notes}</p>}
        {ics !== null && (
          // Made here, not fetched: it works offline and the QR payload never leaves the page.
          <a
            className="member-ticket-calendar"
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
            download={ticketIcsFileName(ticket)}
          >
            {memberLabels.addToCalendar}
            <span className="visually-hidden">: {ticket.movieTitle}</span>
          </a>
        )}
      </div>
      <figure className="member-ticket-qr">
        <TicketQr ticket={ticket} />
        <figcaption>{memberLabels.showAtDoor}</figcaption>
        <button type="button" className="button-secondary" onClick={onShowLarge}>
          {memberLabels.showLargeQr}
          <span className="visually-hidden">: {ticket.movieTitle}</span>
        </button>
      </figure>
    </article>
  );
}
