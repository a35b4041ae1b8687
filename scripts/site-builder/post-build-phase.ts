import { keepPreviousFiles } from '../post-build/keep-previous-files.ts';
import type { BuildContext } from './build-context.ts';
import type { Bundle } from './bundle-phase.ts';
import type { ContentSummary } from './content-process.ts';
import { finishBuild, loadPostBuild } from './finish-build.ts';
import type { RenderedPages } from './render-phase.ts';

/**
 * The post-build steps and the build's state (finish-build.ts): in a clean build once
 * the render workers have exited, so their content and modules are not held beside them.
 * Resolves with the counts the build's last line tells.
 */
export async function postBuildPhase(
  ctx: BuildContext,
  content: ContentSummary,
  bundle: Bundle,
  pages: RenderedPages,
): Promise<{ pages: number; redirects: number; keptFiles: number }> {
  const counts = await finishBuild({
    postBuild: await (bundle.postBuild ?? loadPostBuild(ctx.snapshotFile)),
    repoRoot: ctx.repoRoot,
    contentDir: ctx.contentDir,
    stagingDir: ctx.stagingDir,
    policy: pages.policySources,
    policyDone: ctx.ownRenderer
      ? { written: pages.policyGuess.written(), origins: pages.records.origins() }
      : undefined,
    state: {
      codeHash: bundle.codeHash,
      bundleFiles: bundle.bundleFiles,
      inputs: content.inputs,
      ...pages.records.state(),
    },
  });
  // A tab opened on the live build may still ask for its hashed files after the swap: they stay
  // a day beside the new ones (decision 160), added after the worker's precache list is made.
  const { kept } = keepPreviousFiles({ previousOut: ctx.outDir, nextOut: ctx.stagingDir, now: new Date() });
  ctx.endPhase('post-build');
  return { ...counts, keptFiles: kept };
}
