import type { z } from 'zod';
import type { Article } from '../model/content-snapshot.ts';
import type { Event } from '../model/event.ts';
import type { JsonLd } from '../model/page-bundle.ts';
import type { Production } from '../model/production.ts';
import type { Site } from '../model/site.ts';
import type { LinkHref } from './redirects.ts';

/** Lookups built once per build, so no page's work grows with the size of the catalogue. */
export interface ContentIndex {
  productionsById: ReadonlyMap<string, Production>;
  /** Events of each production, sorted by `startDate`. */
  eventsByProductionId: ReadonlyMap<string, readonly Event[]>;
  articlesById: ReadonlyMap<string, Article>;
}

/** What a block's `resolve()` gets: its own fields, its bound values, and the build's context. */
export interface ResolveContext<Data> {
  /** The block's own fields (`data` without `bindings`), parsed by its `dataSchema`. */
  data: Data;
  /**
   * Each binding's value by field name. A binding to a collection source yields an array with
   * one value per item; to a single source, one value (`undefined` when nothing matched).
   */
  bound: Readonly<Record<string, unknown>>;
  /** Route parameters of the page, e.g. `{ production: 'dune-del-to-dxm-1234' }`. */
  params: Readonly<Record<string, string>>;
  /** The path of the page config's page: a subpage's (`subpages`) is its parent's, `/kinoprogram`. */
  pagePath: string;
  site: Site;
  /** The build's date in Europe/Oslo, `YYYY-MM-DD`. */
  today: string;
  index: ContentIndex;
  /**
   * How the block writes a link the content gives it (a field, markdown, HTML): a redirect's old
   * path as the page it leads to (spec §2.1), so no page links a redirected path.
   */
  link: LinkHref;
}

/**
 * What a block contributes to its page beyond its own markup, read from the props its
 * `resolve()` returned. The engine gathers them into the page bundle, so nothing downstream
 * re-reads a block's props to find them.
 */
export interface BlockOutputs {
  /** Events whose ticket lines the block shows, so the page asks for their live counts (spec §4.3). */
  liveEventIds?: readonly string[];
  /** schema.org JSON-LD nodes for the page's `<head>`. */
  structuredData?: readonly JsonLd[];
}

/**
 * One block kind (spec §3.9): the schema of its own fields, its component version (§9) and a
 * pure `resolve()` that turns bound data into the props its component renders.
 * Definitions live in `app/blocks/<kind>/`; the engine receives them as a registry so it never
 * imports a block.
 */
export interface BlockDefinition<Data = unknown, Props = unknown> {
  component: string;
  version: string;
  dataSchema: z.ZodType<Data>;
  resolve(context: ResolveContext<Data>): Props;
  /** The block's page-level outputs; a kind without any leaves this out. */
  outputs?(props: Props, context: { site: Site }): BlockOutputs;
  /**
   * Pages of their own below the path of a static page holding the block (`/kinoprogram` →
   * `/kinoprogram/2026-12-12`), read from the props it resolved there: each a path segment. The
   * page config renders each of them too, with the segment as `params[SUBPAGE_PARAM]`, so a
   * long list can be split into pages a visitor without JavaScript reaches by links. `title`
   * leads the subpage's title (`Torsdag 10. desember – Kinoprogram | Fjordheim kino`).
   */
  subpages?(props: Props): ReadonlyArray<{ segment: string; title: string }>;
}

/** The route parameter that names a subpage (`BlockDefinition.subpages`) to the page's blocks. */
export const SUBPAGE_PARAM = 'subpage';

/** The registry of block kinds, by `component` name. */
export type BlockDefinitions = Readonly<Record<string, BlockDefinition<unknown, unknown>>>;

/** Declares a block kind with its types inferred from the schema and `resolve()`. */
export function defineBlock<Data, Props>(definition: BlockDefinition<Data, Props>): BlockDefinition<Data, Props> {
  return definition;
}
