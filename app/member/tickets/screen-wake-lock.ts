import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API), where the browser allows it:
 * a phone held out at the door must not dim to black before the scanner reads it. The browser
 * releases the lock when the page is hidden; it is asked for again when the page shows. True
 * while a lock is held; a browser without the API, or one that refuses, is simply false.
 */
export function useScreenWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let ended = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (ended) return void lock.release();
        sentinel = lock;
        setHeld(true);
        lock.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, a policy, no user gesture): the code still shows.
        setHeld(false);
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
