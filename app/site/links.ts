import type { Site } from '../model/site.ts';

/** True for links that leave the site: a scheme (`https:`, `mailto:`) or a protocol-relative `//`. */
export function isAbsoluteUrl(href: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * Where a menu item links to. Absolute URLs on the site's own host or one of its aliases
 * become site paths (so the client router keeps them and `aria-current` can mark them);
 * other absolute URLs (http, https, protocol-relative, mailto, tel) are external.
 */
export function menuHref(path: string, site: Pick<Site, 'host' | 'aliases'>): { href: string; external: boolean } {
  if (!isAbsoluteUrl(path)) return { href: path, external: false };
  const url = parseUrl(path);
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && ownHostnames(site).has(url.hostname)) {
    return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  }
  return { href: path, external: true };
}

/**
 * Whether a site link leads to the page at `currentPath`. Query, hash, a trailing slash and
 * letter case are ignored: the menu links `/Kulturprogram`, the page is `/kulturprogram` (§2.2).
 */
export function isCurrentPath(href: string, currentPath: string | undefined): boolean {
  if (currentPath === undefined || isAbsoluteUrl(href)) return false;
  return normalizePath(href) === normalizePath(currentPath);
}

function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  let decoded = trimmed;
  try {
    decoded = decodeURI(trimmed);
  } catch {
    // A malformed escape stays as written; it can still equal another malformed path.
  }
  return decoded.toLowerCase() || '/';
}

function ownHostnames(site: Pick<Site, 'host' | 'aliases'>): Set<string> {
  const names = new Set<string>();
  for (const entry of [site.host, ...site.aliases]) {
    // Aliases may be written as bare host names or as origins.
    const url = parseUrl(entry.includes('//') ? entry : `https://${entry}`);
    if (url) names.add(url.hostname);
  }
  return names;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text.startsWith('//') ? `https:${text}` : text);
  } catch {
    return undefined;
  }
}
