import { readEnvironment } from '../../app/model/environment.ts';

/**
 * Where the suite serves its second site, the 40-a-day venue (scale-venue-server.ts): the
 * first site's port plus this, so two suites side by side (FOAJE_E2E_PORT) never share it.
 */
const SCALE_PORT_OFFSET = 7;

/** The port of the 40-a-day venue's site. */
export function scaleVenuePort(): number {
  return readEnvironment().FOAJE_E2E_PORT + SCALE_PORT_OFFSET;
}

/** The origin of the 40-a-day venue's site. */
export function scaleVenueUrl(): string {
  return `http://127.0.0.1:${String(scaleVenuePort())}`;
}
