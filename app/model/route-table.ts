/** One prerendered page: a static page config, or a detail page filled from a production. */
export interface RouteEntry {
  /** The page's path, e.g. `/kinoprogram` or `/dune-del-to-dxm-1234`. */
  path: string;
  /** The `id` of the page configuration that renders it. */
  pageId: string;
  /** Route parameters of a detail page, e.g. `{ production: 'dune-del-to-dxm-1234' }`. */
  params: Readonly<Record<string, string>>;
  /** Left out of sitemap.xml and marked noindex. */
  noindex: boolean;
}

/** Every path the build prerenders, and the redirect table (spec §2.1–2.3). */
export interface RouteTable {
  entries: ReadonlyMap<string, RouteEntry>;
  /** `fromPath` → `toPath`. */
  redirects: ReadonlyMap<string, string>;
}
