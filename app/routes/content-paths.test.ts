import { describe, expect, it } from 'vitest';
import { isContentPath } from './content-paths.ts';

describe('isContentPath', () => {
  it('is true for the home page and every page of the content', () => {
    expect(isContentPath('/')).toBe(true);
    expect(isContentPath('/kinoprogram')).toBe(true);
    expect(isContentPath('/havets-hjerte-DXM20260117#tickets')).toBe(true);
  });

  it('is false for the routes of their own: member screens, search, the not-found page', () => {
    expect(isContentPath('/logg-inn')).toBe(false);
    expect(isContentPath('/mine-billetter/')).toBe(false);
    expect(isContentPath('/search?q=film')).toBe(false);
    expect(isContentPath('/404')).toBe(false);
  });
});
