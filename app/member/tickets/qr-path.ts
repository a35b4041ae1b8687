import { create } from 'qrcode';

/** A QR code as one SVG path: the dark modules of `payload`, with the 4-module quiet zone. */
export interface QrPath {
  /** Side of the square viewBox, quiet zone included. */
  size: number;
  d: string;
}

const QUIET_ZONE = 4;

/**
 * Encodes the ticket's `qrCode` with the `qrcode` package, in the browser and with no network.
 * Error correction M: a phone screen with a crack still scans.
 */
export function qrPath(payload: string): QrPath {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${String(col + QUIET_ZONE)} ${String(row + QUIET_ZONE)}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}
