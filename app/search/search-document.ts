/**
 * What the search index holds for each result, and the manifest that names the
 * index files of a deploy. Plain types: the index writer builds them, and the browser checks
 * what it reads by hand (search-shapes.ts), so zod stays out of a first search.
 */

/** The kinds of result, in the order the results list groups them. */
export const SEARCH_KINDS = ['film', 'culture', 'page', 'article'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** 'current' (now showing / on sale), 'upcoming' (premiere later), or 'page'. */
export const SEARCH_STATUSES = ['current', 'upcoming', 'page'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** One coming screening or performance of a result, with its checkout link when on sale. */
export interface SearchDate {
  /** Oslo wall-clock start, `YYYY-MM-DD HH:mm:ss`. */
  start: string;
  /** The ticketing provider's purchase URL (app/engine/urls/purchase-url.ts); null when sold out. */
  buy: string | null;
  /** The event's id (`TicketView.id`): what its purchase link reports as `BUY_TICKET`. */
  event: string;
}

/** A search result as shown: everything the list needs, nothing the matching needs. */
export interface SearchDoc {
  kind: SearchKind;
  title: string;
  path: string;
  /** Poster (or still) URL on the image CDN at 2x the list's 64x96; null for pages. */
  image: string | null;
  status: SearchStatus;
  /** '15 år', 'Tillatt for alle'; null when the production has none or for pages. */
  age: string | null;
  /** The next few dates from the build day on; the browser drops those already past. */
  dates: SearchDate[];
  /** Genre or category shown under the title, e.g. 'Thriller', 'Konsert'. */
  genre: string | null;
  /** The analytics category of a ticket (`itemCategory`: 'På kino nå', 'konsert'); '' for pages. */
  category: string;
}

/** The words a document is found by; written to the index, never shipped as text. */
interface SearchFields {
  title: string;
  /** Genre, category, features ('Norsk tale', '15 år'), original title, director, kind words. */
  keywords: string;
  /** A short description: the summary or the page's meta description. */
  text: string;
}

/** A document of the index: its display data and the words it is found by. */
export interface IndexedDoc {
  doc: SearchDoc;
  fields: SearchFields;
}

/**
 * `/search/manifest.json`: the one file a deploy rewrites in place. It names the index files,
 * whose names carry the content hash, so the worker can keep them until the next deploy.
 */
export interface SearchManifest {
  /** The content hash in the files' names (hex, 8 or more digits). */
  version: string;
  /** The matching index (MiniSearch JSON), under `/search/`. */
  index: string;
  /** The display data in chunks: document `n` is in `docs[Math.floor(n / chunkSize)]`. */
  docs: string[];
  chunkSize: number;
  count: number;
  /** Where each `rankOf` group ends (exclusive): documents are numbered in group order. */
  rankEnds: number[];
  /** The site's title: the `brand` a ticket link of a result reports (spec §1). */
  brand: string;
  /** Minutes a screening stays on sale after its start (the venue's `ticketing.saleMinutesAfterStart`). */
  saleMinutesAfterStart: number;
}

/**
 * The place of a document's group in the results: kind (films, culture, pages, articles), then
 * now showing before coming. Documents are numbered in this order, so the browser ranks a
 * match by its number without loading its display data (search-client.ts).
 */
export function rankOf(doc: Pick<SearchDoc, 'kind' | 'status'>): number {
  return SEARCH_KINDS.indexOf(doc.kind) * 2 + (doc.status === 'upcoming' ? 1 : 0);
}

export const SEARCH_MANIFEST_PATH = '/search/manifest.json';

/**
 * The site path of a search file named by its content hash (`/search/index-{hash}.json`,
 * `/search/docs-{hash}-{n}.json`): it never changes once written, so hosts serve it as
 * immutable (scripts/static-server/http-rules.ts, `_headers`, docs/deploy.md).
 */
export const HASHED_SEARCH_FILE = /^\/search\/(?:index-[a-f0-9]{8,}|docs-[a-f0-9]{8,}-\d+)\.json$/;
