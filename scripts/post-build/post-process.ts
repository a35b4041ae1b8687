import { cp, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CalendarInput, writeCalendarFiles } from './calendar-files.ts';
import { applyContentSecurityPolicy, type PoliciedPages, type PolicySources } from './content-security-policy.ts';
import { UNSERVED_PAGES, writeNotFoundPage } from './not-found-page.ts';
import { buildNginxRedirectMap, buildRedirectsFile, buildRedirectsJson } from './redirect-files.ts';
import { REDIRECT_TABLE_PATH, serializeRedirectTable } from '../../app/engine/redirect-table-file.ts';
import { writeRedirectPages } from './redirect-pages.ts';
import { buildRobots, buildSitemap, type SitemapPage } from './search-files.ts';
import { writeServiceWorker } from './service-worker.ts';
import { findMissingPageFiles } from './verify-output.ts';
import { writeNextScreeningsFile } from './next-screenings-file.ts';
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
  /** The films' next screenings for the watch list (`/visninger/neste.json`); none when left out. */
  nextScreenings?: CalendarInput;
  /** The web app manifest and its icons; none when left out. */
  webApp?: WebAppInput;
  /** Where pages may load images and call APIs from: each page's Content-Security-Policy. None when left out. */
  policy?: PolicySources;
  /** The pages the render workers already gave a policy meta (decision 77); without it every HTML file is done. */
  policyDone?: PoliciedPages;
  /** Hears the site part of the policy the pages carry in the end. */
  onPolicySite?(site: string[]): void;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * One step of post-processing over the staged build. Steps run in list order, each over what
 * the ones before left; a new step is one entry of `POST_BUILD_STEPS`. A step must not rewrite
 * a page's HTML or payload, or a file Vite wrote (`assets/`), in place: an incremental build
 * copies the bundle and unchanged pages from the previous build's client folder as they are
 * (scripts/site-builder/bundle-state.ts, render-worker.ts; decision 72), so the step would apply twice.
 */
export interface PostBuildStep {
  name: string;
  run(input: PostProcessInput): Promise<void> | void;
}

const clientOf = (input: PostProcessInput) => join(input.outDir, 'client');

/**
 * Turns React Router's output into what a static host serves (docs/deploy.md): `404.html`
 * without scripts, no SPA fallback, the content's images, `sitemap.xml`, `robots.txt`, the
 * redirect table for the browser (`redirects.json`), our server (`_redirects.json`), a CDN (`_redirects`) and nginx
 * (`redirects.nginx.conf`, beside `client/` so it is never served), a redirect page at each
 * `fromPath` for any other host, the calendar files, the films' next screenings for the watch
 * list and the web app manifest. Then checks that
 * every page has its HTML and payload; throws, naming the missing files, when one does not.
 * Then each page's Content-Security-Policy meta and `_headers`; last, the service worker
 * `sw.js` and its `offline.html`.
 */
const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  // The /404 page's own files are kept beside client/ for the next build (decision 153).
  { name: '404 page', run: (input) => writeNotFoundPage(clientOf(input), join(input.outDir, UNSERVED_PAGES)) },
  {
    name: 'images',
    run: async (input) => {
      if (await isDirectory(input.imagesDir))
        await cp(input.imagesDir, join(clientOf(input), 'images'), { recursive: true });
    },
  },
  {
    name: 'search files',
    run: async (input) => {
      await writeFile(join(clientOf(input), 'sitemap.xml'), buildSitemap(input.host, input.pages));
      await writeFile(join(clientOf(input), 'robots.txt'), buildRobots(input.host));
    },
  },
  {
    name: 'redirect files',
    run: async (input) => {
      await writeFile(join(clientOf(input), '_redirects.json'), buildRedirectsJson(input.redirects));
      // The browser's copy (decision 149), public, where `_redirects.json` is not served.
      await writeFile(join(clientOf(input), REDIRECT_TABLE_PATH.slice(1)), serializeRedirectTable(input.redirects));
      await writeFile(join(clientOf(input), '_redirects'), buildRedirectsFile(input.redirects));
      await writeFile(join(input.outDir, 'redirects.nginx.conf'), buildNginxRedirectMap(input.redirects));
    },
  },
  // After every page is in place, so a redirect page never takes a page's file (decision 74).
  {
    name: 'redirect pages',
    run: async (input) => void (await writeRedirectPages(clientOf(input), input.host, input.redirects)),
  },
  {
    name: 'calendar files',
    run: async (input) => {
      if (input.calendar) await writeCalendarFiles(clientOf(input), input.calendar);
    },
  },
  {
    name: 'next screenings file',
    run: async (input) => {
      if (input.nextScreenings) await writeNextScreeningsFile(clientOf(input), input.nextScreenings);
    },
  },
  // After the images: the icons are rendered from the favicon in client/images/.
  {
    name: 'web app manifest',
    run: async (input) => {
      if (input.webApp) await writeWebManifest(clientOf(input), input.webApp);
    },
  },
  {
    name: 'verify pages',
    run: (input) => {
      const missing = findMissingPageFiles(
        clientOf(input),
        input.pages.map((page) => page.path),
      );
      if (missing.length > 0) {
        throw new Error(
          `The build is missing ${missing.length} page file(s):\n${missing.map((f) => `  client/${f}`).join('\n')}`,
        );
      }
    },
  },
  // After every page is written, so each page's script hashes are of its final bytes; before the
  // worker, whose offline.html is 404.html's copy (no scripts, the same policy) and whose
  // precache revisions must be of the files as deployed. The render workers write the pages
  // with their policy (decision 77); this step does the other HTML files, and every page again
  // only when the site part the workers were given was wrong. CAREFUL: that rewrites page HTML
  // in place, so it must stay idempotent (an incremental build copies pages that carry it).
  {
    name: 'content security policy',
    run: async (input) => {
      if (!input.policy) return;
      const { site } = await applyContentSecurityPolicy(clientOf(input), input.policy, input.policyDone);
      input.onPolicySite?.(site);
    },
  },
  // Last: the worker's precache lists the files as deployed (spec §2.1 `/sw.js`, offline.html).
  {
    name: 'service worker',
    run: async (input) => {
      await writeServiceWorker(clientOf(input));
    },
  },
];

/** Runs `steps` (default: every post-build step) in order over the staged build in `input.outDir`. */
export async function postProcess(
  input: PostProcessInput,
  steps: readonly PostBuildStep[] = POST_BUILD_STEPS,
): Promise<void> {
  for (const step of steps) await step.run(input);
}
