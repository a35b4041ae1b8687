import { useEffect, useReducer } from 'react';
import { formatDay, formatTime } from '../../locale/dates.ts';
import type { MyTicket } from '../api/mappers.ts';
import { loadErrorMessage } from '../account/error-message.ts';
import { getTickets } from '../api/member-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MemberNav, MustLogIn } from '../member-nav.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { useRequest } from '../session/member-request.ts';
import { initialList, listReducer, type ListAction, type ListState } from '../state/list-reducer.ts';
import { qrPath } from './qr-path.ts';

const ticketsReducer = (state: ListState<MyTicket>, action: ListAction<MyTicket>) => listReducer(state, action);

/** The API's `2026-11-21T19:15:00` (Oslo wall time) as 'lørdag 21. november kl. 19:15'. */
function startText(startTime: string): string {
  const wall = startTime.replace('T', ' ').slice(0, 19);
  try {
    return `${formatDay(wall)} kl. ${formatTime(wall)}`;
  } catch {
    return startTime;
  }
}

export function MyTicketsScreen() {
  const member = useMember();
  const [state, dispatch] = useReducer(ticketsReducer, undefined, () => initialList<MyTicket>());
  const request = useRequest();
  const loggedIn = member.profile !== null;
  const { session } = member;

  useEffect(() => {
    if (!loggedIn) return;
    // As for the watch list (§4.4): the session swaps a stored token for an API session first.
    void request.run((signal) => session.asMember(getTickets, signal), {
      requested: () => dispatch({ type: 'requested' }),
      received: (items) => dispatch({ type: 'received', items }),
      failed: (error) => dispatch({ type: 'failed', error }),
    });
    return () => request.cancel();
  }, [loggedIn, session, request]);

  return (
    <div className="member-screen">
      <h1>{memberLabels.myTickets}</h1>
      {!loggedIn ? (
        <MustLogIn returnTo={MEMBER_PATHS.myTickets} />
      ) : (
        <>
          <MemberNav />
          {member.profile && <p>{memberLabels.welcome(member.profile.userName)}</p>}
          {state.loading && <p role="status">{memberLabels.loading}</p>}
          {state.error && <p role="alert">{loadErrorMessage(state.error)}</p>}
          {!state.loading && !state.error && state.items.length === 0 && <p>{memberLabels.noTickets}</p>}
          <ul className="member-tickets">
            {state.items.map((ticket) => (
              <li key={ticket.qrCode}>
                <TicketCard ticket={ticket} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TicketCard({ ticket }: { ticket: MyTicket }) {
  const qr = qrPath(ticket.qrCode);
  return (
    <article className="member-ticket" data-qr-payload={ticket.qrCode}>
      {ticket.image && (
        <img className="member-ticket-poster" src={ticket.image} alt="" width={120} height={180} loading="lazy" />
      )}
      <div className="member-ticket-details">
        <h2>{ticket.movieTitle}</h2>
        <p className="member-ticket-time">{startText(ticket.startTime)}</p>
        <dl>
          <div>
            <dt>{memberLabels.screen}</dt>
            <dd>{ticket.sal.replace(/^Sal\s+/i, '')}</dd>
          </div>
          <div>
            <dt>{memberLabels.seats}</dt>
            <dd>
              <ul className="member-ticket-seats">
                {ticket.seatsInfo.seats.map((row) => (
                  <li key={row.row}>
                    {memberLabels.row} {row.row}, {memberLabels.seat} {row.seats.join(', ')}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        {ticket.notes && <p>{ticket.notes}</p>}
      </div>
      <figure className="member-ticket-qr">
        <svg
          viewBox={`0 0 ${String(qr.size)} ${String(qr.size)}`}
          role="img"
          aria-label={`${memberLabels.qrCodeFor} ${ticket.movieTitle}`}
          shapeRendering="crispEdges"
        >
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption>{memberLabels.showAtDoor}</figcaption>
      </figure>
    </article>
  );
}
