import { expect, test } from 'vitest';
import {
  MAX_REDIRECT_HOPS,
  RedirectChainError,
  applyRedirect,
  hrefAsWritten,
  linkHref,
  redirectedFromPath,
  splitPath,
} from './redirects.ts';

const table = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/gammel-side', '/Kulturprogram'],
  ['/billett', '/dune#tickets'],
  ['/kampanje', '/kinoprogram?utm=kampanje'],
  ['/ekstern', 'https://billett.example.no/118'],
]);

test('a redirected path gives its target', () => {
  expect(applyRedirect(table, '/Kulturprogram')).toBe('/kulturprogram');
});

test('a path without a redirect gives undefined', () => {
  expect(applyRedirect(table, '/kulturprogram')).toBeUndefined();
  expect(applyRedirect(table, '/')).toBeUndefined();
});

test('the pathname must match exactly', () => {
  expect(applyRedirect(table, '/KULTURPROGRAM')).toBeUndefined();
  expect(applyRedirect(table, '/Kulturprogram/')).toBeUndefined();
});

test('the query and hash of the request are kept', () => {
  expect(applyRedirect(table, '/Kulturprogram?side=2#konserter')).toBe('/kulturprogram?side=2#konserter');
});

test('the target keeps its own hash unless the request has one', () => {
  expect(applyRedirect(table, '/billett')).toBe('/dune#tickets');
  expect(applyRedirect(table, '/billett#info')).toBe('/dune#info');
});

test('a request query is added to the query of the target', () => {
  expect(applyRedirect(table, '/kampanje?x=1')).toBe('/kinoprogram?utm=kampanje&x=1');
});

test('an external target is returned as written', () => {
  expect(applyRedirect(table, '/ekstern')).toBe('https://billett.example.no/118');
});

test('chains are followed to the end', () => {
  expect(applyRedirect(table, '/gammel-side?a=1')).toBe('/kulturprogram?a=1');
});

test('a chain of five redirects is followed, a sixth is an error', () => {
  const chain = (length: number) => new Map(Array.from({ length }, (_, i) => [`/${i}`, `/${i + 1}`] as const));
  expect(applyRedirect(chain(MAX_REDIRECT_HOPS), '/0')).toBe(`/${MAX_REDIRECT_HOPS}`);
  expect(() => applyRedirect(chain(MAX_REDIRECT_HOPS + 1), '/0')).toThrow(RedirectChainError);
});

test('a loop is an error naming the chain', () => {
  const loop = new Map([
    ['/a', '/b'],
    ['/b', '/c'],
    ['/c', '/a'],
  ]);
  expect(() => applyRedirect(loop, '/a')).toThrow('Redirect loop: /a → /b → /c → /a');
  expect(() => applyRedirect(new Map([['/a', '/a?x=1']]), '/a')).toThrow(RedirectChainError);
});

test('a path splits into pathname, query and hash', () => {
  expect(splitPath('/a?b=1#c?d')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c?d' });
  expect(splitPath('/a#c')).toEqual({ pathname: '/a', search: '', hash: '#c' });
});

test('a link to an old path is written as where the redirect leads, its query and hash kept', () => {
  const link = linkHref(table);
  expect(link('/Kulturprogram')).toBe('/kulturprogram');
  expect(link('/Kulturprogram?fra=meny#konserter')).toBe('/kulturprogram?fra=meny#konserter');
  expect(link('/gammel-side')).toBe('/kulturprogram');
  expect(link('/billett')).toBe('/dune#tickets');
  expect(link('/ekstern')).toBe('https://billett.example.no/118');
});

test('a link reaches an old path as a host looks it up: percent-decoded, without a trailing slash', () => {
  const link = linkHref(new Map([...table, ['/blå-time', '/kinoprogram']]));
  expect(link('/bl%C3%A5-time')).toBe('/kinoprogram');
  expect(link('/blå-time/')).toBe('/kinoprogram');
  expect(link('/Kulturprogram/?side=2')).toBe('/kulturprogram?side=2');
  expect(redirectedFromPath(table, '/Kulturprogram//')).toBe('/Kulturprogram');
});

test('every other link is written as it is', () => {
  const link = linkHref(table);
  for (const href of [
    '/kulturprogram',
    '/KULTURPROGRAM',
    '/',
    '#tickets',
    '//Kulturprogram',
    'https://example.no/Kulturprogram',
    'mailto:post@example.no',
    '/bad%E0',
  ])
    expect(link(href)).toBe(href);
  expect(linkHref(new Map())).toBe(hrefAsWritten);
});
