import { useEffect, useState } from 'react';

/** A watch list film's next screening as the list shows it: 'I morgen 18:30' and its checkout. */
interface NextShown {
  when: string;
  buy: string;
}

/** Finds a film's next screening on sale at the instant the file arrived; null when none. */
export type NextOf = (movie: { edis: readonly string[]; link: string }) => NextShown | null;

/**
 * The films' next screenings (`/visninger/neste.json`), fetched once the watch list shows, with
 * the code that reads them loaded with it (not in the screen's first load); null until they
 * arrive, and when the file cannot be read (the list then shows no screening links).
 */
export function useNextScreenings(enabled: boolean): { nextOf: NextOf } | null {
  const [found, setFound] = useState<{ nextOf: NextOf } | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    void (async () => {
      try {
        const [file, response] = await Promise.all([
          import('./next-screenings-file.ts'),
          fetch('/visninger/neste.json', { signal: controller.signal }),
        ]);
        const parsed = file.NextScreeningsFile.safeParse(response.ok ? await response.json() : null);
        if (!parsed.success) return;
        const now = Date.now();
        setFound({ nextOf: (movie) => file.nextShown(parsed.data, movie, now) });
      } catch {
        // Offline or gone: the list stays as it is.
      }
    })();
    return () => controller.abort();
  }, [enabled]);
  return found;
}
