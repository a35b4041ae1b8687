import { useEffect, useId, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MyTicket } from '../api/mappers.ts';
import { isEmailNotConfirmed, loadErrorMessage } from '../account/error-message.ts';
import { getTickets } from '../api/member-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MemberNav, MustLogIn } from '../member-nav.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { useRequest } from '../session/member-request.ts';
import { browserStorage, readSavedProfile } from '../state/saved-profile.ts';
import { ConfirmEmailNotice } from './confirm-email-notice.tsx';
import { initialTickets, ticketsReducer } from '../state/tickets-reducer.ts';
import { readDeviceTickets, writeDeviceTickets } from './device-tickets.ts';
import { osloWallClock } from '../../locale/clock-keys.ts';
import { savedTicketsNote } from './saved-tickets-note.ts';
import { doorOrder } from './door-order.ts';
import { DoorQrDialog } from './door-qr-dialog.tsx';
import { TicketCard } from './ticket-card.tsx';
import type { TicketCalendarContext } from './ticket-calendar.ts';
import { savedAtText, ticketKey } from './ticket-texts.ts';

export interface MyTicketsScreenProps {
  /** The venue's name, for the calendar entries. */
  venue: string;
  /** Called once the member's tickets are kept on the device (the page then keeps itself for offline). */
  onKept?: () => void;
}

export function MyTicketsScreen({ venue, onKept }: MyTicketsScreenProps) {
  const { profile } = useMember();
  return (
    <div className="member-screen">
      <h1>{memberLabels.myTickets}</h1>
      {profile === null ? (
        <MustLogIn returnTo={MEMBER_PATHS.myTickets} />
      ) : (
        <>
          <MemberNav />
          <p>{memberLabels.welcome(profile.userName)}</p>
          {/* Keyed by member: another member's login in another tab starts from nothing. */}
          <MemberTickets key={profile.email} email={profile.email} venue={venue} onKept={onKept} />
        </>
      )}
    </div>
  );
}

/** The history entry's state while a ticket's large QR code is shown (the back gesture closes it). */
interface DoorState {
  doorTicket: string;
}

function doorTicketKey(state: unknown): string | null {
  return typeof state === 'object' && state !== null && typeof (state as DoorState).doorTicket === 'string'
    ? (state as DoorState).doorTicket
    : null;
}

function MemberTickets({ email, venue, onKept }: { email: string; venue: string; onKept?: (() => void) | undefined }) {
  const { session } = useMember();
  const request = useRequest();
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  // One instant per visit: the order and the past tickets do not shift while the member looks.
  const [now] = useState(Date.now);
  const [state, dispatch] = useReducer(ticketsReducer, null, () => {
    const storage = browserStorage();
    return initialTickets(storage ? readDeviceTickets(storage, email, osloWallClock(now)) : null);
  });

  useEffect(() => {
    // As for the watch list (§4.4): the session swaps a stored token for an API session first.
    void request.run((signal) => session.asMember(getTickets, signal), {
      requested: () => dispatch({ type: 'requested' }),
      received: (items) => {
        const storage = browserStorage();
        const at = Date.now();
        // Read again now: a logout or another login since the request leaves nothing behind.
        const loggedIn = storage ? (readSavedProfile(storage)?.email ?? null) : null;
        if (
          storage &&
          writeDeviceTickets(storage, { owner: email, savedAt: at, tickets: items }, loggedIn, osloWallClock(at))
        )
          onKept?.();
        dispatch({ type: 'received', items });
      },
      failed: (error) => dispatch({ type: 'failed', error }),
    });
    return () => request.cancel();
  }, [email, session, request, onKept]);

  const order = doorOrder(state.items, osloWallClock(now));
  const calendar: TicketCalendarContext = { origin: window.location.origin, venue, now };
  const openKey = doorTicketKey(location.state);
  const open = state.items.find((ticket) => ticketKey(ticket) === openKey) ?? null;
  const fromDevice = state.savedAt !== null;
  const note = savedTicketsNote(state.error, navigator.onLine);
  // An account that has not confirmed its address is told how to, instead of an error (decision 193).
  const unconfirmed = isEmailNotConfirmed(state.error);

  const group = (name: 'first' | 'later' | 'past', title: string, tickets: MyTicket[]) =>
    tickets.length > 0 && (
      <section className="member-ticket-group" aria-labelledby={`${headingId}-${name}`}>
        <h2 id={`${headingId}-${name}`}>{title}</h2>
        <ul className="member-tickets">
          {tickets.map((ticket) => (
            <li key={ticketKey(ticket)}>
              <TicketCard
                ticket={ticket}
                calendar={calendar}
                onShowLarge={() =>
                  void navigate(MEMBER_PATHS.myTickets, {
                    state: { doorTicket: ticketKey(ticket) } satisfies DoorState,
                    preventScrollReset: true,
                  })
                }
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <>
      {fromDevice && (
        <p className="member-tickets-saved" role="status">
          {memberLabels.lastUpdated(savedAtText(state.savedAt ?? now, now))}
          {note !== null && (
            <>
              <br />
              {note === 'offline' ? memberLabels.offlineTickets : memberLabels.noAnswerTickets}
            </>
          )}
        </p>
      )}
      {state.loading && !fromDevice && <p role="status">{memberLabels.loading}</p>}
      {unconfirmed && <ConfirmEmailNotice email={email} />}
      {state.error && !unconfirmed && !(fromDevice && note !== null) && (
        <p role="alert">{loadErrorMessage(state.error)}</p>
      )}
      {!state.loading && !state.error && state.items.length === 0 && <p>{memberLabels.noTickets}</p>}
      {group('first', order.firstIsToday ? memberLabels.todaysTickets : memberLabels.nextTicket, order.first)}
      {group('later', memberLabels.laterTickets, order.later)}
      {group('past', memberLabels.usedTickets, order.past)}
      <DoorQrDialog ticket={open} onClose={() => void navigate(-1)} />
    </>
  );
}
