import { describe, expect, it } from 'vitest';
import { visitorRun } from './navigation-visitor.ts';

const kept = (entries: Record<string, number | boolean>) =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [`bench ${key}`, String(value)]));

describe('visitorRun', () => {
  it('times the click to the frame with the target and to the end of that frame', () => {
    const stored = kept({
      click: 1_000_000,
      rendered: 1_000_041.5,
      painted: 1_000_060,
      controlled: true,
      prefetchedBeforeClick: true,
    });
    expect(visitorRun(stored, 1_000_500)).toEqual({
      rendered: 41.5,
      painted: 60,
      controlled: true,
      prefetchedBeforeClick: true,
    });
  });

  it('says whether the worker controlled the page and the payload came before the click', () => {
    const stored = kept({ click: 10, rendered: 20, painted: 30, controlled: false, prefetchedBeforeClick: false });
    expect(visitorRun(stored, 100)).toMatchObject({ controlled: false, prefetchedBeforeClick: false });
  });

  it('does not count a click DevTools could have slowed: one made after it attached', () => {
    expect(visitorRun(kept({ click: 2_000, rendered: 2_040, painted: 2_060 }), 1_999)).toEqual({
      invalid: 'clicked after DevTools attached',
    });
  });

  it('does not count a run that never clicked or never showed the target', () => {
    expect(visitorRun({}, 1_000)).toEqual({ invalid: 'no click' });
    expect(visitorRun(kept({ click: 10, rendered: 20 }), 1_000)).toEqual({ invalid: 'the target never rendered' });
  });
});
