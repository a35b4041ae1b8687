import type { Dirent } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

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
  if (relativePath === '' || relativePath.includes('\\') || segments.some((s) => s === '' || s === '.' || s === '..')) return undefined;
  return `${relativePath}/index.html`;
}

/**
 * Writes a redirect page (`redirectPageHtml`) at every `fromPath` of the table. A `fromPath` that differs from a
 * page or file of the build only in case (`/Kulturprogram` beside `/kulturprogram`) gets no
 * page: on a host that ignores case it would overwrite the real page. It is left to the host's
 * rules (`_redirects`, the nginx map) and the client runtime; decision 74.
 */
export async function writeRedirectPages(clientDir: string, host: string, redirects: ReadonlyMap<string, string>): Promise<RedirectPagesResult> {
  // Only the folders on each redirect's way are listed (a site of 50 000 pages is not walked).
  const listings = new Map<string, Dirent[]>();
  const list = async (dir: string): Promise<Dirent[]> => {
    let entries = listings.get(dir);
    if (entries === undefined) {
      entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      listings.set(dir, entries);
    }
    return entries;
  };
  /** True when a file of the build has the name of `file`, or of one of its folders, ignoring case. */
  const clashes = async (file: string): Promise<boolean> => {
    const segments = file.split('/');
    let dirs = [clientDir];
    for (const [index, segment] of segments.entries()) {
      const next: string[] = [];
      for (const dir of dirs) {
        for (const entry of await list(dir)) {
          if (folded(entry.name) !== folded(segment)) continue;
          // A file where the page or one of its folders would go, or a folder where the page would.
          if (!entry.isDirectory() || index === segments.length - 1) return true;
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
    await writeFile(join(clientDir, file), redirectPageHtml(host, toPath));
    // The folders on its way changed: list them again when asked.
    const segments = file.split('/');
    for (let depth = 0; depth < segments.length; depth++) listings.delete(join(clientDir, ...segments.slice(0, depth)));
    result.written.push(fromPath);
  }
  return result;
}
