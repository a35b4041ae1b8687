/**
 * The bundle: the previous build's when the code is the same (decision 72), else a fresh one
 * from React Router's build, started while the content loaded (decide-reuse.ts).
 */
import { rmSync } from 'node:fs';
import type { BuildContext } from './build-context.ts';
import { copyBundle, listBundleFiles, type BuildState } from './bundle-state.ts';
import type { ContentSummary } from './content-process.ts';
import type { BeforeContent } from './decide-reuse.ts';
import type { EarlyReuse } from './early-reuse.ts';
import { loadPostBuild } from './finish-build.ts';
import { recordsOf } from './page-records.ts';
import { keepPreviousPages } from './previous-output.ts';
import { dataFile, documentFile, SPA_FALLBACK_FILE } from './react-router-internals.ts';
import type { PageRecord } from './render-worker.ts';
import { startBundle } from './start-bundle.ts';

export interface Bundle {
  codeHash: string;
  /** The previous build when its bundle was to be reused (its policy's site part is the first guess). */
  previous: BuildState | undefined;
  /** Whether the staging folder holds the previous build's bundle. */
  reuse: boolean;
  /** Whether the staging client folder holds the previous pages as links (decision 107). */
  linked: boolean;
  /** The files of `client/` that Vite wrote, for the build's state. */
  bundleFiles: string[];
  /** What the previous build recorded of each page whose files are in the staging folder. */
  previousRecords: Map<string, PageRecord>;
  /** The post-build steps' content and modules, already loading when the bundle is reused. */
  postBuild: ReturnType<typeof loadPostBuild> | undefined;
}

export async function bundlePhase(ctx: BuildContext, content: ContentSummary, before: BeforeContent): Promise<Bundle> {
  const codeHash = await before.codeHash;
  const started = await before.early;
  const previous = started?.previous;
  const previousRecords = previous !== undefined ? recordsOf(previous) : new Map<string, PageRecord>();
  // With the bundle reused there is no Vite to make room for and few pages to render: the
  // post-build steps' content loads beside the pruning of the previous pages and the digests.
  const postBuild = previous !== undefined ? loadPostBuild(ctx.snapshotFile) : undefined;
  // Its failure is met where it is awaited, not as an unhandled rejection meanwhile.
  postBuild?.catch(() => undefined);
  let linked = false;
  let reuse = false;
  if (started !== undefined) {
    ctx.progress.note(
      `Code unchanged since the build in ${ctx.shownOut}/: reusing its bundle (--clean builds it anew)`,
    );
    linked = await linkPreviousPages(ctx, started, content.paths, previousRecords);
    reuse = linked || (await copyPreviousBundle(ctx, started.previous, previousRecords));
  }
  const bundleFiles =
    started !== undefined && reuse ? started.previous.bundleFiles : await freshBundle(ctx, content.paths, before);
  ctx.endPhase(reuse ? 'bundle reused' : 'bundle');
  return { codeHash, previous, reuse, linked, bundleFiles, previousRecords, postBuild };
}

/**
 * Prunes the previous client folder, linked into the staging folder while the content loaded,
 * to the pages this build may keep; false when it could not be linked (then each page is linked
 * or copied by the workers). Drops from `previousRecords` a page whose files are not both there.
 */
async function linkPreviousPages(
  ctx: BuildContext,
  started: EarlyReuse,
  paths: readonly string[],
  previousRecords: Map<string, PageRecord>,
): Promise<boolean> {
  // The workers load the content and the route table while the linked folder is pruned.
  if (paths[0] !== undefined) ctx.running.pool?.prepare(paths[0]);
  const linkFailure = await started.linking;
  try {
    if (linkFailure !== null) throw new Error(linkFailure);
    const keep = new Set(
      paths.filter((path) => previousRecords.has(path)).flatMap((path) => [dataFile(path), documentFile(path)]),
    );
    const present = await keepPreviousPages(ctx.output.client, ctx.staging.client, keep, started.previous.bundleFiles);
    // A page is offered to the workers as kept only when both its files are there.
    for (const [path] of previousRecords)
      if (!present.has(dataFile(path)) || !present.has(documentFile(path))) previousRecords.delete(path);
    return true;
  } catch (error) {
    // E.g. the output folder on another file system: each page is linked or copied by the workers.
    ctx.progress.note(
      `Could not link the previous pages (${error instanceof Error ? error.message : String(error)}); copying its bundle`,
    );
    rmSync(ctx.staging.client, { recursive: true, force: true });
    return false;
  }
}

/** Copies the previous bundle into the staging folder; false when it is incomplete, and nothing is reused. */
async function copyPreviousBundle(
  ctx: BuildContext,
  previous: BuildState,
  previousRecords: Map<string, PageRecord>,
): Promise<boolean> {
  try {
    await copyBundle(ctx.outDir, ctx.stagingDir, previous);
    return true;
  } catch (error) {
    // A previous build with files missing is no reason to fail: bundle as a clean build does.
    ctx.progress.note(
      `The previous bundle is incomplete (${error instanceof Error ? error.message : String(error)}); bundling anew`,
    );
    ctx.running.pool?.stop();
    ctx.running.pool = undefined;
    previousRecords.clear();
    rmSync(ctx.stagingDir, { recursive: true, force: true });
    return false;
  }
}

/** Waits for React Router's build (started now if the reuse failed); resolves with the files Vite wrote. */
async function freshBundle(ctx: BuildContext, paths: readonly string[], before: BeforeContent): Promise<string[]> {
  // No smaller snapshot when the build meant to reuse the previous bundle and could not after all.
  // The render workers start once React Router's process has exited: started when its server
  // build was written, beside its prerender, they took the 10 000-page build to 1.0–1.2 GiB.
  await ((await before.bundle) ?? startBundle(ctx, ctx.snapshotFile, Promise.resolve())).done;
  const pageFiles = new Set(paths.flatMap((path) => [documentFile(path), dataFile(path)]));
  return listBundleFiles(ctx.staging.client, pageFiles.add(SPA_FALLBACK_FILE));
}
