/**
 * With the previous build's bundle reused, what needs only that build starts while the content
 * still loads (decision 127): its server build is copied into the staging folder, the render
 * workers start and load it, and its client folder is linked there (`cp -al`). Nothing of the
 * output folder is touched: all of it goes into the staging folder, which a failure removes
 * once `linking` has ended.
 */
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildState } from './bundle-state.ts';
import { UNSERVED_PAGES } from '../post-build/not-found-page.ts';
import { outputLayout } from './output-layout.ts';
import { linkPreviousClient } from './previous-output.ts';
import { startRenderPool, workerCount, type RenderPool } from './render-pool.ts';

export interface EarlyReuse {
  previous: BuildState;
  pool: RenderPool;
  /** Null once the previous client folder is linked, else why it could not be. */
  linking: Promise<string | null>;
}

/** Starts the reuse of `previous` (the build in `outDir`); undefined when its server build cannot be copied. */
export async function startEarlyReuse(
  previous: BuildState,
  outDir: string,
  stagingDir: string,
  env: Record<string, string | undefined>,
): Promise<EarlyReuse | undefined> {
  const [output, staging] = [outputLayout(outDir), outputLayout(stagingDir)];
  const copied = await cp(output.server, staging.server, { recursive: true }).then(
    () => true,
    () => false,
  );
  if (!copied) return undefined;
  const pool = startRenderPool({
    serverBuildFile: staging.serverBuild,
    env,
    workers: workerCount(env),
  });
  const linking = linkPreviousClient(output.client, staging.client, join(outDir, UNSERVED_PAGES)).then(
    () => null,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return { previous, pool, linking };
}
