import { expect, test } from 'vitest';
import { collectLinks, findBrokenLinks, sitePathOf } from './find-broken-links.ts';

const pages = new Set(['/', '/kinoprogram', '/kulturprogram', '/article/info-om-cookies', '/blåbær']);
const redirects = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/billetter', 'https://billett.example.no/118'],
  ['/gammel', '/borte'],
  ['/a', '/b'],
  ['/b', '/a'],
]);

test('links are found in link fields and in the hrefs of HTML text', () => {
  const props = {
    title: 'Kinoprogram',
    links: [
      { label: 'Les mer', path: '/dune-dxm-1' },
      { label: 'Kjøp billett', path: 'https://billett.example.no/1' },
    ],
    showMoreLinkUrl: '/filmer',
    html: '<p>Se <a href="/kinoprogram">programmet</a> og <a href="mailto:post@kino.no">skriv</a>.</p>',
    image: { src: '/images/plakat.jpg' },
  };
  expect(collectLinks(props, 'page /').map((link) => link.href)).toEqual([
    '/dune-dxm-1',
    'https://billett.example.no/1',
    '/filmer',
    '/kinoprogram',
    'mailto:post@kino.no',
  ]);
});

test('only site pages are checked: external links, anchors and files are not', () => {
  expect(sitePathOf('/kinoprogram?dag=2#billetter')).toBe('/kinoprogram');
  expect(sitePathOf('/bl%C3%A5b%C3%A6r')).toBe('/blåbær');
  expect(sitePathOf('https://billett.example.no/1')).toBeUndefined();
  expect(sitePathOf('//cdn.example.no/x')).toBeUndefined();
  expect(sitePathOf('#tickets')).toBeUndefined();
  expect(sitePathOf('/images/plakat.jpg')).toBeUndefined();
});

test('a link to a page, or to a redirect that reaches a page, is fine', () => {
  const links = ['/', '/kinoprogram#tickets', '/Kulturprogram', '/billetter', '/kinoprogram/', '/bl%C3%A5b%C3%A6r'].map(
    (href) => ({
      where: 'header menu',
      href,
    }),
  );
  expect(findBrokenLinks(links, pages, redirects)).toEqual([]);
});

test('a link to no page, to a redirect to no page, or into a redirect loop is broken', () => {
  const links = [
    { where: 'page /, block schedule (b1)', href: '/dune-dxm-1' },
    { where: 'footer menu "Gammel"', href: '/gammel' },
    { where: 'page /kontakt, block text (t1)', href: '/a' },
  ];
  expect(findBrokenLinks(links, pages, redirects)).toEqual(links);
});
