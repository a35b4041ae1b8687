import { blockDefinitions, blockSchemas } from '../blocks/definitions.ts';
import type { ContentSource } from '../content/content-source.ts';
import { fileSource } from '../content/file-source.server.ts';
import { readPlatformConfig } from '../content/platform-config.ts';
import { MEMBER_PATHS } from '../member/member-paths.ts';
import { appPathCollisions } from './app-paths.ts';
import { SEARCH_PATH } from '../search/search-path.ts';
import { platformSource, type PlatformProgress } from '../content/platform-source.server.ts';
import { snapshotFileSource } from '../content/snapshot-file.server.ts';
import { osloToday } from '../content/today.ts';
import type { PageReads } from '../engine/page-reads.ts';
import { createPageResolver } from '../engine/resolve-page.ts';
import { linkHref } from '../engine/redirects.ts';
import type { RouteTable } from '../model/route-table.ts';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { type EnvSource, readEnvironment } from '../model/environment.ts';
import type { PageBundle, ResolvedMeta, SiteLayout } from '../model/page-bundle.ts';
import { readPublicConfig, type PublicConfig } from '../model/public-config.ts';
import { buildSiteLayout } from '../site/build-layout.ts';

/** Everything the build needs to prerender the site, made once per process. */
export interface SiteBuild {
  snapshot: ContentSnapshot;
  routes: RouteTable;
  /** The page at `path`; with `reads`, what it read of the content goes there (app/engine/page-reads.ts). */
  resolvePage(path: string, reads?: PageReads): PageBundle | undefined;
  /** The meta of a page alone, without resolving its blocks (the web app manifest's description). */
  resolveMeta(path: string): ResolvedMeta | undefined;
  layout: SiteLayout;
  /** Public URLs of the live services, for the browser (root payload). */
  publicConfig: PublicConfig;
}

/**
 * `FOAJE_IMAGE_HOST` replaces the content's `site.imageHost`, so `npm start` and the browser
 * suite send every image URL to the local image service (local-services/image-service) and a
 * deployment can name its CDN without editing content. Unset: the content's value.
 */
export function readImageHost(env: EnvSource): string | undefined {
  return readEnvironment(env).FOAJE_IMAGE_HOST;
}

/**
 * `FOAJE_TICKETING_HOST` replaces the content's `site.ticketing.host` the same way: `npm start`
 * and the browser suite send every purchase to the local reference checkout
 * (local-services/ticketing-provider); a real venue's configured host is untouched while unset.
 */
export function readTicketingHost(env: EnvSource): string | undefined {
  return readEnvironment(env).FOAJE_TICKETING_HOST;
}

function withServiceHosts(
  snapshot: ContentSnapshot,
  imageHost: string | undefined,
  ticketingHost: string | undefined,
): ContentSnapshot {
  if (imageHost === undefined && ticketingHost === undefined) return snapshot;
  const site = snapshot.site;
  return {
    ...snapshot,
    site: {
      ...site,
      imageHost: imageHost ?? site.imageHost,
      ticketing: { ...site.ticketing, host: ticketingHost ?? site.ticketing.host },
    },
  };
}

/**
 * Where the content comes from: `FOAJE_SNAPSHOT_FILE`, the snapshot the build script
 * already loaded (React Router's process); else `FOAJE_CONTENT_SOURCE` — `file` (default:
 * `FOAJE_CONTENT_DIR`, default `content`) or `platform` (the venue platform's APIs,
 * app/content/platform-config.ts).
 */
export function chooseContentSource(env: EnvSource, onProgress?: (event: PlatformProgress) => void): ContentSource {
  const variables = readEnvironment(env);
  if (variables.FOAJE_SNAPSHOT_FILE !== undefined) return snapshotFileSource(variables.FOAJE_SNAPSHOT_FILE);
  if (variables.FOAJE_CONTENT_SOURCE === 'file') return fileSource(variables.FOAJE_CONTENT_DIR);
  return platformSource(readPlatformConfig(env), onProgress ? { onProgress } : {});
}

let pending: Promise<SiteBuild> | undefined;

/**
 * Loads and validates the content, builds the route table and indexes, once per process.
 * Reads the source (`chooseContentSource`) and `FOAJE_TODAY` (YYYY-MM-DD; default today in
 * Europe/Oslo) so tests can build a fixed venue on a fixed day. `onProgress` hears of each
 * platform call (the build script prints it).
 */
export function loadSiteBuild(options: { onProgress?: (event: PlatformProgress) => void } = {}): Promise<SiteBuild> {
  pending ??= createSiteBuild(readEnvironment().FOAJE_TODAY ?? osloToday(new Date()), options.onProgress);
  return pending;
}

async function createSiteBuild(today: string, onProgress?: (event: PlatformProgress) => void): Promise<SiteBuild> {
  readPublicConfig(process.env); // fail before the slow part
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`FOAJE_TODAY must be YYYY-MM-DD, got "${today}"`);
  const loaded = await chooseContentSource(process.env, onProgress).load({ today, blockSchemas });
  const snapshot = withServiceHosts(loaded, readImageHost(process.env), readTicketingHost(process.env));
  const publicConfig = readPublicConfig(process.env, snapshot.site.ticketing.host);
  const resolver = createPageResolver(snapshot, blockDefinitions);
  return {
    snapshot,
    routes: resolver.routes,
    resolvePage: (path, reads) => resolver.resolvePage(path, reads),
    resolveMeta: (path) => resolver.resolveMeta(path),
    layout: buildSiteLayout(snapshot.site, snapshot.theme, linkHref(resolver.routes.redirects)),
    publicConfig,
  };
}

/**
 * Every path the build prerenders: each page of the route table, the member screens (shells of
 * client-only routes) and `/404` (the post-build step makes it 404.html).
 */
export function prerenderPaths(site: SiteBuild): string[] {
  const member = Object.values(MEMBER_PATHS);
  // Neither a content page nor a redirect may take the path of one of the app's own routes.
  const appPaths = new Map<string, string>([
    ...member.map((path) => [path, 'a member screen'] as const),
    [SEARCH_PATH, 'the search page'],
    ['/404', 'the not-found page'],
  ]);
  const collisions = appPathCollisions(site.routes.entries, site.snapshot.redirects, appPaths);
  if (collisions.length > 0) throw new Error(collisions.join('\n'));
  // The search page (app/routes/search.tsx) has a fixed route; the theme must name it.
  const search = site.snapshot.theme.search;
  if (search.enabled && search.submitPath !== SEARCH_PATH) {
    throw new Error(
      `theme.search.submitPath must be ${SEARCH_PATH} (the search page's route), got "${search.submitPath}"`,
    );
  }
  return [...site.routes.entries.keys(), ...member, ...(search.enabled ? [SEARCH_PATH] : []), '/404'];
}
