import { useEffect, useReducer } from 'react';
import { formatDay, formatTime } from '../../locale/dates.ts';
import type { MyTicket } from '../api/mappers.ts';
import { getTickets, switchTokens } from '../api/member-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MemberNav, MustLogIn } from '../member-nav.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { createLatest, runLatest } from '../state/latest-wins.ts';
import { initialList, listReducer, type ListAction, type TicketsState } from '../state/lists.ts';
import { toMemberError } from '../state/member-error.ts';
import { qrPath } from './qr-path.ts';

const ticketsReducer = (state: TicketsState, action: ListAction<MyTicket>) => listReducer(state, action);

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
  const loggedIn = member.profile !== null;

  useEffect(() => {
    if (!loggedIn) return;
    const latest = createLatest();
    dispatch({ type: 'requested' });
    void runLatest(
      latest,
      async (signal) => {
        // As for the watch list (§4.4): a stored token is swapped for an API session first.
        const token = member.swapToken();
        if (token !== null) await switchTokens(member.client, token, signal);
        return getTickets(member.client, signal);
      },
      { onResult: (items) => dispatch({ type: 'received', items }), onError: (error) => dispatch({ type: 'failed', error: toMemberError(error) }) },
    );
    return () => latest.cancel();
  }, [loggedIn, member]);

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
          {state.error && <p role="alert">{memberLabels.loadFailed}</p>}
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
      {ticket.image && <img className="member-ticket-poster" src={ticket.image} alt="" width={120} height={180} loading="lazy" />}
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
        <svg viewBox={`0 0 ${String(qr.size)} ${String(qr.size)}`} role="img" aria-label={`${memberLabels.qrCodeFor} ${ticket.movieTitle}`} shapeRendering="crispEdges">
          <rect width={qr.size} height={qr.size} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <figcaption>{memberLabels.showAtDoor}</figcaption>
      </figure>
    </article>
  );
}
