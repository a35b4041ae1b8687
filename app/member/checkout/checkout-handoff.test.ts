import { expect, test } from 'vitest';
import { isHandoffClick } from './checkout-handoff.ts';

const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const HOST = 'https://billett.example';
const PURCHASE = 'https://billett.example/118/events/4411/purchase?kanal=web';

test("a plain click on a purchase link to the checkout's origin is handed over with the member's login", () => {
  expect(isHandoffClick(plain, PURCHASE, HOST)).toBe(true);
});

test('a new tab or window, another button, a click the sale guard stopped or another host follows the link as it is', () => {
  for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)
    expect(isHandoffClick({ ...plain, [modifier]: true }, PURCHASE, HOST)).toBe(false);
  expect(isHandoffClick({ ...plain, button: 1 }, PURCHASE, HOST)).toBe(false);
  expect(isHandoffClick({ ...plain, defaultPrevented: true }, PURCHASE, HOST)).toBe(false);
  expect(isHandoffClick(plain, 'https://other.example/118/events/4411/purchase', HOST)).toBe(false);
  expect(isHandoffClick(plain, PURCHASE, '')).toBe(false);
});
