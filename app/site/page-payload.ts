import type { PageStyles } from '../blocks/block-styles.ts';
import type { PageBundle } from '../model/page-bundle.ts';

/** What a page's route shows: its bundle, and the CSS of its block kinds (decision 100). */
export interface PageData {
  bundle: PageBundle;
  styles: PageStyles;
}

/**
 * A page's data as its route's loader returns it: one JSON text. React Router writes loader
 * data with turbo-stream, whose decoder walks every value of the payload with a closure each:
 * on a slow phone a programme's 1 500 values took one 250 ms task before hydration could start
 * (Lighthouse's 4× slowdown). The same data as one string is one value to it, and the browser's
 * own `JSON.parse` reads it in one native call (decision 177).
 */
export interface PagePayload {
  readonly pageJson: string;
}

// Each payload read once: the route, its `meta` and the page's styles share one parse. The
// prerender renders the payload its loader made, so it never parses at all.
const read = new WeakMap<PagePayload, PageData>();

export function pagePayloadOf(data: PageData): PagePayload {
  const payload = { pageJson: JSON.stringify(data) };
  read.set(payload, data);
  return payload;
}

function isPagePayload(value: unknown): value is PagePayload {
  return typeof value === 'object' && value !== null && typeof (value as Partial<PagePayload>).pageJson === 'string';
}

/** The page data of a payload. Only a payload of {@link pagePayloadOf} is read: its text is the build's own. */
export function pageDataOf(payload: PagePayload): PageData {
  let data = read.get(payload);
  if (data === undefined) {
    data = JSON.parse(payload.pageJson) as PageData;
    read.set(payload, data);
  }
  return data;
}

/** The page data of the deepest route that has one (a page route below the root). */
export function currentPageData(matches: ReadonlyArray<{ loaderData?: unknown }>): PageData | undefined {
  for (const match of [...matches].reverse()) if (isPagePayload(match.loaderData)) return pageDataOf(match.loaderData);
  return undefined;
}
