/** Where a site link was found, and where it points. */
export interface FoundLink {
  /** Human-readable place: `page /kinoprogram, block schedule (b-12)` or `header menu "Hjem"`. */
  where: string;
  href: string;
}

// Fields of block props that hold a link (spec §3.3–3.7: `path`, `link`, `showMoreLinkUrl`).
const LINK_FIELDS = new Set(['path', 'link', 'href', 'showMoreLinkUrl']);
const HREF_IN_HTML = /\bhref\s*=\s*"([^"]*)"/gi;

/** Collects the links found in a JSON value: link fields, and `href="…"` inside HTML strings. */
export function collectLinks(value: unknown, where: string, out: FoundLink[] = []): FoundLink[] {
  if (Array.isArray(value)) {
    for (const item of value) collectLinks(item, where, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && LINK_FIELDS.has(key)) out.push({ where, href: field });
      else collectLinks(field, where, out);
    }
  } else if (typeof value === 'string' && value.includes('href')) {
    for (const match of value.matchAll(HREF_IN_HTML)) out.push({ where, href: match[1] ?? '' });
  }
  return out;
}

/**
 * The site path a link points to, or undefined when it is not a page of this site: external
 * URLs, `mailto:`, in-page anchors and files (`/images/x.jpg`). Query and fragment are dropped;
 * `/bl%C3%A5` is decoded so it compares with route paths.
 */
export function sitePathOf(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The links that point to no page: not a route of the site, nor the `fromPath` of a redirect
 * (whose target must itself be a page). A trailing slash is tolerated as the host redirects it.
 */
export function findBrokenLinks(
  links: readonly FoundLink[],
  pages: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  redirects: ReadonlyMap<string, string>,
): FoundLink[] {
  const isPage = (path: string, seen: ReadonlySet<string> = new Set()): boolean => {
    const target = redirects.get(path);
    if (target === undefined) return pages.has(path === '/' ? path : path.replace(/\/+$/, ''));
    if (seen.has(path)) return false; // a redirect loop reaches no page
    const next = sitePathOf(target);
    // An external or file target is not ours to check.
    return next === undefined || isPage(next, new Set([...seen, path]));
  };
  return links.filter((link) => {
    const path = sitePathOf(link.href);
    return path !== undefined && !isPage(path);
  });
}
