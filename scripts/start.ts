/**
 * `npm start`: the embedded default. Serves the built site as `npm run serve` does, starts the
 * local reference services beside it (local-services/start-local-services.ts), and keeps the site current by
 * itself (docs/deploy.md "Keeping the site current"): an incremental `npm run build` when it
 * starts, within seconds of a change in the content folder (file source), on each accepted call
 * of the publish endpoint `POST /_publish` (a platform's webhook; with the platform source the
 * local platform service calls it when the content changes), and at every midnight in Oslo.
 * Builds run one at a time in a process of their own and swap a complete build into place; a
 * failed one (bad content) leaves the live site as it was, its lines name file, path and field,
 * and the next change tries again.
 *
 * Env: as `npm run build` and `npm run serve` (`PORT` 0 picks a free port), plus
 * `FOAJE_PUBLISH_SECRET` (unset: one made for the local platform service),
 * `FOAJE_PUBLISH_NOTIFY_URL` (a chat told of a failed publish) and `FOAJE_CLOCK_START`.
 * `GET /_publish` with the secret answers the latest outcomes (decision 197).
 * With the local services it also serves the preview of drafts on `FOAJE_PREVIEW_PORT`
 * (scripts/preview, decision 198; `FOAJE_PREVIEW_SECRET`).
 * `--without-services`: the site alone, without the local services or the preview, as the tests
 * and the bench run it (their ports: docs/architecture.md); `--without-preview`: no preview.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RunningService } from '../local-services/running-service.ts';
import { watchContent } from './publishing/content-watcher.ts';
import { createClock } from './publishing/oslo-clock.ts';
import { isPublishRequest, PUBLISH_PATH } from './publishing/publish-endpoint.ts';
import { oneAtATime } from './publishing/one-at-a-time.ts';
import { startPublishing } from './publishing/publishing.ts';
import { environmentOrExit } from './publishing/environment-or-exit.ts';
import type { BuildReport } from './publishing/publish-status.ts';
import type { Reason } from './publishing/rebuild-queue.ts';
import { runBuild, type RunningBuild } from './publishing/run-build.ts';
import { startPreview, type RunningPreview } from './preview/start-preview.ts';
import { clientDirOf } from './site-builder/output-layout.ts';
import { createStaticHandler } from './static-server/static-server.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

const env = environmentOrExit(1);
const { values: args } = parseArgs({
  options: {
    'without-services': { type: 'boolean', default: false },
    'without-preview': { type: 'boolean', default: false },
  },
});
const dir = clientDirOf(env);
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
const contentDir = resolve(env.FOAJE_CONTENT_DIR);
const platformSource = env.FOAJE_CONTENT_SOURCE === 'platform';
// How the log names the content folder and its files: from the current folder when inside it.
const contentLabel = contentDir.startsWith(`${process.cwd()}/`) ? relative(process.cwd(), contentDir) : contentDir;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env['PORT'] ?? ''}"`);
  process.exit(1);
}
if (port === 0 && platformSource && !args['without-services']) {
  console.error('PORT 0 cannot be given to the local platform service as its webhook address: name a port.');
  process.exit(1);
}
// Without a secret of the venue's, one for this run: only the local platform service knows it.
const secret = env.FOAJE_PUBLISH_SECRET ?? randomBytes(32).toString('base64url');
const clock = createClock(env.FOAJE_CLOCK_START);

let listening = false;
let running: RunningBuild | undefined;
let preview: RunningPreview | undefined;
// The live site's builds and the preview's take turns.
const buildsInTurn = oneAtATime();

/** One rebuild for `today`: `scripts/build.ts` in its own process, quiet but for its result and errors. */
async function rebuild(today: string, reasons: readonly Reason[]): Promise<BuildReport> {
  const result = await buildsInTurn(() => liveBuild(today, reasons));
  // What the drafts change against the live site changed: the preview follows.
  preview?.request('live');
  return result;
}

async function liveBuild(today: string, reasons: readonly Reason[]): Promise<BuildReport> {
  log(`Rebuilding for ${today} (${reasons.join(', ')})`);
  running = runBuild({
    repoRoot,
    env: { ...process.env, FOAJE_TODAY: today, CI: '1' },
    onLine: (line) => log(`  ${line.trim()}`),
  });
  const result = await running.done;
  running = undefined;
  if (result.ok) {
    log(`✓ Live: the build for ${today}, ${result.seconds.toFixed(1)} s after the rebuild began`);
    listen();
  } else if (listening) {
    log('✗ The rebuild failed: the site stays as it was; the next change tries again.');
  } else if (!existsSync(join(dir, 'index.html'))) {
    console.error('✗ The first build failed and there is no earlier build to serve.');
    void shutdown(1);
  }
  return result;
}

// The rebuild loop, the outcomes at `GET /_publish` and the chat told of a failure (decision 197).
const { loop, publish, status, stop: stopPublishing } = startPublishing({ env, clock, secret, build: rebuild, log });
const site = createStaticHandler(dir, { log });
const server = createServer((req, res) => (isPublishRequest(req.url) ? publish(req, res) : site(req, res)));
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`);
  void shutdown(1);
});

let services: RunningService[] = [];
if (!args['without-services']) {
  // The platform service calls the publish endpoint here, on the loopback whatever HOST is.
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const endpointOn = (onPort: number) =>
    `http://${localHost.includes(':') ? `[${localHost}]` : localHost}:${String(onPort)}${PUBLISH_PATH}`;
  const webhook = { url: endpointOn(port), secret };
  if (!args['without-preview']) {
    preview = await startPreview({
      repoRoot,
      env,
      host,
      clock,
      publishSecret: secret,
      liveOutcome: () => status.latest()[0],
      oneAtATime: buildsInTurn,
      log,
    }).catch((error: unknown) => {
      console.error(`The preview could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  }
  const draftWebhook =
    preview === undefined ? undefined : { url: endpointOn(Number(new URL(preview.url).port)), secret };
  // Loaded only here: the partner API's storage (node:sqlite) is no part of the site alone.
  const { startLocalServices } = await import('../local-services/start-local-services.ts');
  services = await startLocalServices({
    contentDir,
    host,
    ...(platformSource ? { webhook } : {}),
    ...(draftWebhook === undefined ? {} : { draftWebhook }),
  }).catch((error: unknown) => {
    console.error(`A local service could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

/** Serves the site once there is a build: at once when one is there, else after the first. */
function listen(): void {
  if (listening || !existsSync(join(dir, 'index.html'))) return;
  listening = true;
  server.listen(port, host, () => {
    const shownHost = host.includes(':') ? `[${host}]` : host;
    log(`Foaje (the sample venue) at http://${shownHost}:${String((server.address() as AddressInfo).port)}/`);
    for (const service of services) log(`  ${service.name}: ${service.url}`);
    if (preview !== undefined)
      log(`  Preview of drafts: ${preview.url} (sign in with the secret in ${preview.secretFrom})`);
    log(
      `  Rebuilds: ${platformSource ? 'the platform’s webhook' : `changes in ${contentLabel}/`}, ${PUBLISH_PATH}, ${
        env.FOAJE_TODAY === undefined
          ? 'every midnight (Europe/Oslo)'
          : `none at midnight (FOAJE_TODAY is ${env.FOAJE_TODAY})`
      }`,
    );
  });
}

const watcher = platformSource
  ? undefined
  : watchContent(
      contentDir,
      contentLabel,
      (file) => loop.request(file),
      (error) => log(`Cannot watch ${contentDir}: ${error.message}`),
    );
if (env.FOAJE_CLOCK_START !== undefined)
  log(`The rebuild loop's clock starts at ${env.FOAJE_CLOCK_START.toISOString()} (FOAJE_CLOCK_START).`);
listen();
loop.request('start');

async function shutdown(code: number): Promise<void> {
  watcher?.close();
  running?.stop();
  await preview?.stop();
  await stopPublishing();
  server.close();
  server.closeAllConnections();
  await Promise.allSettled(services.map((service) => service.close()));
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
