import { HttpError } from './http-error.ts';

/** How often and how patiently a call is tried again. */
export interface RetryPolicy {
  /** Tries after the first. */
  retries: number;
  /** The wait before the first retry; each next wait doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Defaults for a build fetching content: four tries over about 3.5 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

/**
 * True for failures another try may cure: a 5xx, a connection that failed or was reset, a
 * timeout. A 4xx (wrong credentials, unknown path) or an unreadable body will not change.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && error.status !== null && error.status >= 500;
}

/** The wait before retry number `retry` (1-based): exponential, capped. */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/** The last failure of a call that was tried `tries` times. */
export class RetriesExhaustedError extends Error {
  readonly tries: number;
  readonly last: unknown;

  constructor(tries: number, last: unknown) {
    super(
      `${last instanceof Error ? last.message : String(last)} (${tries === 1 ? 'tried once' : `after ${tries} tries`})`,
    );
    this.name = 'RetriesExhaustedError';
    this.tries = tries;
    this.last = last;
  }
}

/**
 * Runs `call` until it succeeds, it fails in a way retrying cannot cure, or the retries are
 * spent; then rejects with `RetriesExhaustedError` carrying the last failure. `onRetry` hears
 * of each retry before its wait (for progress output). `sleep` is injectable for tests.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  options: {
    onRetry?: (retry: number, error: unknown, delayMs: number) => void;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      if (retry >= policy.retries || !isRetryable(error)) throw new RetriesExhaustedError(retry + 1, error);
      const delay = backoffDelay(retry + 1, policy);
      options.onRetry?.(retry + 1, error, delay);
      await sleep(delay);
    }
  }
}
