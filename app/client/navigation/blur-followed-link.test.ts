import { expect, test } from 'vitest';
import { shouldBlurFollowedLink } from './blur-followed-link.ts';

test('a mouse click the router follows on a focused link in the page blurs it', () => {
  expect(shouldBlurFollowedLink({ followed: true, byPointer: true, focusedLinkInMain: true })).toBe(true);
});

test('a keyboard user keeps focus on the link until the next page is in', () => {
  expect(shouldBlurFollowedLink({ followed: true, byPointer: false, focusedLinkInMain: true })).toBe(false);
});

test('a click the browser handles itself (a jump within the page, a new tab) keeps focus', () => {
  expect(shouldBlurFollowedLink({ followed: false, byPointer: true, focusedLinkInMain: true })).toBe(false);
});

test('a link in the header or footer, which the next page keeps, keeps focus', () => {
  expect(shouldBlurFollowedLink({ followed: true, byPointer: true, focusedLinkInMain: false })).toBe(false);
});
