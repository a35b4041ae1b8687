import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { applyRedirect } from '../../app/engine/redirects.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}

/**
 * The page a host without redirect rules serves at a redirect's `fromPath`: it sends the browser
 * on at once (`meta refresh`), tells search engines where the page is now (canonical, noindex)
 * and shows the link for a browser that does not follow. Bokmål, like every visitor text.
 */
export function redirectPageHtml(host: string, toPath: string): string {
  const href = escapeHtml(toPath);
  const canonical = escapeHtml(isSitePath(toPath) ? `${host}${toPath}` : toPath);
  // An outbound target is a link like any other outbound link of the site (scripts/quality/site-links.ts).
  const rel = isSitePath(toPath) ? '' : ' rel="noopener noreferrer"';
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Siden har flyttet</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main>
<h1>Siden har flyttet</h1>
<p>Du finner den på <a href="${href}"${rel}>${href}</a>.</p>
</main>
</body>
</html>
`;
}

/** A path as a file system that ignores case (and Unicode normal form) sees it. */
function folded(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/** A folder's entries by folded name (`folded`): the names a case-blind host takes for the same. */
type Listing = Map<string, Array<{ name: string; directory: boolean }>>;

function addEntry(listing: Listing, name: string, directory: boolean): void {
  const key = folded(name);
  const same = listing.get(key);
  if (same === undefined) listing.set(key, [{ name, directory }]);
  else if (!same.some((entry) => entry.name === name)) same.push({ name, directory });
}

export interface RedirectPagesResult {
  written: string[];
  /** `fromPath`s left to the host's rules: their page would land on a file of the site where case is ignored. */
  skipped: string[];
}

/**
 * The file of a redirect page: `<fromPath>/index.html`, decoded, as a static host looks a path
 * up; undefined for a path that could leave the folder or name no file.
 */
function pageFileOf(fromPath: string): string | undefined {
  const relativePath = fromPath.replace(/^\/+/, '').replace(/\/+$/, '');
  const segments = relativePath.split('/');
  if (relativePath === '' || relativePath.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..'))
    return undefined;
  return `${relativePath}/index.html`;
}

/**
 * Writes a redirect page (`redirectPageHtml`) at every `fromPath` of the table, leading to the end
 * of its chain (a page links no old path, and a visitor takes one step). A `fromPath` that differs from a
 * page or file of the build only in case (`/Kulturprogram` beside `/kulturprogram`) gets no
 * page: on a host that ignores case it would overwrite the real page. It is left to the host's
 * rules (`_redirects`, the nginx map), the browser side and, where the host answers it with
 * 404.html, that page's script (decisions 74, 157).
 */
export async function writeRedirectPages(
  clientDir: string,
  host: string,
  redirects: ReadonlyMap<string, string>,
): Promise<RedirectPagesResult> {
  // Only the folders on each redirect's way are listed (a site of 50 000 pages is not walked),
  // each once, by folded name: a table of hundreds of redirects beside 50 000 pages must not
  // list or fold the client folder's root once per redirect.
  const listings = new Map<string, Listing>();
  const list = async (dir: string): Promise<Listing> => {
    let listing = listings.get(dir);
    if (listing === undefined) {
      listing = new Map();
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => []))
        addEntry(listing, entry.name, entry.isDirectory());
      listings.set(dir, listing);
    }
    return listing;
  };
  /** True when a file of the build has the name of `file`, or of one of its folders, ignoring case. */
  const clashes = async (file: string): Promise<boolean> => {
    const segments = file.split('/');
    let dirs = [clientDir];
    for (const [index, segment] of segments.entries()) {
      const next: string[] = [];
      for (const dir of dirs) {
        for (const entry of (await list(dir)).get(folded(segment)) ?? []) {
          // A file where the page or one of its folders would go, or a folder where the page would.
          if (!entry.directory || index === segments.length - 1) return true;
          next.push(join(dir, entry.name));
        }
      }
      if (next.length === 0) return false;
      dirs = next;
    }
    return false;
  };
  const result: RedirectPagesResult = { written: [], skipped: [] };
  for (const [fromPath, toPath] of [...redirects].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = pageFileOf(fromPath);
    if (file === undefined || (await clashes(file))) {
      result.skipped.push(fromPath);
      continue;
    }
    await mkdir(join(clientDir, dirname(file)), { recursive: true });
    await writeFile(join(clientDir, file), redirectPageHtml(host, applyRedirect(redirects, fromPath) ?? toPath));
    // The page and the folders on its way are entries now, for the redirects after it.
    const segments = file.split('/');
    for (const [depth, segment] of segments.entries()) {
      const listing = listings.get(join(clientDir, ...segments.slice(0, depth)));
      if (listing !== undefined) addEntry(listing, segment, depth < segments.length - 1);
    }
    result.written.push(fromPath);
  }
  return result;
}
