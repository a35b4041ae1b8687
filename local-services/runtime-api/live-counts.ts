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
