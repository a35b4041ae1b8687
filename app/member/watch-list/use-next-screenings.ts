import { useEffect, useState } from 'react';
import { NEXT_SCREENINGS_PATH, NextScreeningsFile } from './next-screenings-file.ts';

/** The file and the instant (UTC ms) it arrived: the watch list's "now". */
export interface NextScreeningsAt {
  file: NextScreeningsFile;
  now: number;
}

/**
 * The films' next screenings (`/visninger/neste.json`), fetched once the watch list shows; null
 * until they arrive, and when the file cannot be read (the list then shows no screening links).
 */
export function useNextScreenings(enabled: boolean): NextScreeningsAt | null {
  const [file, setFile] = useState<NextScreeningsAt | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    fetch(NEXT_SCREENINGS_PATH, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const parsed = NextScreeningsFile.safeParse(json);
        if (parsed.success) setFile({ file: parsed.data, now: Date.now() });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return file;
}
