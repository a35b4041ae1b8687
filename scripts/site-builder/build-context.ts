/**
 * What the phases of a build (build-site.ts) share: its folders, its options, its progress, the
 * processes it has started (which a failure or a signal stops) and the clock of its phases.
 * Everything else a phase needs is handed to it by the one before, as a return value.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BuildProgress } from '../build-progress.ts';
import type { OutputLayout } from './output-layout.ts';
import type { ReactRouterBuild } from './react-router-build.ts';
import type { RenderPool } from './render-pool.ts';

/** The temporary folders of one build: `npm run build` removes them whatever the outcome. */
export interface BuildFolders {
  /** The validated snapshot, handed to React Router's process so the content is loaded once. */
  snapshotDir: string;
  /** The build being made, `build.tmp-<pid>` in the repository. */
  stagingDir: string;
  /** The finished build, waiting beside the output folder for the swap. */
  nextDir: string;
}

/** Names the temporary folders of a build into `outDir` (the snapshot's is made at once). */
export function createBuildFolders(repoRoot: string, outDir: string): BuildFolders {
  return {
    snapshotDir: mkdtempSync(join(tmpdir(), 'foaje-snapshot-')),
    // React Router writes into the repository whatever the output folder: its server build (run to
    // prerender) imports react-router from node_modules. Vite's watcher ignores `build.*`.
    stagingDir: join(repoRoot, `build.tmp-${process.pid}`),
    // Beside the output folder, so the swap is a rename on one file system.
    nextDir: `${outDir}.tmp-${process.pid}`,
  };
}

export interface BuildContext {
  repoRoot: string;
  /** The output folder: replaced only by a complete build. */
  outDir: string;
  output: OutputLayout;
  /** The output folder as the messages name it (relative to the repository when inside it). */
  shownOut: string;
  contentDir: string;
  stagingDir: string;
  staging: OutputLayout;
  nextDir: string;
  /** The validated snapshot, which the render workers and the post-build steps read. */
  snapshotFile: string;
  /** What React Router's own prerender of one path per route reads (react-router-snapshot.ts). */
  reactRouterSnapshotFile: string;
  /** False under `FOAJE_PRERENDER=react-router`: React Router's prerender renders every page. */
  ownRenderer: boolean;
  progress: BuildProgress;
  /** The render workers and React Router's build, once started: a failure stops them. */
  running: { pool: RenderPool | undefined; bundler: ReactRouterBuild | undefined };
  /** Ends the current phase: its seconds go into the build's last line (docs/performance.md). */
  endPhase(name: string): void;
}

/** The environment of the render workers: the snapshot they render. */
export function workerEnv(ctx: BuildContext): Record<string, string | undefined> {
  return { ...process.env, FOAJE_SNAPSHOT_FILE: ctx.snapshotFile };
}
