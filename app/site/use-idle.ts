import { startTransition, useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that keeps the browser busy still gets there. */
const IDLE_TIMEOUT_MS = 2000;

/** `navigator.connection` (Chromium, not in TypeScript's DOM types): the visitor asked to save data. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * False until the browser is first idle after hydration, then true; always false when the
 * visitor's browser asks to save data. Work that only makes a later click faster (the header
 * menu's prefetch, issue 11 item 5) waits for it, so it never competes with the page's own load.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (savesData()) return;
    // A transition: what idle turns on renders in slices a visitor's input can interrupt.
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(becomeIdle, IDLE_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
