import type { Template } from './page-config.ts';

/** A block with its fields resolved: what React renders, and nothing else (DESIGN.md). */
export interface ResolvedBlock {
  id: string;
  /** The block kind, e.g. `schedule`; selects the component in the block registry. */
  component: string;
  place: { row: number; column: number; order: number };
  /** The props of the block's component, as its `resolve()` returned them (plain JSON). */
  props: unknown;
}

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
  template: Template;
  blocks: ResolvedBlock[];
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
