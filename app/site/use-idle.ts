import { startTransition, useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that keeps the browser busy still gets there. */
const IDLE_TIMEOUT_MS = 2000;

/** `navigator.connection` (Chromium, not in TypeScript's DOM types): the visitor asked to save data. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The moment the browser was last idle: the path current then, or undefined when none was marked. */
export interface IdleMoment {
  path: string | undefined;
}

/**
 * When the browser was last idle (null before that, and always when the visitor's browser asks
 * to save data), with the path that was current then. Work that only makes a later click faster
 * (the header menu's prefetch, decision 103) waits for it, so it never competes with the
 * page's own load, nor with a click's: after each client navigation the moment is the previous
 * path's until the browser is idle again on the new one (decision 138).
 */
export function useIdleMoment(currentPath: string | undefined): IdleMoment | null {
  const [moment, setMoment] = useState<IdleMoment | null>(null);
  useEffect(() => {
    if (savesData()) return;
    // A transition: what idle turns on renders in slices a visitor's input can interrupt.
    return requestIdle(() => startTransition(() => setMoment({ path: currentPath })));
  }, [currentPath]);
  return moment;
}

/**
 * Runs `callback` once the browser is idle, at the latest after {@link IDLE_TIMEOUT_MS} (or then,
 * in a browser without idle callbacks); returns what cancels it.
 */
export function requestIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}
