/**
 * The sample venue as the platform holds it: `content/` loaded and validated by the file
 * source, then turned into the payloads of the platform and management APIs
 * (app/content/platform-payloads.ts). Dates are absolute, counted from the service's "today".
 */
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import type { ArticlesPayload, BlockDataPayload, EventsPayload, PlatformSite } from '../../app/content/platform-payloads.ts';
import { osloToday } from '../../app/content/today.ts';
import type { ContentSnapshot } from '../../app/model/content-snapshot.ts';

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
 * (app/content/platform-snapshot.ts), so the two sources yield the same site.
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

/** The build date of the services: FOAJE_TODAY when set (tests, reproducible builds), else today in Oslo. */
export function serviceToday(): string {
  return process.env['FOAJE_TODAY'] ?? osloToday(new Date());
}

/**
 * Reads the venue of `contentDir` for a day. Loaded once per day asked for, so a service
 * running past midnight serves the next day's programme.
 */
export function sampleVenue(contentDir: string, today: () => string = serviceToday): () => Promise<VenuePayloads> {
  const byDay = new Map<string, Promise<VenuePayloads>>();
  return () => {
    const day = today();
    let payloads = byDay.get(day);
    if (!payloads) {
      payloads = loadContentFromDir(contentDir, { today: day, blockSchemas }).then(toPlatformPayloads);
      // A failed load is not kept: the next request tries again (an editor may fix the file).
      payloads.catch(() => byDay.delete(day));
      byDay.clear();
      byDay.set(day, payloads);
    }
    return payloads;
  };
}
