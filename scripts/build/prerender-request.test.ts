import fc from 'fast-check';
import { expect, test } from 'vitest';
import { dataFile, dataRequest, documentFile, documentRequest } from './prerender-request.ts';

/** The file of a request as React Router's prerender names it: the URL's path, percent-encoded. */
const fileOf = (request: Request, suffix: string) => `${new URL(request.url).pathname}${suffix}`.replace(/^\/+/, '').replace(/\/\/+/g, '/');

test('the file names made as text are the names React Router gives the requests, for any path', () => {
  const segment = fc.string({ unit: fc.constantFrom(...'aZ09-._~!$&\'()*+,;=:@ %?#æ/\\'.split('')), maxLength: 8 });
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
  const named = ['/', '/kinoprogram', '/film-dxm-123', '/a/./b', '/a/../b', '/..x', '/æøå', '/a%20b', '/Kulturprogram/'];
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
