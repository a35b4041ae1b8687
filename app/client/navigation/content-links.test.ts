import { expect, test } from 'vitest';
import { contentLinkPath, type LinkClick } from './content-links.ts';

const here = { origin: 'https://www.fjordheim.example', pathname: '/om-oss', search: '' };
const click = (href: string, more: Partial<LinkClick> = {}): LinkClick => ({
  href,
  target: '',
  download: false,
  rel: '',
  modified: false,
  ...more,
});

test('a plain click on a link to a page of the site is navigated by the client router', () => {
  expect(contentLinkPath(click('https://www.fjordheim.example/Kulturprogram'), here)).toBe('/Kulturprogram');
  expect(contentLinkPath(click('https://www.fjordheim.example/kinoprogram?dag=2#film'), here)).toBe(
    '/kinoprogram?dag=2#film',
  );
  expect(contentLinkPath(click('https://www.fjordheim.example/'), here)).toBe('/');
});

test('links the browser should follow itself are left alone', () => {
  expect(contentLinkPath(click('https://billett.fjordheim.example/118/events/1/purchase'), here)).toBeUndefined();
  expect(
    contentLinkPath(click('https://www.fjordheim.example/kinoprogram', { target: '_blank' }), here),
  ).toBeUndefined();
  expect(contentLinkPath(click('https://www.fjordheim.example/kinoprogram', { modified: true }), here)).toBeUndefined();
  expect(contentLinkPath(click('https://www.fjordheim.example/kinoprogram', { download: true }), here)).toBeUndefined();
  expect(
    contentLinkPath(click('https://www.fjordheim.example/kinoprogram', { rel: 'noopener external' }), here),
  ).toBeUndefined();
  expect(contentLinkPath(click('https://www.fjordheim.example/images/plakat.jpg'), here)).toBeUndefined();
  expect(contentLinkPath(click('https://www.fjordheim.example/sitemap.xml'), here)).toBeUndefined();
  expect(contentLinkPath(click('mailto:post@fjordheim.example'), here)).toBeUndefined();
});

test('a jump within the page being shown stays with the browser; the same anchor on another page does not', () => {
  expect(contentLinkPath(click('https://www.fjordheim.example/om-oss#kontakt'), here)).toBeUndefined();
  expect(contentLinkPath(click('https://www.fjordheim.example/kontakt#kart'), here)).toBe('/kontakt#kart');
  expect(contentLinkPath(click('https://www.fjordheim.example/om-oss', { target: '_self' }), here)).toBe('/om-oss');
});
