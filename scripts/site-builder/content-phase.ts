import type { BuildContext } from './build-context.ts';
import type { ContentSummary } from './content-process.ts';
import type { BeforeContent } from './decide-reuse.ts';
import { loadContent } from './load-content.ts';

/**
 * The content, validated in its own process (load-content.ts) while `before` runs: a content
 * error stops the build before anything is written. On one, resolves only once nothing writes
 * into the staging folder any more (the early reuse's links, React Router's build), so that the
 * folder can be removed.
 */
export async function loadContentPhase(ctx: BuildContext, before: BeforeContent): Promise<ContentSummary> {
  try {
    const content = await loadContent({
      repoRoot: ctx.repoRoot,
      request: {
        snapshotFile: ctx.snapshotFile,
        reactRouterSnapshotFile: ctx.ownRenderer ? ctx.reactRouterSnapshotFile : null,
      },
      reactRouterSnapshotWanted: before.early.then((started) => started === undefined),
      onNote: (text) => ctx.progress.note(text),
      onFetch: (event) => ctx.progress.fetch(event),
    });
    before.contentLoaded();
    ctx.endPhase('content');
    return content;
  } catch (error) {
    await Promise.all([
      before.early.then((started) => started?.linking),
      before.bundle.then((bundle) => bundle?.stop()),
    ]);
    throw error;
  }
}
