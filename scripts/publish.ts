/**
 * `npm run publish`: keeps a site on a real host current. One incremental `npm run build` (in a
 * process of its own), then the deploy step hands the finished client folder to the host:
 * `FOAJE_DEPLOY_COMMAND`, run by `/bin/sh` with the folder as `$1` (docs/deploy.md shows rsync,
 * a bucket sync and a release folder). A failed build (bad content) deploys nothing and exits 1,
 * so the host keeps the last good site; a failed deploy exits with the command's code.
 * Run it from a scheduler shortly after midnight in Oslo (docs/deploy.md: a systemd timer, cron,
 * a CI schedule).
 *
 * `--listen`: stays up on `PORT`/`HOST` (default 3000, 127.0.0.1) and publishes when it starts,
 * on each accepted call of `POST /_publish` (the platform's webhook; `FOAJE_PUBLISH_SECRET`
 * required) and at every midnight in Oslo, one publish at a time (scripts/publishing/).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { osloToday } from '../app/content/today.ts';
import { createClock } from './publishing/oslo-clock.ts';
import { isPublishRequest, PUBLISH_PATH } from './publishing/publish-endpoint.ts';
import { startPublishing } from './publishing/publishing.ts';
import { environmentOrExit } from './publishing/environment-or-exit.ts';
import type { BuildReport } from './publishing/publish-status.ts';
import type { Reason } from './publishing/rebuild-queue.ts';
import { runBuild } from './publishing/run-build.ts';
import { clientDirOf } from './site-builder/output-layout.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);

const env = environmentOrExit(2);
const { values: args } = parseArgs({ options: { listen: { type: 'boolean', default: false } } });
/** Stops before anything is built: the setup is incomplete. */
function refuseToStart(message: string): never {
  console.error(message);
  process.exit(2);
}
const deployCommand =
  env.FOAJE_DEPLOY_COMMAND ??
  refuseToStart('FOAJE_DEPLOY_COMMAND is not set: there is no deploy step to hand the build to (docs/deploy.md).');
const clientDir = clientDirOf(env);
const clock = createClock(env.FOAJE_CLOCK_START);

/** Runs the deploy command with the client folder as `$1`; resolves with its exit code. */
function deploy(command: string): Promise<number> {
  return new Promise((resolveDeploy) => {
    // The command itself is not printed: it may carry a host's token.
    const child = spawn('/bin/sh', ['-c', command, 'foaje-deploy', clientDir], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`The deploy command could not start: ${error.message}`);
      resolveDeploy(1);
    });
    child.on('close', (code) => resolveDeploy(code ?? 1));
  });
}

/** One publish: the build, then the deploy step; resolves with the exit code and what the status keeps. */
async function publishOnce(today: string, reasons: readonly Reason[]): Promise<{ code: number; report: BuildReport }> {
  log(`Publishing for ${today} (${reasons.join(', ')})`);
  const started = performance.now();
  const build = await runBuild({ repoRoot, env: { ...process.env, FOAJE_TODAY: today, CI: '1' }, onLine: log }).done;
  if (!build.ok) {
    console.error('✗ The build failed: nothing was deployed; the host keeps the last good site.');
    return { code: 1, report: build };
  }
  log(`Deploying ${clientDir} (FOAJE_DEPLOY_COMMAND)`);
  const code = await deploy(deployCommand);
  if (code === 0) log(`✓ Published for ${today}`);
  else console.error(`✗ The deploy command exited with ${String(code)}.`);
  const seconds = (performance.now() - started) / 1000;
  return {
    code,
    report:
      code === 0
        ? { ...build, seconds }
        : {
            ...build,
            ok: false,
            seconds,
            failure: `Byggingen lyktes, men utrullingen (FOAJE_DEPLOY_COMMAND) avsluttet med kode ${String(code)}.`,
          },
  };
}

if (!args.listen) {
  process.exit((await publishOnce(env.FOAJE_TODAY ?? osloToday(clock()), ['npm run publish'])).code);
}

const secret =
  env.FOAJE_PUBLISH_SECRET ??
  refuseToStart('FOAJE_PUBLISH_SECRET is not set: `--listen` needs the secret the platform’s webhook sends.');
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';
// The rebuild loop, the outcomes at `GET /_publish` and the chat told of a failure (decision 197).
const { loop, publish, stop } = startPublishing({
  env,
  clock,
  secret,
  build: async (today, reasons) => (await publishOnce(today, reasons)).report,
  log,
});
const server = createServer((req, res) => {
  if (isPublishRequest(req.url)) {
    publish(req, res);
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
});
server.on('error', (error) => {
  console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  log(
    `Publishing at every midnight (Europe/Oslo) and on POST http://${shownHost}:${String((server.address() as AddressInfo).port)}${PUBLISH_PATH}`,
  );
  loop.request('start');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void stop().then(() => process.exit(0));
  });
