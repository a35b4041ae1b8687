import { useEffect, useState } from 'react';
import { createLatest, runLatest, type Latest } from '../state/latest-wins.ts';
import { toMemberError, type MemberError } from '../state/member-error.ts';

/** What a request tells its §4 reducer: it started (loading), its answer, or its error. */
export interface RequestHandlers<T> {
  requested?(): void;
  received(value: T): void;
  failed(error: MemberError): void;
}

/**
 * The one way a member request runs (decision 50): `requested` first, then only the
 * latest request of its kind reports (§4.2: a newer one aborts it, a late answer is dropped),
 * and every failure reaches the reducer as a MemberError (§4.4, §8). An abort reports nothing.
 */
export function runRequest<T>(
  latest: Latest,
  task: (signal: AbortSignal) => Promise<T>,
  on: RequestHandlers<T>,
): Promise<void> {
  on.requested?.();
  return runLatest(latest, task, {
    onResult: (value) => on.received(value),
    onError: (error) => on.failed(toMemberError(error)),
  });
}

/**
 * A kind of request owned by a component: `run` starts one (superseding the one before), and
 * unmounting aborts the one in flight. One hook per kind (login, reviews, …).
 */
export function useRequest(): {
  run: <T>(task: (signal: AbortSignal) => Promise<T>, on: RequestHandlers<T>) => Promise<void>;
  cancel: () => void;
} {
  const [latest] = useState(createLatest);
  useEffect(() => () => latest.cancel(), [latest]);
  const [request] = useState(() => ({
    run: <T>(task: (signal: AbortSignal) => Promise<T>, on: RequestHandlers<T>) => runRequest(latest, task, on),
    cancel: () => latest.cancel(),
  }));
  return request;
}
