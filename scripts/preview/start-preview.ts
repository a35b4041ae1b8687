/**
 * The preview of drafts beside `npm start`'s live site (decision 198): a build of the platform's
 * draft version (`stable=0`, spec §7.3) into a folder of its own, kept current by a rebuild loop
 * of its own (a draft changed: the platform's draft webhook; the live site rebuilt; midnight),
 * served on its own origin behind the preview secret (preview-server.ts). Its builds are never
 * deployed: `npm run publish` builds and deploys the live folder only.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { Clock } from '../publishing/oslo-clock.ts';
import { createPublishHandler } from '../publishing/publish-endpoint.ts';
import { createPublishStatus, type BuildReport, type PublishOutcome } from '../publishing/publish-status.ts';
import { startRebuildLoop } from '../publishing/rebuild-loop.ts';
import type { Reason } from '../publishing/rebuild-queue.ts';
import { runBuild, type RunningBuild } from '../publishing/run-build.ts';
import { clientDirOf, outDirOf } from '../site-builder/output-layout.ts';
import { pageTitle, watchDraftChanges } from './draft-changes.ts';
import { createPreviewHandler } from './preview-server.ts';

/** Where `npm start` keeps the preview secret it made, when the venue set none. */
const MADE_SECRET_FILE = '.cache/preview-secret';

export interface PreviewOptions {
  repoRoot: string;
  env: {
    FOAJE_OUT_DIR?: string | undefined;
    FOAJE_TODAY?: string | undefined;
    FOAJE_PREVIEW_SECRET?: string | undefined;
    FOAJE_PREVIEW_PORT: number;
  };
  host: string;
  clock: Clock;
  /** The publish secret: the platform's draft webhook sends it, as its publish webhook does. */
  publishSecret: string;
  /** The live site's latest outcome. */
  liveOutcome: () => PublishOutcome | undefined;
  /** Runs a build when no other build of this process runs (two at once would share the 2 cores and the bundler's files). */
  oneAtATime: <T>(run: () => Promise<T>) => Promise<T>;
  log: (line: string) => void;
}

export interface RunningPreview {
  url: string;
  /** Where the secret is, for the start-up lines (never the secret). */
  secretFrom: string;
  /** Asks for a rebuild (the live site was rebuilt: what the drafts change against it changed). */
  request(reason: Reason): void;
  stop(): Promise<void>;
}

/** The preview secret: the venue's, else one made once and kept for the next start. */
function previewSecret(repoRoot: string, given: string | undefined): { secret: string; from: string } {
  if (given !== undefined) return { secret: given, from: 'FOAJE_PREVIEW_SECRET' };
  const file = join(repoRoot, MADE_SECRET_FILE);
  if (existsSync(file)) return { secret: readFileSync(file, 'utf8').trim(), from: MADE_SECRET_FILE };
  const secret = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, from: MADE_SECRET_FILE };
}

/** Starts the preview's server and its loop; its first build comes with the first request. */
export async function startPreview(options: PreviewOptions): Promise<RunningPreview> {
  const { env, log } = options;
  const outDir = `${outDirOf(env)}-preview`;
  const clientDir = clientDirOf({ FOAJE_OUT_DIR: outDir });
  const { secret, from } = previewSecret(options.repoRoot, env.FOAJE_PREVIEW_SECRET);
  const status = createPublishStatus(outDir, log);
  let running: RunningBuild | undefined;

  const build = (today: string, reasons: readonly Reason[]): Promise<BuildReport> =>
    options.oneAtATime(async () => {
      log(`Preview: rebuilding the drafts for ${today} (${reasons.join(', ')})`);
      running = runBuild({
        repoRoot: options.repoRoot,
        env: {
          ...process.env,
          FOAJE_TODAY: today,
          FOAJE_OUT_DIR: outDir,
          FOAJE_CONTENT_SOURCE: 'platform',
          FOAJE_MANAGEMENT_STABLE: '0',
          CI: '1',
        },
        // Its problems are the banner's to tell; the console says only whether it worked.
        onLine: () => undefined,
      });
      const result = await running.done;
      running = undefined;
      log(
        result.ok
          ? `✓ Preview: built in ${result.seconds.toFixed(1)} s`
          : '✗ Preview: the drafts could not be built (the banner says why)',
      );
      return result;
    });

  const loop = startRebuildLoop({ clock: options.clock, fixedToday: env.FOAJE_TODAY, build, status });
  const changes = watchDraftChanges(clientDirOf(env), clientDir);
  const handler = createPreviewHandler({
    clientDir,
    secret,
    banner: () => ({
      changes: changes().map((change) => ({
        ...change,
        title: pageTitle(change.kind === 'removed' ? clientDirOf(env) : clientDir, change.path),
      })),
      live: options.liveOutcome(),
      preview: status.latest()[0],
    }),
    publish: createPublishHandler({ secret: options.publishSecret, onPublish: () => loop.request('draft'), log }),
  });
  const server = createServer(handler);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(env.FOAJE_PREVIEW_PORT, options.host, () => resolveListen());
  });
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${shownHost}:${String((server.address() as AddressInfo).port)}/`,
    secretFrom: from,
    request: (reason) => loop.request(reason),
    async stop() {
      running?.stop();
      await loop.stop();
      server.close();
      server.closeAllConnections();
    },
  };
}
