/**
 * The first phase of a build, started before the content process: what needs no content. The
 * hash of the code and the previous build's state only read files (decision 113), and decide
 * within 0.1 s whether the previous bundle is reused. If it is, what needs only the previous
 * build starts while the content loads (decision 127, early-reuse.ts); if not, Vite does
 * (decision 131). Both write only into the staging folder, which a content error removes.
 */
import { existsSync } from 'node:fs';
import { hashCodeInputs, readBuildState, type BuildState } from './bundle-state.ts';
import { workerEnv, type BuildContext } from './build-context.ts';
import { startEarlyReuse, type EarlyReuse } from './early-reuse.ts';
import type { ReactRouterBuild } from './react-router-build.ts';
import { startBundle } from './start-bundle.ts';

/** What runs beside the content process. Each promise's failure is met where it is awaited. */
export interface BeforeContent {
  /** The hash of the code, for the build's state. */
  codeHash: Promise<string>;
  /** The reuse of the previous build, started; undefined when the bundle is made anew. */
  early: Promise<EarlyReuse | undefined>;
  /** React Router's build, started while the content loads; undefined when the bundle is reused. */
  bundle: Promise<ReactRouterBuild | undefined>;
  /** Lets React Router's prerender read the snapshot: called once the content process has written it. */
  contentLoaded(): void;
}

export function decideReuse(ctx: BuildContext, clean: boolean): BeforeContent {
  const codeHash = hashCodeInputs(ctx.repoRoot);
  const previousReading = clean ? Promise.resolve(undefined) : readBuildState(ctx.outDir);
  codeHash.catch(() => undefined);
  /** The previous build when its bundle can be reused (the same code), known long before the content. */
  const reusable: Promise<BuildState | undefined> = Promise.all([codeHash, previousReading]).then(
    ([hash, previous]) =>
      ctx.ownRenderer && previous?.codeHash === hash && existsSync(ctx.output.serverBuild) ? previous : undefined,
    () => undefined,
  );
  const early = reusable.then(async (previous) => {
    const started =
      previous === undefined ? undefined : await startEarlyReuse(previous, ctx.outDir, ctx.stagingDir, workerEnv(ctx));
    ctx.running.pool = started?.pool;
    return started;
  });
  // The bundle does not depend on the content, and React Router's process waits for the
  // snapshot only where its prerender reads it (start-bundle.ts).
  const snapshot = Promise.withResolvers<void>();
  const bundle = early.then((started) =>
    started === undefined
      ? startBundle(ctx, ctx.ownRenderer ? ctx.reactRouterSnapshotFile : ctx.snapshotFile, snapshot.promise)
      : undefined,
  );
  return { codeHash, early, bundle, contentLoaded: () => snapshot.resolve() };
}
