import { startTransition, useEffect, useState } from 'react';
import { osloMinuteKey } from '../../locale/clock-keys.ts';

/**
 * The minute key from which the page's clock hides a sale (app/site/clock: what ends before
 * the next minute is gone), kept current every minute and when the tab comes back; null in
 * the prerendered HTML and during hydration, where the clock's style sheet alone hides what
 * has passed. For a component whose state must skip what the sheet hides (the slideshow's
 * rotation). A transition, so the re-render it causes is interruptible (see useHydrated).
 * With `enabled` false it stays null and costs no render: a whole programme re-rendered after
 * hydration only for a count nobody sees is main-thread time on a slow phone.
 */
export function useClockCut(enabled = true): string | null {
  const [cut, setCut] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    return everyMinute((now) => startTransition(() => setCut(osloMinuteKey(now + 60_000))));
  }, [enabled]);
  return enabled ? cut : null;
}

/**
 * Runs `tick` now, just after each minute turns and when the tab comes back (a sleeping
 * tab's timers lag); returns what stops it. For an effect.
 */
export function everyMinute(tick: (now: number) => void): () => void {
  let timer: number | undefined;
  const run = () => {
    const now = Date.now();
    tick(now);
    window.clearTimeout(timer);
    timer = window.setTimeout(run, 60_000 - (now % 60_000) + 50);
  };
  run();
  document.addEventListener('visibilitychange', run);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', run);
  };
}
