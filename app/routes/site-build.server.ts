import { z } from 'zod';
import { blockDefinitions, blockSchemas } from '../blocks/definitions.ts';
import { loadContentFromDir } from '../content/file-source.server.ts';
import { osloToday } from '../content/today.ts';
import { createPageResolver } from '../engine/resolve-page.ts';
import type { RouteTable } from '../engine/route-table.ts';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import type { PageBundle, SiteLayout } from '../model/page-bundle.ts';
import { readPublicConfig, type PublicConfig } from '../model/public-config.ts';
import { buildSiteLayout } from '../site/build-layout.ts';

/** Everything the build needs to prerender the site, made once per process. */
export interface SiteBuild {
  snapshot: ContentSnapshot;
  routes: RouteTable;
  resolvePage(path: string): PageBundle | undefined;
  layout: SiteLayout;
  /** Public URLs of the live services, for the browser (root payload). */
  publicConfig: PublicConfig;
}

/**
 * `FOAJE_IMAGE_HOST` replaces the content's `site.imageHost`, so `npm start` and the browser
 * suite send every image URL to the local image service (server/image-service) and a
 * deployment can name its CDN without editing content. Unset: the content's value.
 */
export function readImageHost(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const value = env['FOAJE_IMAGE_HOST'];
  if (value === undefined || value === '') return undefined;
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(value);
  if (!parsed.success) throw new Error(`FOAJE_IMAGE_HOST must be an http(s) URL, got "${value}"`);
  return parsed.data.replace(/\/+$/, '');
}

function withImageHost(snapshot: ContentSnapshot, imageHost: string | undefined): ContentSnapshot {
  return imageHost === undefined ? snapshot : { ...snapshot, site: { ...snapshot.site, imageHost } };
}

let pending: Promise<SiteBuild> | undefined;

/**
 * Loads and validates the content, builds the route table and indexes, once per process.
 * Reads `FOAJE_CONTENT_DIR` (default `content`) and `FOAJE_TODAY` (YYYY-MM-DD; default today
 * in Europe/Oslo) so tests can build a fixed venue on a fixed day.
 */
export function loadSiteBuild(): Promise<SiteBuild> {
  pending ??= createSiteBuild(
    process.env['FOAJE_CONTENT_DIR'] ?? 'content',
    process.env['FOAJE_TODAY'] ?? osloToday(new Date()),
  );
  return pending;
}

async function createSiteBuild(contentDir: string, today: string): Promise<SiteBuild> {
  const publicConfig = readPublicConfig(process.env); // fail before the slow part
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`FOAJE_TODAY must be YYYY-MM-DD, got "${today}"`);
  const loaded = await loadContentFromDir(contentDir, { today, blockSchemas });
  const snapshot = withImageHost(loaded, readImageHost(process.env));
  const resolver = createPageResolver(snapshot, blockDefinitions);
  return {
    snapshot,
    routes: resolver.routes,
    resolvePage: (path) => resolver.resolvePage(path),
    layout: buildSiteLayout(snapshot.site, snapshot.theme),
    publicConfig,
  };
}
