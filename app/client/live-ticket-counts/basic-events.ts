/**
 * One event of the runtime API's `basic_events` (spec §7.2: "event fields not shown"). Only
 * what the site reads is kept: the id the blocks key ticket lines by and the live count.
 */
export interface BasicEvent {
  /** `e-{eventNumber}` (spec §3.3). */
  id: string;
  ticketCount: number;
}

/**
 * The body of a `basic_events` answer, or a thrown error naming the first bad entry. CAREFUL:
 * checked by hand, not with zod: every page with tickets runs this in the browser, and zod
 * would otherwise be in each content page's first load (decision 55).
 */
export function parseBasicEvents(body: unknown): BasicEvent[] {
  if (!Array.isArray(body)) throw new Error('basic_events: expected a list');
  return body.map((entry: unknown, index) => {
    const { id, ticketCount } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !/^e-\d+$/.test(id))
      throw new Error(`basic_events: entry ${String(index)} has no id e-<number>`);
    if (typeof ticketCount !== 'number' || !Number.isInteger(ticketCount) || ticketCount < 0)
      throw new Error(`basic_events: entry ${String(index)} has no ticketCount ≥ 0`);
    return { id, ticketCount };
  });
}

/** Where live ticket counts come from: the runtime API and the site's first partner (§7.1). */
export interface EventsSource {
  /** Base URL of the runtime API, ending in `/`. */
  runtimeApi: string;
  /** The first entry of the site's `partners`. */
  partnerId: number;
}

/** The most ids in one `keys` query, so a long programme never makes an over-long URL. */
const MAX_KEYS_PER_REQUEST = 50;

/**
 * The `events` call (spec §7.2): `sites/site{partnerId}a/basic_events?keys=e-1,e-2` on the
 * runtime API (§9: `site` + partner id + `a`).
 */
function basicEventsUrl(source: EventsSource, ids: readonly string[]): string {
  const url = new URL(`sites/site${source.partnerId}a/basic_events`, source.runtimeApi);
  url.searchParams.set('keys', ids.join(','));
  return url.toString();
}

/** Splits ids into `keys` queries of at most `MAX_KEYS_PER_REQUEST`. */
function chunkIds(ids: readonly string[], size = MAX_KEYS_PER_REQUEST): string[][] {
  const chunks: string[][] = [];
  for (let at = 0; at < ids.length; at += size) chunks.push(ids.slice(at, at + size));
  return chunks;
}

/**
 * Fetches the live events of `ids`; rejects on a network error, a non-2xx answer or a body
 * that is not a list of events (parseBasicEvents), so the caller has one failure path.
 */
export async function getBasicEvents(source: EventsSource, ids: readonly string[]): Promise<BasicEvent[]> {
  const lists = await Promise.all(
    chunkIds(ids).map(async (chunk) => {
      const response = await fetch(basicEventsUrl(source, chunk), { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`basic_events answered ${response.status}`);
      return parseBasicEvents(await response.json());
    }),
  );
  return lists.flat();
}
