/**
 * The sample venue as the platform holds it: `content/` loaded and validated by the file
 * source, then turned into the payloads of the platform and management APIs
 * (app/content/platform-payloads.ts). Dates are absolute, counted from the service's "today".
 */
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import { toPlatformPayloads, type VenuePayloads } from '../../app/content/platform-payloads.ts';
import { osloToday } from '../../app/content/today.ts';
import { readEnvironment } from '../../app/model/environment.ts';

/** The build date of the services: FOAJE_TODAY when set (tests, reproducible builds), else today in Oslo. */
export function serviceToday(): string {
  return readEnvironment().FOAJE_TODAY ?? osloToday(new Date());
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
