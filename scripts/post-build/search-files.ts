/** A page of the sitemap: its path and whether search engines should leave it out. */
export interface SitemapPage {
  path: string;
  noindex: boolean;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The absolute URL of a site path on `host` (no trailing slash), percent-encoded (`æøå`). */
export function absoluteUrl(host: string, path: string): string {
  return new URL(path, `${host}/`).href;
}

/**
 * `sitemap.xml` for every page that is not `noindex`, sorted by path, as absolute URLs on the
 * site's `host` (spec §3.10).
 */
export function buildSitemap(host: string, pages: Iterable<SitemapPage>): string {
  const urls = [...pages]
    .filter((page) => !page.noindex)
    .map((page) => page.path)
    .sort()
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(host, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled, and the sitemap is named. */
export function buildRobots(host: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(host, '/sitemap.xml')}\n`;
}
