import type { TemplateColumn } from './page-config.ts';

/** A block with its fields resolved: what React renders, and nothing else: React never resolves a binding. */
export interface ResolvedBlock {
  id: string;
  /** The block kind, e.g. `schedule`; selects the component in the block registry. */
  component: string;
  /** The props of the block's component, as its `resolve()` returned them (plain JSON). */
  props: unknown;
}

/** A template column with its blocks in `place.order` sequence (spec §3.8). */
interface PlacedColumn {
  /** Columns out of 12 per screen size; `xs` is always set, a larger size without one keeps the smaller one's. */
  span: TemplateColumn['span'];
  /** Visual order per screen size, when the template sets one. */
  order: TemplateColumn['order'];
  blocks: ResolvedBlock[];
}

/** A template row with its columns; rows without any block are not in a bundle. */
export interface PlacedRow {
  index: number;
  /** `true`: held to the content width; `false`: full bleed (e.g. the slideshow). */
  container: boolean;
  columns: PlacedColumn[];
}

/** One schema.org JSON-LD node (plain JSON). */
export type JsonLd = Record<string, unknown>;

/** `<head>` values of a page, bindings already applied. */
export interface ResolvedMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the share image (1920x1080), or ''. */
  image: string;
  facebookVerificationCode: string;
  /** Absolute URL of the page. */
  canonical: string;
  noindex: boolean;
}

/** Everything one page needs, built once at build time and shipped as its payload. */
export interface PageBundle {
  path: string;
  pageId: string;
  title: string;
  meta: ResolvedMeta;
  /** The placed grid: rows in `index` order, blocks in column and `place.order` order. Render as is. */
  rows: PlacedRow[];
  /** Events whose live ticket counts the page shows (spec §4.3), each once, in page order. */
  liveEventIds: string[];
  /** The page's schema.org JSON-LD nodes, as its blocks contribute them. */
  structuredData: JsonLd[];
}

/** Every block of a bundle in render order (rows, then columns, then order). */
export function blocksOf(bundle: Pick<PageBundle, 'rows'>): ResolvedBlock[] {
  return bundle.rows.flatMap((row) => row.columns.flatMap((column) => column.blocks));
}

/** A menu entry with its children, in order. */
export interface MenuNode {
  id: string;
  label: string;
  /** A site path, or an absolute URL for external entries. */
  href: string;
  external: boolean;
  openInNewWindow: boolean;
  children: MenuNode[];
}

/** The shared layout of every page (spec §2.1 page-with-header-and-footer, §2.5). */
export interface SiteLayout {
  siteTitle: string;
  venue: string;
  host: string;
  logo: string;
  logoAlt: string;
  /** The logo's intrinsic size when the build knows it (its `<img>` width and height). */
  logoSize?: { width: number; height: number };
  favicon: string;
  themeVariant: string;
  headerMenu: MenuNode[];
  footerMenu: MenuNode[];
  footerColumns: Array<{
    title: string;
    items: Array<{ type: 'title' | 'text' | 'html'; value: string; href?: string }>;
  }>;
  search: { submitPath: string; enabled: boolean };
  language: { submitPath: string; enabled: boolean; languageIcon: string };
}
