/**
 * The rules a static host must follow to serve the built site (docs/deploy.md says the same
 * for nginx and a CDN). Pure functions: the server in static-server.ts only does the I/O.
 */
import { HASHED_SEARCH_FILE } from '../../app/search/search-document.ts';
import { isPayloadPath, pageOfPayload, payloadPath } from '../../app/engine/urls/page-bundle-address.ts';

/** A redirect of the content's table (spec §2.1), as written to `_redirects.json`. */
interface RedirectRule {
  fromPath: string;
  toPath: string;
}

/** What to do with one request path, decided before touching the file system. */
export type RouteDecision =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string }
  | { kind: 'page'; candidates: readonly string[] }
  | { kind: 'data'; file: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

// Written by the build for the server (and a CDN) to read; never content for a visitor.
const PRIVATE_FILES = new Set(['_redirects', '_redirects.json', '_headers']);

/**
 * Decides how to answer a request path (`pathname` as sent, still percent-encoded) and its
 * query (`search`, with its `?`, or ''). File paths in the result are relative to the site
 * root, `/`-separated and decoded, and never leave the root.
 */
export function decideRoute(pathname: string, search: string, redirects: ReadonlyMap<string, string>): RouteDecision {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad-request' };
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return { kind: 'bad-request' };

  // The path is decided once, in the one form the rest compares: decoded, without a trailing
  // slash. So `/kino/` takes the table's redirect of `/kino` in one hop, and no table entry is
  // reached by a spelling the build did not check (decision 195).
  const trimmed = path.replace(/\/+$/, '') || '/';
  const segments = trimmed.split('/').slice(1);
  // A `..` or `.` segment (sent percent-encoded, so no URL parser folded it) or an empty one
  // (`//x`, which a redirect would turn into a link to another host) never names a page.
  if (trimmed !== '/' && segments.some((s) => s === '' || s === '.' || s === '..')) return { kind: 'not-found' };

  const target = redirects.get(trimmed) ?? dataRedirect(trimmed, redirects);
  if (target !== undefined) return { kind: 'redirect', location: asHeaderValue(withQuery(target, search)) };
  if (trimmed !== path) return { kind: 'redirect', location: withQuery(encodePath(trimmed), search) };

  if (segments.some((s) => s.startsWith('.')) || PRIVATE_FILES.has(segments.join('/'))) return { kind: 'not-found' };

  if (path === '/') return { kind: 'page', candidates: ['index.html'] };
  const relative = segments.join('/');
  if (isPayloadPath(relative)) return { kind: 'data', file: relative };
  const last = segments[segments.length - 1] ?? '';
  if (last.includes('.')) return { kind: 'file', file: relative };
  // A page path: the prerendered `<path>/index.html`; a file without an extension is allowed too.
  return { kind: 'page', candidates: [`${relative}/index.html`, relative] };
}

/**
 * The redirect of a page's payload: when `/from` redirects to the site path `/to`, a client
 * navigation's fetch of `/from.data` follows to `/to.data` instead of failing.
 */
function dataRedirect(path: string, redirects: ReadonlyMap<string, string>): string | undefined {
  const page = pageOfPayload(path);
  if (page === undefined) return undefined;
  const target = redirects.get(page);
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const targetPath = target.split(/[?#]/)[0] ?? target;
  return payloadPath(targetPath);
}

/** Appends the request's query to a redirect target, before any `#fragment` of the target. */
export function withQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const joined = base.includes('?') ? `${base}&${search.slice(1)}` : `${base}${search}`;
  return joined + hash;
}

/** Percent-encodes what an HTTP header may not carry (spaces, `æøå`), leaving `%xx` as it is. */
export function asHeaderValue(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

/** Percent-encodes a decoded path for a `Location` header, keeping the slashes. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  // What React Router's own server sends for a single-fetch payload (turbo-stream).
  data: 'text/x-script; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  // "Add to calendar" files (scripts/post-build/calendar-files.ts).
  ics: 'text/calendar; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
};

function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `Content-Type` of a file by its extension; unknown types are sent as bytes. */
export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extensionOf(file)] ?? 'application/octet-stream';
}

const REVALIDATE = 'public, max-age=0, must-revalidate';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE = 'public, max-age=86400';
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico']);

/**
 * The `Cache-Control` of a file (relative to the site root). Pages, payloads, the sitemap,
 * robots.txt, the service worker and the search manifest are revalidated on every visit so a
 * deploy is seen at once (docs/deploy.md); hashed assets and the hashed search files
 * the manifest names never change; images may be a day old.
 */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/') || HASHED_SEARCH_FILE.test(`/${file}`)) return IMMUTABLE;
  if (file.startsWith('images/') || IMAGE_EXTENSIONS.has(extensionOf(file))) return IMAGE;
  return REVALIDATE;
}

/** Whether a response of this content type is worth compressing (text, not images or fonts). */
export function isCompressible(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type === 'application/manifest+json' ||
    type === 'application/xml' ||
    type === 'image/svg+xml'
  );
}

/** The encoding to send for an `Accept-Encoding` header: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') accepted.set(name, Number.isNaN(quality) ? 0 : quality);
  }
  const qualityOf = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (qualityOf('br') > 0) return 'br';
  if (qualityOf('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an `If-None-Match` header matches the ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Reads `_redirects.json` (a list of `{fromPath, toPath}`) into a lookup map; loud on a bad file.
 * Each `fromPath` is kept as `decideRoute` compares a request: without a trailing slash.
 */
export function parseRedirects(json: string): Map<string, string> {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('_redirects.json: expected a list of {fromPath, toPath}');
  const table = new Map<string, string>();
  parsed.forEach((entry: unknown, index) => {
    if (!isRedirectRule(entry)) throw new Error(`_redirects.json: $[${index}]: expected {fromPath, toPath} strings`);
    table.set(entry.fromPath.replace(/\/+$/, '') || '/', entry.toPath);
  });
  return table;
}

function isRedirectRule(value: unknown): value is RedirectRule {
  if (typeof value !== 'object' || value === null) return false;
  const { fromPath, toPath } = value as Record<string, unknown>;
  return typeof fromPath === 'string' && fromPath.startsWith('/') && typeof toPath === 'string' && toPath !== '';
}
