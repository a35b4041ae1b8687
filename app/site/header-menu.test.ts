import { describe, expect, it } from 'vitest';
import { topLevelPrefetch } from './header-menu.tsx';

describe('topLevelPrefetch', () => {
  it('prefetches on intent only until the page has been idle', () => {
    expect(topLevelPrefetch({ href: '/kinoprogram' }, null)).toBe('intent');
  });

  it('prefetches every other page at once when idle', () => {
    expect(topLevelPrefetch({ href: '/kinoprogram' }, { path: '/' })).toBe('render');
    expect(topLevelPrefetch({ href: '/' }, { path: '/kinoprogram' })).toBe('render');
  });

  it('prefetches every page at once when idle on a page the menu does not mark', () => {
    expect(topLevelPrefetch({ href: '/' }, { path: undefined })).toBe('render');
    expect(topLevelPrefetch({ href: '/kinoprogram' }, { path: undefined })).toBe('render');
  });

  it('leaves the page current at the last idle moment to intent: the page just left waits for the next one', () => {
    expect(topLevelPrefetch({ href: '/' }, { path: '/' })).toBe('intent');
    expect(topLevelPrefetch({ href: '/kinoprogram/' }, { path: '/kinoprogram' })).toBe('intent');
  });
});
