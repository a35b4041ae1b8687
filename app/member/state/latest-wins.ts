import { isAbortError } from '../../http/http-error.ts';

/**
 * Only the latest request of a kind counts (spec §4.2): starting one aborts the one before,
 * and an answer that arrives for a superseded request is dropped, even if the network
 * delivered it after all.
 */
export interface Latest {
  /** Aborts the request in flight, if any, and returns the signal of the new one. */
  next(): AbortSignal;
  /** Aborts the request in flight (unmount, log out). */
  cancel(): void;
}

export function createLatest(): Latest {
  let current: AbortController | undefined;
  return {
    next() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    cancel() {
      current?.abort();
      current = undefined;
    },
  };
}

/**
 * Runs `task` as the latest of its kind: `onResult` or `onError` is called only while no newer
 * request has started. An abort is never reported as an error.
 */
export async function runLatest<T>(
  latest: Latest,
  task: (signal: AbortSignal) => Promise<T>,
  handlers: { onResult(value: T): void; onError(error: unknown): void },
): Promise<void> {
  const signal = latest.next();
  try {
    const value = await task(signal);
    if (!signal.aborted) handlers.onResult(value);
  } catch (error) {
    if (!signal.aborted && !isAbortError(error)) handlers.onError(error);
  }
}
