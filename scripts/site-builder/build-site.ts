/**
 * One build of the site, as `npm run build` (scripts/build.ts) runs it: a sequence of phases,
 * each handing the next what it made.
 *
 *   decideReuse       code hash and previous state → its bundle reused, or Vite (decide-reuse.ts)
 *   loadContentPhase  the content, validated in its own process (content-phase.ts)
 *   bundlePhase       the previous bundle, or the fresh one (bundle-phase.ts)
 *   renderPages       the pages not kept, on every core (render-phase.ts)
 *   postBuildPhase    post-build steps, build state, search index (post-build-phase.ts)
 *   swap              only a complete build replaces the previous one
 *
 * The first two overlap (decisions 113, 127, 131): what decideReuse starts (the reuse of the
 * previous bundle, or Vite) runs while the content process loads and validates the content.
 * Nothing of the output folder changes before the swap. On a failure, or when `signal` aborts,
 * the processes started are stopped; the caller removes the temporary folders (for a signal too,
 * which ends the process at once).
 */
import { mkdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { BuildProgress } from '../build-progress.ts';
import { moveDir, removeAbandonedBuildDirs, swapIntoPlace } from '../post-build/swap-output.ts';
import type { BuildContext, BuildFolders } from './build-context.ts';
import { bundlePhase } from './bundle-phase.ts';
import { loadContentPhase } from './content-phase.ts';
import { decideReuse } from './decide-reuse.ts';
import { outputLayout } from './output-layout.ts';
import { postBuildPhase } from './post-build-phase.ts';
import { renderPages } from './render-phase.ts';

export interface BuildOptions {
  repoRoot: string;
  /** The output folder, absolute. */
  outDir: string;
  /** The output folder as the messages name it. */
  shownOut: string;
  contentDir: string;
  folders: BuildFolders;
  /** `--clean`: bundle and render everything, whatever the previous build. */
  clean: boolean;
  /** False for `FOAJE_PRERENDER=react-router`: React Router's own prerender renders every page. */
  ownRenderer: boolean;
  /** `performance.now()` when the build started: the first phase is timed from it. */
  started: number;
  /** The progress display, for a build of `total()` pages (known once the content is loaded). */
  progress(total: () => number): BuildProgress;
  /** Stops the build's processes at once (a signal). */
  signal: AbortSignal;
}

export interface BuildOutcome {
  pages: number;
  redirects: number;
  /** With the previous bundle reused: the pages rendered, and those kept as they were. */
  reused: { rendered: number; kept: number } | null;
  /** Files of the replaced build kept for its open pages (decision 160). */
  keptFiles: number;
  /** Each phase with its seconds, `content 1.1 s`. */
  phases: string[];
}

export async function runBuild(options: BuildOptions): Promise<BuildOutcome> {
  let pageTotal = 0;
  const phases: string[] = [];
  let phaseStart = options.started;
  const ctx: BuildContext = {
    repoRoot: options.repoRoot,
    outDir: options.outDir,
    output: outputLayout(options.outDir),
    shownOut: options.shownOut,
    contentDir: options.contentDir,
    stagingDir: options.folders.stagingDir,
    staging: outputLayout(options.folders.stagingDir),
    nextDir: options.folders.nextDir,
    snapshotFile: join(options.folders.snapshotDir, 'snapshot.json'),
    reactRouterSnapshotFile: join(options.folders.snapshotDir, 'react-router-snapshot.json'),
    ownRenderer: options.ownRenderer,
    progress: options.progress(() => pageTotal),
    running: { pool: undefined, bundler: undefined },
    endPhase(name) {
      const now = performance.now();
      phases.push(`${name} ${((now - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = now;
    },
  };
  // A failure or a signal stops the render workers and React Router's build, wherever the build is.
  const stop = () => {
    ctx.progress.done();
    ctx.running.pool?.stop();
    void ctx.running.bundler?.stop();
  };
  options.signal.addEventListener('abort', stop, { once: true });
  try {
    const before = decideReuse(ctx, options.clean);
    const content = await loadContentPhase(ctx, before);
    // The staging and swap folders of builds that crashed, once this one is known to go on.
    removeAbandonedBuildDirs(ctx.repoRoot, 'build');
    removeAbandonedBuildDirs(dirname(ctx.outDir), basename(ctx.outDir));
    // The progress shows pages of this total from here on.
    pageTotal = content.paths.length;
    const bundle = await bundlePhase(ctx, content, before);
    const pages = await renderPages(ctx, content, bundle);
    const finished = await postBuildPhase(ctx, content, bundle, pages);
    await swap(ctx);
    return {
      pages: finished.pages,
      redirects: finished.redirects,
      reused: bundle.reuse ? { rendered: pages.rendered, kept: pages.kept } : null,
      keptFiles: finished.keptFiles,
      phases,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Only a complete build replaces the previous one: moved beside the output folder, then renamed into place. */
async function swap(ctx: BuildContext): Promise<void> {
  await mkdir(dirname(ctx.outDir), { recursive: true });
  await moveDir(ctx.stagingDir, ctx.nextDir);
  // The old build goes in the background: the new one is live once renamed (decision 107).
  await swapIntoPlace(ctx.nextDir, ctx.outDir, 'background');
  ctx.endPhase('swap');
}
