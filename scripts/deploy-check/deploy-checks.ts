/**
 * The checks of docs/deploy.md "After a deploy", run over HTTP against any host: that it
 * follows the rules our own server follows (pages, payloads, 404s, redirects, cache headers,
 * compression, sitemap, the search files, the browser policy).
 */
import type { RedirectEntry } from '../post-build/redirect-files.ts';
import { asHeaderValue, withQuery } from '../static-server/http-rules.ts';
import { SECURITY_HEADERS } from '../static-server/security-headers.ts';
import { payloadPath } from '../../app/engine/urls/page-bundle-address.ts';

/** One check's outcome. */
export interface DeployCheck {
  name: string;
  ok: boolean;
  /** What was seen, for the report. */
  detail: string;
}

const REVALIDATE = /max-age=0/;
const IMMUTABLE = /max-age=31536000.*immutable|immutable.*max-age=31536000/;
// A path no site has, so the host must answer it as unknown.
const UNKNOWN = '/foaje-deploy-check-finnes-ikke';

interface Seen {
  headers: Headers;
  status: number;
  type: string;
  cache: string;
  location: string;
  encoding: string;
  body: string;
}

async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Seen> {
  const response = await fetch(new URL(path, base), { redirect: 'manual', headers });
  return {
    headers: response.headers,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control') ?? '',
    location: response.headers.get('location') ?? '',
    encoding: response.headers.get('content-encoding') ?? '',
    body: await response.text(),
  };
}

function show(seen: Seen): string {
  return [
    `${seen.status}`,
    seen.type,
    seen.cache && `Cache-Control: ${seen.cache}`,
    seen.location && `Location: ${seen.location}`,
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/** A Location value, absolute or not, as path and query on `base`. */
function locationPath(location: string, base: string): string {
  const url = new URL(location, base);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Runs the checks against `base` (`https://www.fjordheim.no`). `redirects` is the table the
 * build wrote (`_redirects.json`); `page` a path other than `/` to check, e.g. `/kinoprogram`.
 */
export async function runDeployChecks(
  base: string,
  options: { redirects: readonly RedirectEntry[]; page: string },
): Promise<DeployCheck[]> {
  const checks: DeployCheck[] = [];
  const check = (name: string, ok: boolean, detail: string): void => {
    checks.push({ name, ok, detail });
  };
  const { page } = options;

  const home = await get(base, '/');
  check(
    '/ is a page, revalidated on each visit',
    home.status === 200 && home.type.startsWith('text/html') && REVALIDATE.test(home.cache),
    show(home),
  );
  const homeData = await get(base, payloadPath('/'));
  check(
    '/_.data is the home page payload (text/x-script)',
    homeData.status === 200 && homeData.type.startsWith('text/x-script'),
    show(homeData),
  );

  const pageHtml = await get(base, page);
  check(`${page} is a page`, pageHtml.status === 200 && pageHtml.type.startsWith('text/html'), show(pageHtml));
  const pageData = await get(base, `${page}.data?_routes=routes%2Fpage`);
  check(
    `${page}.data is its payload, revalidated`,
    pageData.status === 200 && pageData.type.startsWith('text/x-script') && REVALIDATE.test(pageData.cache),
    show(pageData),
  );
  const slash = await get(base, `${page}/?a=1`);
  check(
    `${page}/ redirects to ${page}`,
    slash.status === 301 && locationPath(slash.location, base) === `${page}?a=1`,
    show(slash),
  );

  const unknown = await get(base, UNKNOWN);
  check(
    'an unknown path is a 404 with the not-found page, without scripts',
    unknown.status === 404 && unknown.type.startsWith('text/html') && !/<script/i.test(unknown.body),
    show(unknown),
  );
  const unknownData = await get(base, payloadPath(UNKNOWN));
  check('a missing payload is a 404, never a page', unknownData.status === 404, show(unknownData));

  for (const { fromPath, toPath } of options.redirects) {
    const seen = await get(base, `${encodeURI(fromPath)}?foaje=1`);
    const expected = asHeaderValue(withQuery(toPath, '?foaje=1'));
    check(
      `${fromPath} redirects to ${toPath} (301, query kept)`,
      seen.status === 301 && locationPath(seen.location, base) === expected,
      show(seen),
    );
  }

  // The browser's copy of the table (decision 149): a deploy's is seen at once.
  const table = await get(base, '/redirects.json');
  check(
    '/redirects.json is the redirect table, revalidated on each visit',
    table.status === 200 && table.type.startsWith('application/json') && REVALIDATE.test(table.cache),
    show(table),
  );

  const asset = /\/assets\/[^"'\s]+\.js/.exec(home.body)?.[0];
  if (asset === undefined) {
    check('the home page loads hashed assets', false, 'no /assets/*.js in the home page');
  } else {
    const seen = await get(base, asset, { 'accept-encoding': 'br, gzip' });
    check(
      `${asset} is immutable and compressed`,
      seen.status === 200 && IMMUTABLE.test(seen.cache) && /^(br|gzip)$/.test(seen.encoding),
      `${show(seen)}, Content-Encoding: ${seen.encoding || 'none'}`,
    );
  }

  // Search, where the site has it: a deploy's manifest is seen at once, and the
  // index it names (content hash in the name) is kept for good.
  const manifest = await get(base, '/search/manifest.json');
  if (manifest.status !== 404) {
    check(
      '/search/manifest.json is revalidated on each visit',
      manifest.status === 200 && REVALIDATE.test(manifest.cache),
      show(manifest),
    );
    const index = /"index":"(\/search\/[^"]+)"/.exec(manifest.body)?.[1];
    const seen = index === undefined ? undefined : await get(base, index);
    check(
      `${index ?? 'the search index'} is immutable`,
      seen !== undefined && seen.status === 200 && IMMUTABLE.test(seen.cache),
      seen ? show(seen) : 'the manifest names no index',
    );
  }

  const robots = await get(base, '/robots.txt');
  check(
    'robots.txt names the sitemap',
    robots.status === 200 && /^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m.test(robots.body),
    show(robots),
  );
  const sitemap = await get(base, '/sitemap.xml');
  check(
    'sitemap.xml lists the pages',
    sitemap.status === 200 && sitemap.body.includes('<urlset') && sitemap.body.includes('<loc>'),
    show(sitemap),
  );

  // Rule 11: the policy headers on every answer (the home page stands for all), and the
  // page's own policy as the build wrote it (a host that rewrites HTML breaks its hashes).
  const missing = Object.entries(SECURITY_HEADERS)
    .filter(([name, value]) => home.headers.get(name) !== value)
    .map(([name]) => name);
  check(
    '/ carries the browser policy headers (frame-ancestors, HSTS, Referrer-Policy, …)',
    missing.length === 0,
    missing.length === 0 ? 'all present' : `missing or different: ${missing.join(', ')}`,
  );
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(home.body)?.[1] ?? '';
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  check(
    "/ has its Content-Security-Policy meta, scripts without 'unsafe-inline' or 'unsafe-eval'",
    scripts.startsWith("'self'") && !/unsafe-(inline|eval)/.test(scripts),
    policy === ''
      ? 'no policy meta in the page'
      : `script-src ${scripts.slice(0, 80)}${scripts.length > 80 ? '…' : ''}`,
  );
  return checks;
}
