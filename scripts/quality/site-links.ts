/**
 * The link check over the built site (`npm run check`): every internal link reaches a page and
 * none is an old path of the redirect table (the build writes its target), every asset a page
 * loads is a file of the build, and every external link is a well-formed URL, purchase links
 * exactly of the spec's shape (§7.4). Pure: check-site.ts reads the files.
 */
import { redirectedFromPath, splitPath } from '../../app/engine/redirects.ts';
import { findBrokenLinks, sitePathOf } from '../content-check/find-broken-links.ts';
import { modulePreloadsAfterLoad } from '../post-build/scripts-after-load.ts';
import { importedModules } from '../site-builder/react-router-internals.ts';

/** One reference found in a built page. */
export interface PageReference {
  /** `link`: a hyperlink a visitor follows; `asset`: a file the page loads (script, style, image). */
  kind: 'link' | 'asset';
  url: string;
  /** The tag it was found on, for the message. */
  tag: string;
  /** `rel` and `target` of an `<a>`, to check outbound links. */
  rel?: string;
  target?: string;
}

const TAG = /<(a|link|script|img|source|iframe|video|audio|form)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g;
// Link relations that name a page rather than a file the page loads.
const PAGE_RELS = new Set(['canonical', 'alternate']);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", '#x27': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE))
    attributes.set((match[1] ?? '').toLowerCase(), decodeEntities(match[2] ?? ''));
  return attributes;
}

/**
 * The URLs of a `srcset`. A URL may itself hold commas (`crop=faces,top`), so candidates are
 * read as the HTML spec does: a URL runs to the next whitespace (trailing commas dropped), then
 * descriptors run to the next comma.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') return urls;
    const url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    const trimmed = url.replace(/,+$/, '');
    urls.push(trimmed);
    // The URL ended in a comma: no descriptors follow.
    if (trimmed === url) rest = rest.replace(/^[^,]*/, '');
  }
}

/** Every link and asset reference of one HTML page, in document order. */
export function referencesOf(html: string): PageReference[] {
  const found: PageReference[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = attributesOf(match[2] ?? '');
    const href = attributes.get('href');
    if (tag === 'a' && href !== undefined) {
      const rel = attributes.get('rel');
      const target = attributes.get('target');
      found.push({
        kind: 'link',
        url: href,
        tag,
        ...(rel === undefined ? {} : { rel }),
        ...(target === undefined ? {} : { target }),
      });
    } else if (tag === 'link' && href !== undefined) {
      const rels = (attributes.get('rel') ?? '').split(/\s+/);
      found.push({ kind: rels.some((rel) => PAGE_RELS.has(rel)) ? 'link' : 'asset', url: href, tag });
    } else if (tag === 'form') {
      const action = attributes.get('action');
      if (action !== undefined) found.push({ kind: 'link', url: action, tag });
    }
    const src = attributes.get('src');
    if (src !== undefined) found.push({ kind: 'asset', url: src, tag });
    const srcset = attributes.get('srcset');
    if (srcset !== undefined) for (const url of srcsetUrls(srcset)) found.push({ kind: 'asset', url, tag });
  }
  // React Router's hydration script imports the route modules by URL (statically as React Router
  // writes it, dynamically once it starts after load, decision 116).
  for (const url of importedModules(html)) found.push({ kind: 'asset', url, tag: 'script' });
  // The module preloads the hydration script adds once the page has loaded (decision 116).
  for (const url of modulePreloadsAfterLoad(html)) found.push({ kind: 'asset', url, tag: 'link' });
  return found;
}

/** What the check knows of the built site. */
export interface BuiltSite {
  /** Files under `client/`, relative, `/`-separated: `assets/root-x.js`, `kinoprogram/index.html`. */
  files: ReadonlySet<string>;
  /** Page paths: `/`, `/kinoprogram`. */
  pages: ReadonlySet<string>;
  /** The redirect table of the build (`_redirects.json`). */
  redirects: ReadonlyMap<string, string>;
  /** The site's own origin (`https://www.fjordheim.example`): absolute links to it are internal. */
  origin: string;
  /** The ticketing provider's origin; its `/events/` links must be `purchaseLink(eventNumber)`. */
  ticketingOrigin: string;
  /** The spec's purchase link of an event number (app/engine/urls/purchase-url.ts). */
  purchaseLink(eventNumber: number): string;
}

const EXTERNAL_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function filePathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(path).replace(/^\/+/, '');
  } catch {
    return path.replace(/^\/+/, '');
  }
}

/** The problems of one page's references, each a line naming the page and the reference. */
export function checkReferences(page: string, references: readonly PageReference[], site: BuiltSite): string[] {
  const problems: string[] = [];
  const internalLinks: { where: string; href: string }[] = [];
  for (const reference of references) {
    const { url, tag } = reference;
    const where = `${page}: <${tag}> ${url}`;
    if (url.startsWith('#') || url === '') continue;
    const local = url.startsWith(`${site.origin}/`) || url === site.origin ? url.slice(site.origin.length) || '/' : url;
    if (local.startsWith('/') && !local.startsWith('//')) {
      if (reference.kind === 'asset' || sitePathOf(local) === undefined) {
        if (!site.files.has(filePathOf(local))) problems.push(`${where}: no such file in the build`);
      } else {
        const fromPath = redirectedFromPath(site.redirects, splitPath(local).pathname);
        // A host that ignores the redirect table would answer it with 404.html (spec §2.1).
        if (fromPath !== undefined)
          problems.push(`${where}: an old path of the redirect table (${fromPath}); the site links its target`);
        else internalLinks.push({ where, href: local });
      }
      continue;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      problems.push(`${where}: not a well-formed URL`);
      continue;
    }
    if (!EXTERNAL_SCHEMES.has(parsed.protocol)) {
      problems.push(`${where}: unexpected scheme ${parsed.protocol}`);
      continue;
    }
    if (reference.kind === 'link' && tag === 'a' && parsed.protocol.startsWith('http')) {
      const rels = new Set((reference.rel ?? '').split(/\s+/));
      if (!rels.has('noopener') || !rels.has('noreferrer'))
        problems.push(`${where}: an outbound link needs rel="noopener noreferrer"`);
    }
    if (parsed.origin === site.ticketingOrigin && parsed.pathname.includes('/events/')) {
      const eventNumber = Number(/\/events\/(\d+)\//.exec(parsed.pathname)?.[1]);
      if (!Number.isInteger(eventNumber) || eventNumber <= 0 || url !== site.purchaseLink(eventNumber)) {
        problems.push(
          `${where}: a purchase link must read ${Number.isInteger(eventNumber) && eventNumber > 0 ? site.purchaseLink(eventNumber) : `${site.ticketingOrigin}/{partner}/events/{eventNumber}/purchase?kanal=…`}`,
        );
      }
    }
  }
  for (const link of findBrokenLinks(internalLinks, site.pages, site.redirects))
    problems.push(`${link.where}: no page of the site`);
  return problems;
}
