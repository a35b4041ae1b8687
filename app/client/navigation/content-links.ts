/** What the click handler knows about a clicked link and the click. */
export interface LinkClick {
  /** The link's resolved `href` (`anchor.href`, absolute). */
  href: string;
  /** The link's `target` attribute, '' when none. */
  target: string;
  download: boolean;
  /** The link's `rel` attribute, '' when none. */
  rel: string;
  /** Whether a modifier key or a button other than the main one asks for another tab/window. */
  modified: boolean;
}

/**
 * The site path a click on a plain `<a>` (a link inside content: markdown text, article HTML)
 * should be navigated to by the client router, or undefined when the browser should handle it:
 * another origin, a new tab or window, a download, a file (a last segment with an extension,
 * like `/images/x.jpg` or `/sitemap.xml`), or a jump within the page being shown.
 * Navigated by the router, such a link gets the redirect table and the 1000 ms wait (§2.1).
 */
export function contentLinkPath(
  click: LinkClick,
  current: { origin: string; pathname: string; search: string },
): string | undefined {
  if (click.modified || click.download || (click.target !== '' && click.target !== '_self')) return undefined;
  if (click.rel.split(/\s+/).includes('external')) return undefined;
  let url: URL;
  try {
    url = new URL(click.href);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return undefined;
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return undefined;
  return url.pathname + url.search + url.hash;
}
