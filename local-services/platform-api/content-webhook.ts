/**
 * The platform's side of publishing, as the local stand-in plays it: when the venue's content
 * changes (an editor saves a file of the content folder), it calls the site's publish endpoint
 * with the shared secret, as a real platform's webhook calls the address the venue registered.
 * Saves close together make one call; a call that fails is tried twice more.
 */
import { watch } from 'node:fs';

export interface WebhookTarget {
  /** The site's publish endpoint, `http://127.0.0.1:3000/_publish` under `npm start`. */
  url: string;
  secret: string;
}

/** Saves this close together make one call. */
const QUIET_MS = 300;
/** Waits before the second and third try. */
const RETRY_WAITS_MS = [1_000, 4_000];

export interface ContentWebhook {
  close(): void;
  /** Resolves once no call is waiting or under way (tests). */
  settled(): Promise<void>;
}

/** Calls the target once; resolves with its status, or rejects on a network error. */
async function call(target: WebhookTarget, siteId: string): Promise<number> {
  const response = await fetch(target.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'content.published', siteId }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Tells the site the venue's content was published: one call, tried twice more on a 5xx or a
 * network error (the content folder's watcher, and the management API's publish, use it).
 */
export async function announcePublish(
  target: WebhookTarget,
  siteId: string,
  log: (line: string) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  for (let attempt = 0; attempt <= RETRY_WAITS_MS.length && !stopped(); attempt++) {
    if (attempt > 0) await new Promise((resolveWait) => setTimeout(resolveWait, RETRY_WAITS_MS[attempt - 1]));
    try {
      const status = await call(target, siteId);
      // The secret is never logged: the address and the answer say enough.
      log(`platform: content changed, webhook ${target.url} answered ${String(status)}`);
      if (status < 500) return;
    } catch (error) {
      log(`platform: webhook ${target.url} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function startContentWebhook(options: {
  contentDir: string;
  siteId: string;
  target: WebhookTarget;
  log: (line: string) => void;
}): ContentWebhook {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> = Promise.resolve();
  let closed = false;

  const send = () => announcePublish(options.target, options.siteId, options.log, () => closed);

  const watcher = watch(options.contentDir, { recursive: true }, () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      sending = sending.then(send);
    }, QUIET_MS);
  });
  watcher.on('error', (error) => options.log(`platform: cannot watch ${options.contentDir}: ${error.message}`));

  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      watcher.close();
    },
    async settled() {
      while (timer !== undefined) await new Promise((resolveWait) => setTimeout(resolveWait, QUIET_MS));
      await sending;
    },
  };
}
