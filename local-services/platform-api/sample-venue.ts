/**
 * The sample venue as the platform holds it: `content/` loaded and validated by the file
 * source, then turned into the payloads of the platform and management APIs
 * (app/content/platform-payloads.ts). Dates are absolute, counted from the service's "today".
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { loadContentFromDir } from '../../app/content/file-source.server.ts';
import { toPlatformPayloads, type VenuePayloads } from '../../app/content/platform-payloads.ts';
import { osloToday } from '../../app/content/today.ts';
import { readEnvironment } from '../../app/model/environment.ts';

/** The build date of the services: FOAJE_TODAY when set (tests, reproducible builds), else today in Oslo. */
function serviceToday(): string {
  return readEnvironment().FOAJE_TODAY ?? osloToday(new Date());
}

/**
 * What the content folder holds now, as one string: each file's path, size and time. Editors
 * change files in place, so a service that reads this per request serves their last save.
 * Synchronous: a venue folder is a few hundred files, read in a few milliseconds.
 */
function contentStamp(contentDir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const info = statSync(file, { throwIfNoEntry: false });
    if (info !== undefined) hash.update(`${file}\0${String(info.size)}\0${String(info.mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

/**
 * Reads the venue of `contentDir` for a day. Loaded once per day and state of the folder, so a
 * service running past midnight serves the next day's programme, and an edit is served at once
 * (the platform's webhook then tells the site, local-services/platform-api/content-webhook.ts).
 */
export function sampleVenue(contentDir: string, today: () => string = serviceToday): () => Promise<VenuePayloads> {
  const loaded = new Map<string, Promise<VenuePayloads>>();
  return () => {
    const day = today();
    const key = `${day}\0${contentStamp(contentDir)}`;
    let payloads = loaded.get(key);
    if (!payloads) {
      payloads = loadContentFromDir(contentDir, { today: day, blockSchemas }).then(toPlatformPayloads);
      // A failed load is not kept: the next request tries again (an editor may fix the file).
      payloads.catch(() => loaded.delete(key));
      loaded.clear();
      loaded.set(key, payloads);
    }
    return payloads;
  };
}
