import { expect, test } from 'vitest';
import { documentFileOf, isPayloadPath, pageOfPayload, payloadFileOf, payloadPath } from './page-bundle-address.ts';

test("a page's bundle is its path plus .data, and the home page's is _.data", () => {
  expect(payloadPath('/')).toBe('/_.data');
  expect(payloadPath('/article/info-om-cookies')).toBe('/article/info-om-cookies.data');
  expect(payloadPath('/om-oss/')).toBe('/om-oss/_.data');
});

test('a bundle address leads back to its page; any other address to none', () => {
  for (const page of ['/', '/kinoprogram', '/article/info-om-cookies', '/om-oss/']) {
    expect(pageOfPayload(payloadPath(page))).toBe(page);
  }
  expect(pageOfPayload('/kinoprogram')).toBeUndefined();
  expect(pageOfPayload('/assets/entry.js')).toBeUndefined();
  expect(isPayloadPath('/kinoprogram.data')).toBe(true);
  expect(isPayloadPath('/kinoprogram')).toBe(false);
});

test("the build's files of a page: its HTML in a folder of its own, its bundle beside that folder", () => {
  expect([documentFileOf('/'), payloadFileOf('/')]).toEqual(['index.html', '_.data']);
  expect([documentFileOf('/a/b'), payloadFileOf('/a/b')]).toEqual(['a/b/index.html', 'a/b.data']);
});
