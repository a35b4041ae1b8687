import { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { Redirect, Site, Theme } from '../model/site.ts';

/*
 * The payloads of the venue platform's content calls (spec §7.3 shows the paths, not the
 * bodies). The entity fields are the spec's own (§3): the spec was read off a site that
 * consumed this platform, so productions, events, sites and pages arrive under the names our
 * model uses. What the platform adds is its envelope (`data`, `included`, `meta`) and the
 * site's theme and redirects nested in the site. Dates are absolute: events in Oslo wall
 * time (`YYYY-MM-DD HH:mm:ss`, §3.3), `first_night` as `YYYY-MM-DD`.
 * The local reference services (local-services/platform-api, local-services/management-api) serve exactly
 * these shapes; app/content/platform-snapshot.ts maps them to a ContentSnapshot.
 */

/** A site as the platform data API lists it: the site (§3.10) with its theme (§3.11) and redirects (§2.1) inside. */
export const PlatformSite = Site.extend({
  theme: Theme,
  redirects: z.array(Redirect).default([]),
});
export type PlatformSite = z.input<typeof PlatformSite>;

/** `GET {platform}/sites` (basic auth): the sites the credentials may read. */
export const SitesPayload = z.object({
  data: z.array(z.unknown()),
  meta: z.object({ count: z.number().int().nonnegative() }).optional(),
});
export type SitesPayload = z.infer<typeof SitesPayload>;

/**
 * `GET {platform}/sites/{siteId}/events` (basic auth): the site's events, each with a summary
 * of its production, and every production in `included` (also those without events yet).
 */
export const EventsPayload = z.object({
  data: z.array(z.unknown()),
  included: z.object({ productions: z.array(z.unknown()) }),
  meta: z.object({ count: z.number().int().nonnegative() }).optional(),
});
export type EventsPayload = z.infer<typeof EventsPayload>;

/** `GET {management}/site/{siteId}/block-data?stable=1` (Bearer): the page configurations (§3.8) with their blocks. */
export const BlockDataPayload = z.object({
  siteId: z.string(),
  stable: z.boolean(),
  data: z.array(z.unknown()),
});
export type BlockDataPayload = z.infer<typeof BlockDataPayload>;

/** One article of the management API: `body` is markdown. */
export const PlatformArticle = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lower-case slug like "om-jubileet"'),
  title: z.string().min(1),
  body: z.string().min(1),
  format: z.literal('markdown'),
});
export type PlatformArticle = z.infer<typeof PlatformArticle>;

/** `GET {management}/site/{siteId}/article?stable=1` (Bearer): the site's articles. */
export const ArticlesPayload = z.object({
  siteId: z.string(),
  stable: z.boolean(),
  data: z.array(z.unknown()),
});
export type ArticlesPayload = z.infer<typeof ArticlesPayload>;

/** Every payload of one site. */
export interface VenuePayloads {
  siteId: string;
  site: PlatformSite;
  events: EventsPayload;
  blockData: BlockDataPayload;
  articles: ArticlesPayload;
}

/**
 * The payloads of a snapshot: the inverse of `snapshotFromPlatform`
 * (platform-snapshot.ts), so the two sources yield the same site.
 */
export function toPlatformPayloads(snapshot: ContentSnapshot): VenuePayloads {
  const { site, theme, redirects } = snapshot;
  return {
    siteId: site.id,
    site: { ...site, theme, redirects },
    events: {
      data: snapshot.events,
      included: { productions: snapshot.productions },
      meta: { count: snapshot.events.length },
    },
    blockData: { siteId: site.id, stable: true, data: snapshot.pages },
    articles: {
      siteId: site.id,
      stable: true,
      data: snapshot.articles.map((article) => ({ ...article, format: 'markdown' as const })),
    },
  };
}
