import { describe, expect, it } from 'vitest';
import { topLevelPrefetch } from './header-menu.tsx';

describe('topLevelPrefetch', () => {
  it('prefetches on intent until the page has been idle', () => {
    expect(topLevelPrefetch({ href: '/kinoprogram' }, null)).toBe('intent');
  });

  it('leaves a page the idle prefetch holds to it: no second prefetch on the click’s focus', () => {
    expect(topLevelPrefetch({ href: '/kinoprogram' }, { path: '/' })).toBe('none');
    expect(topLevelPrefetch({ href: '/' }, { path: undefined })).toBe('none');
  });

  it('keeps intent for the page current at the last idle moment, which the idle prefetch leaves out', () => {
    expect(topLevelPrefetch({ href: '/' }, { path: '/' })).toBe('intent');
    expect(topLevelPrefetch({ href: '/kinoprogram/' }, { path: '/kinoprogram' })).toBe('intent');
  });
});
