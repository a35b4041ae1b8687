import { cp, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CalendarInput, writeCalendarFiles } from './calendar-files.ts';
import { applyContentSecurityPolicy, type PolicySources } from './content-security-policy.ts';
import { writeNotFoundPage } from './not-found-page.ts';
import { buildNginxRedirectMap, buildRedirectsFile, buildRedirectsJson } from './redirect-files.ts';
import { buildRobots, buildSitemap, type SitemapPage } from './search-files.ts';
import { writeServiceWorker } from './service-worker.ts';
import { findMissingPageFiles } from './verify-output.ts';
import { type WebAppInput, writeWebManifest } from './web-manifest.ts';

/** What post-processing needs from the site build: plain data, so it runs over any fixture. */
export interface PostProcessInput {
  /** The build's output folder (`build.tmp-…`), holding `client/`. */
  outDir: string;
  /** The content's images folder (`content/images`); copied to `client/images/` when present. */
  imagesDir: string;
  /** The site's public origin (`site.host`, no trailing slash). */
  host: string;
  /** Every prerendered page of the route table. */
  pages: readonly SitemapPage[];
  /** The redirect table, `fromPath` → `toPath`. */
  redirects: ReadonlyMap<string, string>;
  /** The events for the "add to calendar" files (`/kalender/{eventId}.ics`); none when left out. */
  calendar?: CalendarInput;
  /** The web app manifest and its icons; none when left out. */
  webApp?: WebAppInput;
  /** Where pages may load images and call APIs from: each page's Content-Security-Policy. None when left out. */
  policy?: PolicySources;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Turns React Router's output into what a static host serves (docs/deploy.md): `404.html`
 * without scripts, no SPA fallback, the content's images, `sitemap.xml`, `robots.txt`, the
 * redirect table for our server (`_redirects.json`), a CDN (`_redirects`) and nginx
 * (`redirects.nginx.conf`, beside `client/` so it is never served), the calendar files and the
 * web app manifest. Then checks that every
 * page has its HTML and payload; throws, naming the missing files, when one does not. Then
 * each page's Content-Security-Policy meta and `_headers`; last, the service worker `sw.js`
 * and its `offline.html`.
 */
export async function postProcess(input: PostProcessInput): Promise<void> {
  const client = join(input.outDir, 'client');
  await writeNotFoundPage(client);
  if (await isDirectory(input.imagesDir)) {
    await cp(input.imagesDir, join(client, 'images'), { recursive: true });
  }
  await writeFile(join(client, 'sitemap.xml'), buildSitemap(input.host, input.pages));
  await writeFile(join(client, 'robots.txt'), buildRobots(input.host));
  await writeFile(join(client, '_redirects.json'), buildRedirectsJson(input.redirects));
  await writeFile(join(client, '_redirects'), buildRedirectsFile(input.redirects));
  await writeFile(join(input.outDir, 'redirects.nginx.conf'), buildNginxRedirectMap(input.redirects));
  if (input.calendar) await writeCalendarFiles(client, input.calendar);
  // After the images: the icons are rendered from the favicon in client/images/.
  if (input.webApp) await writeWebManifest(client, input.webApp);

  const missing = await findMissingPageFiles(client, input.pages.map((page) => page.path));
  if (missing.length > 0) {
    throw new Error(`The build is missing ${missing.length} page file(s):\n${missing.map((f) => `  client/${f}`).join('\n')}`);
  }
  // After every page is written, so each page's script hashes are of its final bytes; before the
  // worker, whose offline.html is 404.html's copy (no scripts, the same policy) and whose
  // precache revisions must be of the files as deployed.
  if (input.policy) await applyContentSecurityPolicy(client, input.policy);
  // Last: the worker's precache lists the files as deployed (spec §2.1 `/sw.js`, offline.html).
  await writeServiceWorker(client);
}
