import { useContext, useEffect, useRef, useState } from 'react';
import { osloMinuteKey } from '../../locale/clock-keys.ts';
import { everyMinute } from '../parts/use-clock-cut.ts';
import { daysForTheView } from './first-part.ts';
import { LoadProgramContext } from './program-source.ts';
import type { ProgramDay, ProgramHorizonDay, ProgramProps } from './resolve.ts';

/** The days fetched so far, by date, with their films; the sources asked for and failed. */
export interface LoadedDays {
  days: ReadonlyMap<string, ProgramDay>;
  films: ProgramProps['films'];
  /** Some wanted day is still on its way. */
  loading: boolean;
  /** Some wanted day could not be fetched (offline and never seen, or a newer deploy). */
  failed: boolean;
}

/** What the programme has fetched (kept for Back: program-memory.ts). */
export interface LoadedState {
  days: Map<string, ProgramDay>;
  films: ProgramProps['films'];
  /** Sources fetched: one still listed lacks a wanted day (a newer deploy's page dropped it). */
  done: ReadonlySet<string>;
  failed: ReadonlySet<string>;
}
const NONE: LoadedState = { days: new Map(), films: {}, done: new Set(), failed: new Set() };

/**
 * Fetches the days of `wanted` (dates) this document does not hold whole, each source once
 * (a day's page; the first document for its days), and keeps every whole day it brings.
 */
export function useLoadedDays(
  horizon: readonly ProgramHorizonDay[],
  wanted: readonly string[],
  restored: LoadedState | undefined,
): LoadedDays & { state: LoadedState } {
  const load = useContext(LoadProgramContext);
  const [state, setState] = useState<LoadedState>(restored ?? NONE);
  // Each source asked for once, whatever its answer.
  const asked = useRef(new Set<string>());
  const sources = [
    ...new Set(
      horizon.flatMap((day) =>
        day.source !== null && wanted.includes(day.date) && !state.days.has(day.date) ? [day.source] : [],
      ),
    ),
  ];
  const key = sources.join(' ');
  useEffect(() => {
    if (load === null || key === '') return;
    for (const path of key.split(' ')) {
      if (asked.current.has(path)) continue;
      asked.current.add(path);
      load(path).then(
        (props) =>
          setState((now) => {
            const days = new Map(now.days);
            for (const day of props?.days ?? []) if (day.rest === null) days.set(day.date, day);
            return { ...now, days, films: { ...now.films, ...props?.films }, done: new Set([...now.done, path]) };
          }),
        () => setState((now) => ({ ...now, failed: new Set([...now.failed, path]) })),
      );
    }
  }, [load, key]);
  const ended = (source: string) => state.failed.has(source) || state.done.has(source);
  return {
    state,
    days: state.days,
    films: state.films,
    loading: load !== null && sources.some((source) => !ended(source)),
    failed: sources.some(ended),
  };
}

/**
 * The days the default view fetches by the visitor's clock (`daysForTheView`), checked after
 * hydration, every minute and when the tab comes back: a state change only when they change, so
 * a programme whose document is current renders nothing more for it. Off (`enabled` false) on
 * a day's page, which shows the day it was asked for.
 */
export function useDaysForTheView(
  horizon: readonly ProgramHorizonDay[],
  held: readonly ProgramDay[],
  enabled: boolean,
): readonly string[] {
  const [days, setDays] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    return everyMinute((now) => {
      const wanted = daysForTheView(horizon, held, osloMinuteKey(now + 60_000));
      setDays((shown) => (shown.join() === wanted.join() ? shown : wanted));
    });
  }, [horizon, held, enabled]);
  return days;
}
