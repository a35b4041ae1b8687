import { useEffect, useId, useRef } from 'react';
import type { MyTicket } from '../api/mappers.ts';
import { memberLabels } from '../labels.ts';
import { useScreenWakeLock } from './screen-wake-lock.ts';
import { TicketQr } from './ticket-qr.tsx';
import { screenText, seatLines, startText } from './ticket-texts.ts';

/**
 * One ticket's QR code, large, black on white over the dark page, for the scanner at the door
 * (a modal `<dialog>`). Open while `ticket` is set: the screen sets it from a history entry, so
 * the back gesture closes it. Escape and 'Lukk' close the dialog natively; its `close` event
 * then asks the screen to leave that entry (`onClose`). Focus goes back where it was.
 */
export function DoorQrDialog({ ticket, onClose }: { ticket: MyTicket | null; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Whether a close the dialog reports was asked for here (Escape, 'Lukk') or followed the
  // history entry going away (the back gesture): only the first leaves the entry.
  const openRef = useRef(false);
  const titleId = useId();
  const screenKeptOn = useScreenWakeLock(ticket !== null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openRef.current = ticket !== null;
    if (ticket !== null && !dialog.open) dialog.showModal();
    if (ticket === null && dialog.open) dialog.close();
  }, [ticket]);

  return (
    <dialog
      ref={dialogRef}
      className="member-door-qr"
      aria-labelledby={titleId}
      onClose={() => {
        if (!openRef.current) return;
        openRef.current = false;
        onClose();
      }}
    >
      {ticket && (
        <>
          <h2 id={titleId}>{ticket.movieTitle}</h2>
          <p className="member-door-qr-details">
            {startText(ticket.startTime)}
            <br />
            {memberLabels.screen} {screenText(ticket)}
            {seatLines(ticket).map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </p>
          <TicketQr ticket={ticket} label={memberLabels.largeQrFor(ticket.movieTitle)} />
          {screenKeptOn && <p className="member-door-qr-awake">{memberLabels.screenKeptOn}</p>}
          <button type="button" className="member-door-qr-close" autoFocus onClick={() => dialogRef.current?.close()}>
            {memberLabels.close}
          </button>
        </>
      )}
    </dialog>
  );
}
