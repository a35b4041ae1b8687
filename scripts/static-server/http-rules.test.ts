import { expect, test } from 'vitest';
import {
  asHeaderValue,
  cacheControlFor,
  chooseEncoding,
  contentTypeFor,
  decideRoute,
  etagMatches,
  isCompressible,
  parseRedirects,
  withQuery,
} from './http-rules.ts';

const redirects = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/gammel-side', '/ny-side#billetter'],
  ['/til-forsiden', '/'],
  ['/billetter', 'https://billett.example.no/118'],
]);

test('a page path is looked up as its prerendered index.html', () => {
  expect(decideRoute('/kinoprogram', '', redirects)).toEqual({
    kind: 'page',
    candidates: ['kinoprogram/index.html', 'kinoprogram'],
  });
  expect(decideRoute('/', '', redirects)).toEqual({ kind: 'page', candidates: ['index.html'] });
  expect(decideRoute('/article/info-om-cookies', '', redirects)).toEqual({
    kind: 'page',
    candidates: ['article/info-om-cookies/index.html', 'article/info-om-cookies'],
  });
});

test('a percent-encoded Norwegian path is decoded to its file name', () => {
  expect(decideRoute('/bl%C3%A5b%C3%A6r', '', redirects)).toEqual({
    kind: 'page',
    candidates: ['blåbær/index.html', 'blåbær'],
  });
});

test('a payload path is served as a data file, the home page payload as _.data', () => {
  expect(decideRoute('/kinoprogram.data', '?_routes=page', redirects)).toEqual({
    kind: 'data',
    file: 'kinoprogram.data',
  });
  expect(decideRoute('/_.data', '', redirects)).toEqual({ kind: 'data', file: '_.data' });
});

test('a path with an extension is served as that file', () => {
  expect(decideRoute('/assets/root-abc.js', '', redirects)).toEqual({ kind: 'file', file: 'assets/root-abc.js' });
  expect(decideRoute('/404.html', '', redirects)).toEqual({ kind: 'file', file: '404.html' });
});

test('/Kulturprogram redirects to /kulturprogram and keeps the query', () => {
  expect(decideRoute('/Kulturprogram', '', redirects)).toEqual({ kind: 'redirect', location: '/kulturprogram' });
  expect(decideRoute('/Kulturprogram', '?utm_source=nyhetsbrev', redirects)).toEqual({
    kind: 'redirect',
    location: '/kulturprogram?utm_source=nyhetsbrev',
  });
});

test('a redirect matches the exact path only, case included', () => {
  expect(decideRoute('/kulturprogram', '', redirects).kind).toBe('page');
  expect(decideRoute('/KULTURPROGRAM', '', redirects).kind).toBe('page');
});

test('a redirect to an external URL is followed as it is', () => {
  expect(decideRoute('/billetter', '', redirects)).toEqual({
    kind: 'redirect',
    location: 'https://billett.example.no/118',
  });
});

test('the payload of a redirected page redirects to the payload of its target', () => {
  expect(decideRoute('/Kulturprogram.data', '?_routes=page', redirects)).toEqual({
    kind: 'redirect',
    location: '/kulturprogram.data?_routes=page',
  });
  expect(decideRoute('/til-forsiden.data', '', redirects)).toEqual({ kind: 'redirect', location: '/_.data' });
  expect(decideRoute('/gammel-side.data', '', redirects)).toEqual({ kind: 'redirect', location: '/ny-side.data' });
  expect(decideRoute('/billetter.data', '', redirects)).toEqual({ kind: 'data', file: 'billetter.data' });
});

test('a trailing slash redirects to the path without it', () => {
  expect(decideRoute('/kinoprogram/', '?a=1', redirects)).toEqual({ kind: 'redirect', location: '/kinoprogram?a=1' });
  expect(decideRoute('/article/info-om-cookies//', '', redirects)).toEqual({
    kind: 'redirect',
    location: '/article/info-om-cookies',
  });
  expect(decideRoute('/bl%C3%A5/', '', redirects)).toEqual({ kind: 'redirect', location: '/bl%C3%A5' });
});

test('a path is decided once, without its trailing slash: a redirect takes one hop, whatever the slashes', () => {
  expect(decideRoute('/Kulturprogram/', '?a=1', redirects)).toEqual({
    kind: 'redirect',
    location: '/kulturprogram?a=1',
  });
  expect(decideRoute('/gammel-side//', '', redirects)).toEqual({ kind: 'redirect', location: '/ny-side#billetter' });
  // A table entry written with a slash is read as the path without it, the form requests are compared in.
  const withSlash = parseRedirects(JSON.stringify([{ fromPath: '/kino/', toPath: '/kinoprogram' }]));
  expect(decideRoute('/kino', '', withSlash)).toEqual({ kind: 'redirect', location: '/kinoprogram' });
  expect(decideRoute('/kino/', '', withSlash)).toEqual({ kind: 'redirect', location: '/kinoprogram' });
  // `//x` is never looked up: the table cannot send it anywhere.
  const doubled = new Map([['//evil.example', 'https://evil.example/']]);
  expect(decideRoute('//evil.example', '', doubled)).toEqual({ kind: 'not-found' });
});

test('a path that starts with two slashes is never redirected to another host', () => {
  expect(decideRoute('//evil.example/', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/%2Fevil.example/', '', redirects)).toEqual({ kind: 'not-found' });
});

test('path traversal, encoded or not, never reaches a file', () => {
  expect(decideRoute('/%2e%2e/%2e%2e/etc/passwd', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/assets/..%2f..%2fpackage.json', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/a/./b', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/..%5c..%5cpackage.json', '', redirects)).toEqual({ kind: 'bad-request' });
  expect(decideRoute('/x%00.html', '', redirects)).toEqual({ kind: 'bad-request' });
});

test('a malformed percent-encoding is a bad request', () => {
  expect(decideRoute('/%E0%A4%A', '', redirects)).toEqual({ kind: 'bad-request' });
});

test('the redirect table files and dot files are never served', () => {
  expect(decideRoute('/_redirects.json', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/_redirects', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/.env', '', redirects)).toEqual({ kind: 'not-found' });
  expect(decideRoute('/images/.hidden/x.png', '', redirects)).toEqual({ kind: 'not-found' });
});

test('the query goes before the fragment of a redirect target and joins an existing query', () => {
  expect(withQuery('/ny-side#billetter', '?a=1')).toBe('/ny-side?a=1#billetter');
  expect(withQuery('/sok?q=x', '?a=1')).toBe('/sok?q=x&a=1');
  expect(withQuery('/ny-side', '')).toBe('/ny-side');
  expect(withQuery('/ny-side', '?')).toBe('/ny-side');
});

test('a redirect target with Norwegian letters is percent-encoded for the Location header', () => {
  expect(asHeaderValue('/blåbær?q=a b')).toBe('/bl%C3%A5b%C3%A6r?q=a%20b');
  expect(asHeaderValue('/bl%C3%A5')).toBe('/bl%C3%A5');
});

test('payloads are sent as text/x-script, like React Router’s own server does', () => {
  expect(contentTypeFor('kinoprogram.data')).toBe('text/x-script; charset=utf-8');
  expect(contentTypeFor('index.html')).toBe('text/html; charset=utf-8');
  expect(contentTypeFor('assets/root-abc.js')).toBe('text/javascript; charset=utf-8');
  expect(contentTypeFor('images/plakat.JPG')).toBe('image/jpeg');
  expect(contentTypeFor('sitemap.xml')).toBe('application/xml; charset=utf-8');
  expect(contentTypeFor('kalender/e-100101.ics')).toBe('text/calendar; charset=utf-8');
  expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  expect(contentTypeFor('noe-uten-type')).toBe('application/octet-stream');
});

test('pages, payloads, sitemap, robots and the service worker are revalidated on each visit', () => {
  for (const file of [
    'index.html',
    'kinoprogram/index.html',
    'kinoprogram.data',
    '_.data',
    'sitemap.xml',
    'robots.txt',
    'sw.js',
    '404.html',
  ]) {
    expect(cacheControlFor(file)).toBe('public, max-age=0, must-revalidate');
  }
});

test('hashed assets are immutable for a year and images are kept a day', () => {
  expect(cacheControlFor('assets/root-B2wqFQAm.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('assets/logo-abc.svg')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('images/plakat.jpg')).toBe('public, max-age=86400');
  expect(cacheControlFor('favicon.ico')).toBe('public, max-age=86400');
});

test('the search files named by their content hash are immutable; the manifest naming them is revalidated', () => {
  expect(cacheControlFor('search/index-3f2a9c01b7de.json')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('search/docs-3f2a9c01b7de-0.json')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('search/docs-3f2a9c01b7de-12.json')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('search/manifest.json')).toBe('public, max-age=0, must-revalidate');
  // Without a hash in the name it may change in place: revalidated.
  expect(cacheControlFor('search/index.json')).toBe('public, max-age=0, must-revalidate');
  expect(cacheControlFor('search/docs-latest-0.json')).toBe('public, max-age=0, must-revalidate');
});

test('text is compressed, images and fonts are not', () => {
  expect(isCompressible('text/html; charset=utf-8')).toBe(true);
  expect(isCompressible('text/x-script')).toBe(true);
  expect(isCompressible('application/json; charset=utf-8')).toBe(true);
  expect(isCompressible('image/svg+xml')).toBe(true);
  expect(isCompressible('image/jpeg')).toBe(false);
  expect(isCompressible('font/woff2')).toBe(false);
});

test('brotli is preferred over gzip, and an encoding with q=0 is refused', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(chooseEncoding('gzip')).toBe('gzip');
  expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  expect(chooseEncoding('*')).toBe('br');
  expect(chooseEncoding('identity')).toBeUndefined();
  expect(chooseEncoding(undefined)).toBeUndefined();
  expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
});

test('If-None-Match matches a listed or weak ETag, or *', () => {
  expect(etagMatches('W/"a-1"', 'W/"a-1"')).toBe(true);
  expect(etagMatches('"x", "a-1"', 'W/"a-1"')).toBe(true);
  expect(etagMatches('*', 'W/"a-1"')).toBe(true);
  expect(etagMatches('W/"a-2"', 'W/"a-1"')).toBe(false);
  expect(etagMatches(undefined, 'W/"a-1"')).toBe(false);
});

test('the redirect table is read from _redirects.json and a malformed entry is named', () => {
  expect(parseRedirects('[{"fromPath":"/Kulturprogram","toPath":"/kulturprogram"}]')).toEqual(
    new Map([['/Kulturprogram', '/kulturprogram']]),
  );
  expect(() => parseRedirects('[{"fromPath":"/a","toPath":"/b"},{"fromPath":"b"}]')).toThrow('$[1]');
  expect(() => parseRedirects('{}')).toThrow('expected a list');
});
