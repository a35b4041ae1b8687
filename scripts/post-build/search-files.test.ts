import { expect, test } from 'vitest';
import { absoluteUrl, buildRobots, buildSitemap } from './search-files.ts';

const host = 'https://www.fjordheim.no';

test('the sitemap lists every indexable page as an absolute URL on the site host, sorted', () => {
  const xml = buildSitemap(host, [
    { path: '/kinoprogram', noindex: false },
    { path: '/', noindex: false },
    { path: '/article/info-om-cookies', noindex: false },
  ]);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    'https://www.fjordheim.no/',
    'https://www.fjordheim.no/article/info-om-cookies',
    'https://www.fjordheim.no/kinoprogram',
  ]);
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
});

test('a noindex page is left out of the sitemap', () => {
  const xml = buildSitemap(host, [
    { path: '/', noindex: false },
    { path: '/null', noindex: true },
  ]);
  expect(xml).not.toContain('/null');
  expect(xml).toContain('<loc>https://www.fjordheim.no/</loc>');
});

test('Norwegian letters are percent-encoded and & is escaped in the sitemap', () => {
  expect(absoluteUrl(host, '/markering-i-bæreia')).toBe('https://www.fjordheim.no/markering-i-b%C3%A6reia');
  const xml = buildSitemap(host, [{ path: '/jazz-&-blues-k7x2q', noindex: false }]);
  expect(xml).toContain('<loc>https://www.fjordheim.no/jazz-&amp;-blues-k7x2q</loc>');
});

test('robots.txt allows everything and names the sitemap', () => {
  expect(buildRobots(host)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.fjordheim.no/sitemap.xml\n');
});
