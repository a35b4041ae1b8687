import fc from 'fast-check';
import { expect, test } from 'vitest';
import { dataFile, dataRequest, documentFile, documentRequest } from './prerender-request.ts';

/** The file of a request as React Router's prerender names it: the URL's path, percent-encoded. */
const fileOf = (request: Request, suffix: string) =>
  `${new URL(request.url).pathname}${suffix}`.replace(/^\/+/, '').replace(/\/\/+/g, '/');

test('the file names made as text are the names React Router gives the requests, for any path', () => {
  const segment = fc.string({ unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@ %?#æ/\\".split('')), maxLength: 8 });
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
  const named = [
    '/',
    '/kinoprogram',
    '/film-dxm-123',
    '/a/./b',
    '/a/../b',
    '/..x',
    '/æøå',
    '/a%20b',
    '/Kulturprogram/',
  ];
  for (const example of named) {
    expect(documentFile(example), example).toBe(fileOf(documentRequest(example, undefined), 'index.html'));
    expect(dataFile(example), example).toBe(fileOf(dataRequest(example), ''));
  }
  fc.assert(
    fc.property(path, (example) => {
      expect(documentFile(example)).toBe(fileOf(documentRequest(example, undefined), 'index.html'));
      expect(dataFile(example)).toBe(fileOf(dataRequest(example), ''));
    }),
    { numRuns: 2000 },
  );
});

test('a payload of 8 KiB of UTF-8 or more never rides along in the document request, so it need not be read as text', () => {
  // renderData decodes only payloads under 8 KiB of bytes: encodeURI writes every byte as at least a character.
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 64 }), (text) => {
      expect(encodeURI(text).length).toBeGreaterThanOrEqual(new TextEncoder().encode(text).length);
    }),
    { numRuns: 2000 },
  );
  const wide = 'æ'.repeat(4096 + 1); // 4 097 characters, 8 194 bytes
  expect(documentRequest('/x', wide).headers.has('X-React-Router-Prerender-Data')).toBe(false);
  expect(documentRequest('/x', 'æ'.repeat(100)).headers.has('X-React-Router-Prerender-Data')).toBe(true);
});
