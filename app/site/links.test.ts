import { expect, test } from 'vitest';
import { isAbsoluteUrl, isCurrentPath, menuHref } from './links.ts';

const site = { host: 'https://www.fjordheim.no', aliases: ['fjordheim.no', 'https://kino.fjordheim.no'] };

test('an absolute link on the site host or an alias becomes a site path', () => {
  expect(menuHref('https://www.fjordheim.no/leiepriser', site)).toEqual({ href: '/leiepriser', external: false });
  expect(menuHref('https://fjordheim.no/om-jubileet#program', site)).toEqual({
    href: '/om-jubileet#program',
    external: false,
  });
  expect(menuHref('https://kino.fjordheim.no/kinoprogram', site)).toEqual({ href: '/kinoprogram', external: false });
});

test('a site path stays a site path and another host stays external', () => {
  expect(menuHref('/kontakt', site)).toEqual({ href: '/kontakt', external: false });
  expect(menuHref('https://billett.example.no/hjelp', site)).toEqual({
    href: 'https://billett.example.no/hjelp',
    external: true,
  });
  expect(menuHref('mailto:post@fjordheim.no', site)).toEqual({ href: 'mailto:post@fjordheim.no', external: true });
});

test('mail, phone and protocol-relative links count as absolute', () => {
  expect(isAbsoluteUrl('mailto:post@fjordheim.no')).toBe(true);
  expect(isAbsoluteUrl('tel:+4712345678')).toBe(true);
  expect(isAbsoluteUrl('//cdn.example.no/x')).toBe(true);
  expect(isAbsoluteUrl('/kinoprogram')).toBe(false);
  expect(isAbsoluteUrl('#tickets')).toBe(false);
});

test('the menu link /Kulturprogram marks the page /kulturprogram as current', () => {
  expect(isCurrentPath('/Kulturprogram', '/kulturprogram')).toBe(true);
});

test('a trailing slash, query or hash does not hide the current page', () => {
  expect(isCurrentPath('/kinoprogram/', '/kinoprogram')).toBe(true);
  expect(isCurrentPath('/kinoprogram#i-dag', '/kinoprogram')).toBe(true);
  expect(isCurrentPath('/', '/')).toBe(true);
});

test('the home link is not current on other pages, and no link is current without a page', () => {
  expect(isCurrentPath('/', '/kinoprogram')).toBe(false);
  expect(isCurrentPath('/kinoprogram', '/kinoprogram-arkiv')).toBe(false);
  expect(isCurrentPath('/kinoprogram', undefined)).toBe(false);
});

test('an external link is never the current page', () => {
  expect(isCurrentPath('https://www.fjordheim.no/kinoprogram', '/kinoprogram')).toBe(false);
});
