import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '../static-server/security-headers.ts';
import { withScriptsAfterLoad } from './scripts-after-load.ts';

/**
 * The strict browser policy of every built page (decision 44). React Router inlines
 * scripts (the scroll restorer, the hydration context and its data, the module bootstrap), and
 * other steps may inline more, so the hashes are taken from the BUILT HTML, page by page, and
 * written into a `<meta http-equiv="Content-Security-Policy">` at the top of its `<head>`: it
 * works on any host, with no server support. What a meta policy cannot say (`frame-ancestors`)
 * and the other policy headers go in the response headers (`_headers`, the static server, nginx).
 *
 * CAREFUL: a client navigation keeps the policy of the page the visit started on, so everything
 * but the script hashes is the same on every page: images, calls and form targets of the whole site.
 */

/** Where the pages may load from, besides their own origin. */
export interface PolicySources {
  /** The image CDN (`site.imageHost`), or '' when images are on the site. */
  imageHost: string;
  /** Base URLs of the partner APIs the member area calls. */
  partnerApis: readonly string[];
  /** Base URL of the runtime API (live ticket counts). */
  runtimeApi: string;
  /**
   * The ticketing provider's checkout (`site.ticketing.host`): a member's browser logs in to it
   * and hands the login over with a form posted to it (decision 191).
   */
  ticketingHost: string;
}

// Types a browser runs as script (and so checks against script-src); JSON-LD is data.
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'speculationrules']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The text of each inline script of `html` that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    if (!RUNNABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP source for the script text: `'sha256-…'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function parsedOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The parts of an http(s) URL its origin comes from: the scheme and the authority, which the
 * parser reads after any number of slashes and backslashes, up to the next one or `?` or `#`.
 */
const AUTHORITY = /^(https?:)[/\\]*([^/?#\\]*)/i;
/** The origin of each authority seen: a page names few hosts, many times. */
const origins = new Map<string, string | undefined>();

/**
 * The http(s) origin of `url`, as `new URL(url).origin` gives it. Only a URL whose scheme is
 * http or https has one (once the URL parser's tabs, newlines and outer spaces are gone), so
 * every other (a relative `src`, a `data:` image) is answered without parsing: the parser
 * throws on a relative URL, and a page's hundred throws cost more than rendering it (decision
 * 127). An http(s) URL's origin is its authority's, remembered.
 */
function origin(url: string): string | undefined {
  // A path (`/images/…`): what the parser would clean off never starts with `/`.
  if (url.startsWith('/')) return undefined;
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
  if (!/^https?:/i.test(cleaned)) return undefined;
  const parts = AUTHORITY.exec(cleaned);
  // A space in the authority would be an outer one of the authority parsed alone.
  if (parts === null || /[\x00-\x20]/.test(parts[2] ?? '')) return parsedOrigin(cleaned);
  const authority = `${parts[1] ?? ''}//${parts[2] ?? ''}`;
  if (!origins.has(authority)) origins.set(authority, parsedOrigin(authority));
  return origins.get(authority);
}

const ORIGIN_ATTRIBUTES = new Set(['src', 'srcset', 'imagesrcset', 'action']);
const LONGEST_ORIGIN_ATTRIBUTE = 'imagesrcset'.length;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Each `src`, `srcset`, `imagesrcset` and `action` attribute of `html` with its value, as
 * `/\s(src|srcset|imagesrcset|action)="([^"]*)"/gi` finds them, found from each `="` instead:
 * the pattern, case-insensitive and starting with a class, is tried at every character of a
 * page, three times as long as this (decision 141).
 */
export function originAttributes(html: string): Array<[name: string, value: string]> {
  const found: Array<[string, string]> = [];
  let equals = html.indexOf('="');
  while (equals !== -1) {
    // The names end in c, t or n: most attributes (class, href, alt…) are passed over here.
    const last = html.charCodeAt(equals - 1) | 0x20;
    if (last !== 99 && last !== 116 && last !== 110) {
      equals = html.indexOf('="', equals + 2);
      continue;
    }
    const valueEnd = html.indexOf('"', equals + 2);
    if (valueEnd === -1) break;
    let start = equals;
    while (start > 0 && equals - start <= LONGEST_ORIGIN_ATTRIBUTE && isLetter(html.charCodeAt(start - 1))) start--;
    const name = html.slice(start, equals).toLowerCase();
    if (ORIGIN_ATTRIBUTES.has(name) && start > 0 && /\s/.test(html.charAt(start - 1))) {
      found.push([name, html.slice(equals + 2, valueEnd)]);
      equals = html.indexOf('="', valueEnd + 1);
    } else equals = html.indexOf('="', equals + 2);
  }
  return found;
}

/** Origins of the images (`src`, `srcset`) and form targets (`action`) of one page's HTML. */
export function externalOrigins(html: string): { images: Set<string>; forms: Set<string> } {
  const images = new Set<string>();
  const forms = new Set<string>();
  for (const [key, value] of originAttributes(html)) {
    const urls =
      key === 'src' || key === 'action' ? [value] : value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '');
    for (const url of urls) {
      const found = origin(url.replaceAll('&amp;', '&'));
      if (found) (key === 'action' ? forms : images).add(found);
    }
  }
  return { images, forms };
}

/** The site-wide part of the policy: everything but the page's script hashes. */
export function sitePolicy(
  sources: PolicySources,
  seen: { images: ReadonlySet<string>; forms: ReadonlySet<string> },
): string[] {
  const apis = [...sources.partnerApis, sources.runtimeApi].map(origin).filter((o): o is string => o !== undefined);
  const imageHost = origin(sources.imageHost);
  const checkout = origin(sources.ticketingHost);
  const list = (values: Iterable<string>) => [...new Set(values)].sort().join(' ');
  return [
    "default-src 'self'",
    // React renders style attributes, and a page may inline its critical CSS.
    "style-src 'self' 'unsafe-inline'",
    // Posters from the partner APIs, QR codes drawn as data: URLs.
    `img-src ${list(["'self'", 'data:', ...(imageHost ? [imageHost] : []), ...apis.filter((o) => !sources.runtimeApi.startsWith(o)), ...seen.images])}`,
    `connect-src ${list(["'self'", ...apis, ...(checkout ? [checkout] : [])])}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list(["'self'", ...seen.forms, ...(checkout ? [checkout] : [])])}`,
  ];
}

/** The whole policy of one page. */
function pagePolicy(site: readonly string[], hashes: readonly string[]): string {
  const scripts = ["'self'", ...new Set(hashes)].join(' ');
  return [site[0] ?? "default-src 'self'", `script-src ${scripts}`, ...site.slice(1)].join('; ');
}

/** `html` with its policy meta first in `<head>` (after the charset), replacing an older one. */
function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`;
  // The pattern's first part found by `indexOf`, which is many times faster over a whole page.
  if (html.includes('<meta http-equiv="Content-Security-Policy" content="') && META.test(html))
    return html.replace(META, meta);
  const charset = /<meta charSet="utf-8"\/>/i.exec(html);
  if (charset)
    return html.slice(0, charset.index + charset[0].length) + meta + html.slice(charset.index + charset[0].length);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  return html.slice(0, head.index + head[0].length) + meta + html.slice(head.index + head[0].length);
}

/**
 * One page's HTML with its policy meta (`site` plus the hashes of its own
 * inline scripts), and the image and form origins it uses, as `origins` keys (`img <origin>`,
 * `form <origin>`, sorted). The render workers call it while the page is in memory (decision 77).
 */
export function withPagePolicy(html: string, site: readonly string[]): { html: string; origins: string[] } {
  const found = externalOrigins(html);
  const origins = [...[...found.images].map((o) => `img ${o}`), ...[...found.forms].map((o) => `form ${o}`)].sort();
  return { html: withPolicyMeta(html, pagePolicy(site, inlineScripts(html).map(scriptHash))), origins };
}

/** The `{ images, forms }` of `externalOrigins` from origin keys of `withPagePolicy`. */
export function originsOf(keys: Iterable<string>): { images: Set<string>; forms: Set<string> } {
  const images = new Set<string>();
  const forms = new Set<string>();
  for (const key of keys) {
    if (key.startsWith('img ')) images.add(key.slice(4));
    else if (key.startsWith('form ')) forms.add(key.slice(5));
  }
  return { images, forms };
}

function htmlFiles(dir: string, skip: ReadonlySet<string>, prefix = ''): string[] {
  const found: string[] = [];
  // Synchronous: one folder a page, each a trip through the thread pool otherwise (decision 127).
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (path !== 'assets' && path !== 'images') found.push(...htmlFiles(dir, skip, path));
    } else if (entry.name.endsWith('.html') && !skip.has(path)) found.push(path);
  }
  return found;
}

// Files read at once: the 50 000-page build ran out of file handles before (decision 34).
const BATCH = 64;

async function inBatches(files: readonly string[], work: (file: string) => Promise<void>): Promise<void> {
  for (let at = 0; at < files.length; at += BATCH) await Promise.all(files.slice(at, at + BATCH).map(work));
}

/**
 * What the render workers already did (decision 77): the pages of each group carry the policy
 * meta made with its site part `site`, and together they use the origin keys `origins`.
 */
export interface PoliciedPages {
  written: ReadonlyArray<{ site: readonly string[]; files: ReadonlySet<string> }>;
  origins: Iterable<string>;
}

/**
 * Writes the policy meta into every HTML file under `clientDir` and `_headers` (the response
 * headers for Netlify / Cloudflare Pages). With `done`, a page the render workers wrote is read
 * only when the site part it was given turns out wrong (a new image or form origin): the other
 * HTML files (404.html, redirect pages) are done here, and the bytes are the same as when every
 * file is done here. Returns how many files were written and the site part.
 */
export async function applyContentSecurityPolicy(
  clientDir: string,
  sources: PolicySources,
  done?: PoliciedPages,
): Promise<{ pages: number; site: string[] }> {
  const files = htmlFiles(clientDir, new Set((done?.written ?? []).flatMap((group) => [...group.files])));
  const seen = originsOf(done?.origins ?? []);
  await inBatches(files, async (file) => {
    const found = externalOrigins(await readFile(join(clientDir, file), 'utf8'));
    for (const image of found.images) seen.images.add(image);
    for (const form of found.forms) seen.forms.add(form);
  });
  const site = sitePolicy(sources, seen);
  // The workers' pages are all in place (the verify step ran before), but for /404, whose HTML
  // the 404 step made into 404.html (one of `files`); its own file, beside client/ for the next
  // build (not-found-page.ts), is never served, and 404.html gets its policy here each build.
  const stale = (done?.written ?? []).filter((group) => group.site.join('; ') !== site.join('; '));
  const toWrite = [...files, ...stale.flatMap((group) => [...group.files].filter((file) => file !== '404/index.html'))];
  await inBatches(toWrite, async (file) => {
    // React Router's own prerender (FOAJE_PRERENDER=react-router) leaves its scripts to start at
    // once: the same change as in the render workers (decision 116; a page already changed is kept).
    const html = withScriptsAfterLoad(await readFile(join(clientDir, file), 'utf8'));
    // A new file renamed over the old: a page kept from the previous build is a link to its
    // file there, which must not change (scripts/site-builder/render-worker.ts).
    await writeFile(
      join(clientDir, `${file}.policy-tmp`),
      withPolicyMeta(html, pagePolicy(site, inlineScripts(html).map(scriptHash))),
    );
    await rename(join(clientDir, `${file}.policy-tmp`), join(clientDir, file));
  });
  await writeFile(join(clientDir, '_headers'), buildHeadersFile());
  return { pages: toWrite.length, site };
}

/** `_headers` for Netlify / Cloudflare Pages: the policy headers on every path, and the cache rules. */
export function buildHeadersFile(): string {
  const lines = ['# Generated by scripts/build.ts (scripts/static-server/security-headers.ts). Do not edit.', '/*'];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  const immutable = '  Cache-Control: public, max-age=31536000, immutable';
  lines.push('/assets/*', immutable, '/images/*', '  Cache-Control: public, max-age=86400');
  // Search: the files named by their content hash never change; their manifest does.
  lines.push(
    '/search/index-*',
    immutable,
    '/search/docs-*',
    immutable,
    '/search/manifest.json',
    '  Cache-Control: public, max-age=0, must-revalidate',
  );
  return `${lines.join('\n')}\n`;
}
