import type { BuildContext } from './build-context.ts';
import { startReactRouterBuild, type ReactRouterBuild } from './react-router-build.ts';

/**
 * Starts React Router's build (Vite) into the staging folder; its prerender reads `snapshot`
 * once `ready` resolves. The handshake: the config's prerender paths (react-router.config.ts)
 * ask for the snapshot over the IPC channel (react-router-internals.ts `waitForSnapshot`), and
 * react-router-build.ts answers once `ready` has resolved.
 */
export function startBundle(ctx: BuildContext, snapshot: string, ready: Promise<void>): ReactRouterBuild {
  ctx.progress.note('Bundling the app (Vite)');
  const bundler = startReactRouterBuild(ctx.repoRoot, {
    env: {
      ...process.env,
      FOAJE_REACT_ROUTER_OUT_DIR: ctx.stagingDir,
      FOAJE_SNAPSHOT_FILE: snapshot,
      FOAJE_PRERENDER: ctx.ownRenderer ? 'one-per-route' : 'all',
    },
    snapshotReady: ready,
    onFailure: (lines) => {
      ctx.progress.done();
      console.error(lines);
    },
  });
  ctx.running.bundler = bundler;
  // Its failure is met where it is awaited, after the content's.
  bundler.done.catch(() => undefined);
  return bundler;
}
