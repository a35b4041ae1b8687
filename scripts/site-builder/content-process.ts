/**
 * The content phase of `npm run build` in a process of its own (decision 112): loads and
 * validates the content, writes the snapshot the other processes read (the render workers,
 * React Router's) and the smaller one of React Router's prerender of one path per route
 * (decision 79), and
 * answers the build with the little it needs while bundling and rendering: the page paths and
 * the content's image and form origins. The build's process never holds the venue while Vite
 * and the render workers run; this process gives the memory back when it exits (V8 keeps a
 * heap's pages once grown, so the build's own process would carry the load's high-water mark
 * through every later phase).
 */
import { writeSnapshotFile } from '../../app/content/snapshot-file.server.ts';
import type { PlatformProgress } from '../../app/content/platform-source.server.ts';
import { describeContentFailure } from '../build-errors.ts';
import { contentInputs, type ContentInputs } from './content-inputs.ts';
import { contentOrigins } from './content-origins.ts';

/**
 * What the build tells this process, as its first argument (JSON). Then, as a message, whether
 * React Router's snapshot is needed (`{ reactRouterSnapshot: boolean }`): not when the build reuses
 * the previous bundle, which the build knows before the content is loaded (decision 127).
 */
export interface ContentRequest {
  /** Where the validated snapshot goes. */
  snapshotFile: string;
  /** Where React Router's smaller snapshot goes, or null when React Router renders every page from `snapshotFile`. */
  reactRouterSnapshotFile: string | null;
}

/** What the build needs of the content until the post-build steps, which read the snapshot again. */
export interface ContentSummary {
  /** Every path the build prerenders (`prerenderPaths`). */
  paths: string[];
  /** The image and form origins the content names (content-origins.ts): the policy's first guess. */
  origins: string[];
  /** `site.imageHost`, for the policy. */
  imageHost: string;
  /** `site.ticketing.host`, for the policy: the member's browser calls it and posts a form to it. */
  ticketingHost: string;
  /** What the pages' inputs are made of (content-inputs.ts): which pages a change can reach. */
  inputs: ContentInputs;
}

/** This process's messages: a line for the progress display, a platform call, then the summary or why it failed. */
export type ContentReply =
  | { type: 'note'; text: string }
  | { type: 'fetch'; event: PlatformProgress }
  | { type: 'loaded'; summary: ContentSummary }
  | { type: 'failed'; message: string };

if (process.send === undefined)
  throw new Error('content-process.ts runs as a child process of the build (scripts/build.ts)');
const reply = (message: ContentReply) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
const request = JSON.parse(process.argv[2] ?? 'null') as ContentRequest;
const reactRouterSnapshotWanted = new Promise<boolean>((resolve) =>
  process.once('message', (message: { reactRouterSnapshot: boolean }) => resolve(message.reactRouterSnapshot)),
);

try {
  const { chooseContentSource, loadSiteBuild, prerenderPaths } = await import('../../app/routes/site-build.server.ts');
  const loadStarted = performance.now();
  await reply({ type: 'note', text: `Loading content from ${chooseContentSource(process.env).description}` });
  const site = await loadSiteBuild({ onProgress: (event) => void reply({ type: 'fetch', event }) });
  const { pages: configs, productions, events, articles } = site.snapshot;
  await reply({
    type: 'note',
    text:
      `Content: ${configs.length} page configurations, ${productions.length} productions, ${events.length} events, ` +
      `${articles.length} articles (${((performance.now() - loadStarted) / 1000).toFixed(1)} s)`,
  });
  const paths = prerenderPaths(site);
  await writeSnapshotFile(request.snapshotFile, site.snapshot);
  if (request.reactRouterSnapshotFile !== null && (await reactRouterSnapshotWanted)) {
    const { reactRouterSnapshot } = await import('./react-router-snapshot.ts');
    await writeSnapshotFile(request.reactRouterSnapshotFile, reactRouterSnapshot(site, paths));
  }
  const inputs = contentInputs(site.snapshot, site.routes, site.publicConfig);
  await reply({
    type: 'loaded',
    summary: {
      paths,
      origins: contentOrigins(site.snapshot),
      imageHost: site.snapshot.site.imageHost,
      ticketingHost: site.snapshot.site.ticketing.host,
      inputs,
    },
  });
} catch (error) {
  await reply({ type: 'failed', message: describeContentFailure(error) });
}
process.disconnect();
