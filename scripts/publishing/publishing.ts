/**
 * What `npm start` and `npm run publish -- --listen` share to keep a site current: the rebuild
 * loop over their own build, the outcomes an editor reads at `GET /_publish`, the chat told of
 * a failed publish (decision 197), and the publish endpoint that queues a rebuild.
 */
import type { Clock } from './oslo-clock.ts';
import { createPublishHandler } from './publish-endpoint.ts';
import { createPublishNotifier } from './publish-notifier.ts';
import { createPublishStatus, type BuildReport } from './publish-status.ts';
import { startRebuildLoop } from './rebuild-loop.ts';
import type { Reason } from './rebuild-queue.ts';
import { outDirOf } from '../site-builder/output-layout.ts';

export interface PublishingOptions {
  env: {
    FOAJE_TODAY?: string | undefined;
    FOAJE_OUT_DIR?: string | undefined;
    FOAJE_PUBLISH_NOTIFY_URL?: string | undefined;
  };
  clock: Clock;
  /** The shared secret of the publish endpoint. */
  secret: string;
  /** One build for `today`; resolves with its report when it has one. */
  build: (today: string, reasons: readonly Reason[]) => Promise<BuildReport | undefined>;
  log: (line: string) => void;
}

/**
 * Starts the rebuild loop; returns it, the publish endpoint's handler, and `stop`, which ends
 * the loop and waits for the chat message still being sent.
 */
export function startPublishing(options: PublishingOptions) {
  const { env, log } = options;
  const status = createPublishStatus(outDirOf(env), log);
  const notifier =
    env.FOAJE_PUBLISH_NOTIFY_URL === undefined
      ? undefined
      : createPublishNotifier({ url: env.FOAJE_PUBLISH_NOTIFY_URL, log, since: status.latest()[0] });
  const loop = startRebuildLoop({
    clock: options.clock,
    fixedToday: env.FOAJE_TODAY,
    build: options.build,
    status,
    ...(notifier === undefined ? {} : { notifier }),
  });
  const publish = createPublishHandler({
    secret: options.secret,
    onPublish: () => loop.request('webhook'),
    outcomes: () => status.latest(),
    log,
  });
  const stop = async () => {
    await loop.stop();
    await notifier?.settled();
  };
  return { loop, publish, status, stop };
}
