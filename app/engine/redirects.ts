/** The most redirects applied for one request; a longer chain is a content error. */
export const MAX_REDIRECT_HOPS = 5;

/** A redirect chain that loops or is longer than `MAX_REDIRECT_HOPS`. */
export class RedirectChainError extends Error {
  /** The pathnames visited, starting with the requested one. */
  readonly chain: readonly string[];

  constructor(message: string, chain: readonly string[]) {
    super(message);
    this.name = 'RedirectChainError';
    this.chain = chain;
  }
}

/** A path or URL split into what comes before `?`, the query (with `?`) and the hash (with `#`). */
export function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { pathname: beforeHash, search: '', hash }
    : { pathname: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}

/** Whether a redirect target is a path on this site (not `https://…` or `//host/…`). */
export function isSitePath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}

/**
 * The target of the redirect for `path` (spec §2.1), or `undefined` when none applies. Matches
 * the pathname exactly (so `/Kulturprogram` needs its own entry), follows chains of site paths
 * up to `MAX_REDIRECT_HOPS`, and keeps the query and hash of the request. Throws
 * `RedirectChainError` on a loop or a longer chain; the route table rejects both at build time,
 * so a shipped table never throws.
 */
export function applyRedirect(redirects: ReadonlyMap<string, string>, path: string): string | undefined {
  const request = splitPath(path);
  let target = redirects.get(request.pathname);
  if (target === undefined) return undefined;
  const chain = [request.pathname];
  while (isSitePath(target)) {
    const next = splitPath(target).pathname;
    if (chain.includes(next)) {
      throw new RedirectChainError(`Redirect loop: ${[...chain, next].join(' → ')}`, [...chain, next]);
    }
    const further = redirects.get(next);
    if (further === undefined) break;
    chain.push(next);
    if (chain.length > MAX_REDIRECT_HOPS) {
      throw new RedirectChainError(
        `Redirect chain from ${request.pathname} is longer than ${MAX_REDIRECT_HOPS}: ${[...chain, further].join(' → ')}`,
        chain,
      );
    }
    target = further;
  }
  return withRequestQuery(target, request.search, request.hash);
}

/** The target with the request's query appended and its hash (if any) in place of the target's. */
function withRequestQuery(target: string, search: string, hash: string): string {
  const parts = splitPath(target);
  const query = search === '' ? parts.search : parts.search === '' ? search : `${parts.search}&${search.slice(1)}`;
  return parts.pathname + query + (hash === '' ? parts.hash : hash);
}

/**
 * How the site writes a link (spec §2.1, §2.5): a link to a redirect's `fromPath` is written as
 * the redirect's end, so a page never links a redirected path and a host that ignores the
 * redirect table still takes the visitor to the page.
 */
export type LinkHref = (href: string) => string;

/** Links as the content wrote them: for tests and tools without a redirect table. */
export const hrefAsWritten: LinkHref = (href) => href;

/**
 * The `fromPath` a link's pathname reaches as a host looks it up, or undefined: as written,
 * percent-decoded (the table holds decoded paths, as the static server compares them), and
 * without a trailing slash (which the host takes off before it redirects again).
 */
export function redirectedFromPath(redirects: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  for (const candidate of [pathname, trimmed, decoded(pathname), decoded(trimmed)])
    if (redirects.has(candidate)) return candidate;
  return undefined;
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The `LinkHref` of a redirect table: a site path whose pathname reaches a `fromPath`
 * (`redirectedFromPath`) becomes where the redirect leads, its chain followed and the link's
 * query and hash kept as `applyRedirect` keeps a request's; every other link as written.
 */
export function linkHref(redirects: ReadonlyMap<string, string>): LinkHref {
  if (redirects.size === 0) return hrefAsWritten;
  return (href) => {
    if (!isSitePath(href)) return href;
    const { pathname, search, hash } = splitPath(href);
    const fromPath = redirectedFromPath(redirects, pathname);
    return fromPath === undefined ? href : (applyRedirect(redirects, fromPath + search + hash) ?? href);
  };
}
