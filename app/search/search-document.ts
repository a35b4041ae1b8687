/**
 * What the search index holds for each result (issue 15), and the manifest that names the
 * index files of a deploy. Checked with zod where the browser reads them (a stale or broken
 * file must fail as "no search", not as a broken page).
 */
import { z } from 'zod';
import { DateTimeText } from '../model/common.ts';

/** The kinds of result, in the order the results list groups them. */
export const SEARCH_KINDS = ['film', 'culture', 'page', 'article'] as const;
export const SearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof SearchKind>;

/** One coming screening or performance of a result, with its checkout link when on sale. */
export const SearchDate = z.object({
  /** Oslo wall-clock start, `YYYY-MM-DD HH:mm:ss`. */
  start: DateTimeText,
  /** The ticketing provider's purchase URL (app/engine/urls/purchase-url.ts); null when sold out. */
  buy: z.string().nullable(),
});
export type SearchDate = z.infer<typeof SearchDate>;

/** A search result as shown: everything the list needs, nothing the matching needs. */
export const SearchDoc = z.object({
  kind: SearchKind,
  title: z.string(),
  path: z.string(),
  /** Poster (or still) URL on the image CDN at 2x the list's 64x96; null for pages. */
  image: z.string().nullable(),
  /** 'current' (now showing / on sale), 'upcoming' (premiere later), or 'page'. */
  status: z.enum(['current', 'upcoming', 'page']),
  /** '15 år', 'Tillatt for alle'; null when the production has none or for pages. */
  age: z.string().nullable(),
  /** The next few dates from the build day on; the browser drops those already past. */
  dates: z.array(SearchDate),
  /** Genre or category shown under the title, e.g. 'Thriller', 'Konsert'. */
  genre: z.string().nullable(),
});
export type SearchDoc = z.infer<typeof SearchDoc>;

/** The words a document is found by; written to the index, never shipped as text. */
export interface SearchFields {
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
export const SearchManifest = z.object({
  version: z.string().regex(/^[a-f0-9]{8,}$/),
  /** The matching index (MiniSearch JSON). */
  index: z.string().startsWith('/search/'),
  /** The display data in chunks: document `n` is in `docs[Math.floor(n / chunkSize)]`. */
  docs: z.array(z.string().startsWith('/search/')),
  chunkSize: z.number().int().positive(),
  count: z.number().int().nonnegative(),
  /** Where each `rankOf` group ends (exclusive): documents are numbered in group order. */
  rankEnds: z.array(z.number().int().nonnegative()),
});
export type SearchManifest = z.infer<typeof SearchManifest>;

/**
 * The place of a document's group in the results: kind (films, culture, pages, articles), then
 * now showing before coming. Documents are numbered in this order, so the browser ranks a
 * match by its number without loading its display data (search-client.ts).
 */
export function rankOf(doc: Pick<SearchDoc, 'kind' | 'status'>): number {
  return SEARCH_KINDS.indexOf(doc.kind) * 2 + (doc.status === 'upcoming' ? 1 : 0);
}

export const SEARCH_MANIFEST_PATH = '/search/manifest.json';

/** The search page's route (app/routes.ts); `theme.search.submitPath` must name it (spec §2.5). */
export const SEARCH_PATH = '/search';
