/**
 * Tells the venue's chat at once when a publish fails (decision 197): one POST of
 * `{"text": "…"}` (what Slack's, Mattermost's, Rocket.Chat's and Discord's `/slack` incoming
 * webhooks take) to FOAJE_PUBLISH_NOTIFY_URL naming the change and the field, and one more when
 * the next publish succeeds ("Publiseringen virker igjen …"). A failure for the same cause as the
 * last one is not told again. The URL is a secret (a chat webhook's address is its key): it is
 * never logged, and a notification that fails is logged and left; the publish loop never waits
 * for it or fails with it.
 */
import type { PublishOutcome } from './publish-status.ts';
import { osloTime, reasonText } from './publish-status.ts';

const NOTIFY_TIMEOUT_MS = 10_000;

export interface PublishNotifier {
  /** Considers an outcome; sends what it calls for in the background. */
  outcome(outcome: PublishOutcome): void;
  /** Resolves once no notification is under way (tests; shutting down). */
  settled(): Promise<void>;
}

/** What makes two failures the same: their problems, or their message without its time. */
function causeOf(outcome: PublishOutcome): string {
  if (outcome.problems.length > 0)
    return outcome.problems.map((problem) => `${problem.file}\0${problem.path}\0${problem.detail}`).join('\n');
  return outcome.message.replace(/^Publiseringen feilet [^(]*\(endring: [^)]*\)\. /, '');
}

/** Why a send failed, without the URL (a network error's message may carry the address). */
function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
    return error.name === 'TimeoutError' ? 'no answer in 10 s' : error.name;
  }
  return 'unknown error';
}

export function createPublishNotifier(options: {
  url: string;
  log: (line: string) => void;
  fetch?: typeof fetch;
  /** The last outcome kept before a restart: a failure then was already told, and its end is told. */
  since?: PublishOutcome | undefined;
}): PublishNotifier {
  const send = options.fetch ?? fetch;
  let failing: string | undefined = options.since?.ok === false ? causeOf(options.since) : undefined;
  let sending: Promise<void> = Promise.resolve();

  async function post(text: string, what: string): Promise<void> {
    try {
      const response = await send(options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        redirect: 'error',
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) options.log(`publish: the ${what} was sent (FOAJE_PUBLISH_NOTIFY_URL)`);
      else options.log(`publish: the ${what} was refused (HTTP ${String(response.status)}; FOAJE_PUBLISH_NOTIFY_URL)`);
    } catch (error) {
      options.log(`publish: the ${what} could not be sent (${reasonOf(error)}; FOAJE_PUBLISH_NOTIFY_URL)`);
    }
  }

  const queue = (text: string, what: string) => {
    sending = sending.then(() => post(text, what));
  };

  return {
    outcome(outcome) {
      if (!outcome.ok) {
        const cause = causeOf(outcome);
        if (cause === failing) return;
        failing = cause;
        queue(outcome.message, 'failure notice');
        return;
      }
      if (failing === undefined) return;
      failing = undefined;
      queue(
        `Publiseringen virker igjen: publisert ${osloTime(outcome.finishedAt)} (endring: ${reasonText(outcome.reasons)}).`,
        'recovery notice',
      );
    },
    settled: () => sending,
  };
}
