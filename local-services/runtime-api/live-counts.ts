/** One event of the venue as the runtime API knows it: its id and the count at the build. */
export interface VenueEvent {
  id: string;
  eventNumber: number;
  title: string;
  startDate: string;
  location: string;
  /** The count in the content (what the static build shows). */
  ticketCount: number;
}

/** How often, on average, one event sells a ticket in the local reference service. */
const SALE_INTERVAL_MS = 60_000;

/**
 * Sales are counted from this long before the service started, so the first live counts
 * already differ from the built ones (a visible change on `npm start`, a provable one in tests).
 */
export const SALES_HEAD_START_MS = 10 * 60_000;

/** A stable number in [0, 1) per event id (FNV-1a), so each event sells at its own pace. */
function paceOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 0x1_0000_0000;
}

/**
 * The live count of an event `elapsedMs` after sales started: tickets sell steadily, at 0.25 to
 * 1.75 tickets per `SALE_INTERVAL_MS` depending on the event, never below 0; at 0 ms it is the
 * content's count.
 */
export function liveTicketCount(event: Pick<VenueEvent, 'id' | 'ticketCount'>, elapsedMs: number): number {
  const rate = 0.25 + 1.5 * paceOf(event.id);
  const sold = Math.floor((Math.max(0, elapsedMs) / SALE_INTERVAL_MS) * rate);
  return Math.max(0, event.ticketCount - sold);
}

/**
 * The keys of a `basic_events` query (`e-1,e-2`), each once, in order; blanks dropped. At most
 * `limit` keys are read, so one request cannot ask for the whole catalogue.
 */
export function parseKeys(keys: string | undefined, limit = 200): string[] {
  if (keys === undefined) return [];
  return [
    ...new Set(
      keys
        .split(',')
        .map((key) => key.trim())
        .filter((key) => key !== ''),
    ),
  ].slice(0, limit);
}
