import type { MyTicket } from '../api/mappers.ts';
import { memberLabels } from '../labels.ts';
import { qrPath } from './qr-path.ts';

/** The ticket's QR code as an SVG, black on white whatever the page's colours. */
export function TicketQr({ ticket, label }: { ticket: MyTicket; label?: string }) {
  const qr = qrPath(ticket.qrCode);
  return (
    <svg
      viewBox={`0 0 ${String(qr.size)} ${String(qr.size)}`}
      role="img"
      aria-label={label ?? `${memberLabels.qrCodeFor} ${ticket.movieTitle}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
