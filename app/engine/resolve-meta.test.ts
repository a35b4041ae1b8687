import { expect, test } from 'vitest';
import { createPathParser } from './bindings/parse-path.ts';
import { canonicalUrl, formatMetaValue, interpolateMeta, resolveMeta } from './resolve-meta.ts';
import type { SourceValue } from './sources.ts';
import { dune, filmPage, flow, makePage, makeSnapshot } from './snapshot-fixtures.test-support.ts';

const parse = createPathParser();
const { site } = makeSnapshot();
const single = (value: unknown): SourceValue => ({ collection: false, value });

test('placeholders are filled from the subject and the rest of the text is kept', () => {
  expect(interpolateMeta('{@title} | Fjordheim kino', single(dune), parse)).toBe('Dune: Del to | Fjordheim kino');
  expect(interpolateMeta('Premiere {@properties[property=first_night].value}', single(dune), parse)).toBe(
    'Premiere 2026-02-27',
  );
});

test('a list joins with a comma and a space', () => {
  expect(interpolateMeta('{@features.name}', single(dune), parse)).toBe('Norsk tekst, 2D');
});

test('a collection subject gives one value per item', () => {
  expect(interpolateMeta('Filmer: {@title}', { collection: true, items: [dune, flow] }, parse)).toBe(
    'Filmer: Dune: Del to, Flow',
  );
});

test('missing data and a missing subject give empty text', () => {
  expect(interpolateMeta('{@contents[0].summary}', single(dune), parse)).toBe('');
  expect(interpolateMeta('{@title} | Fjordheim', undefined, parse)).toBe(' | Fjordheim');
  expect(interpolateMeta('{@title}', single(undefined), parse)).toBe('');
});

test('text without placeholders, and braces without @, stay as written', () => {
  expect(interpolateMeta('Fjordheim | Forside', single(dune), parse)).toBe('Fjordheim | Forside');
  expect(interpolateMeta('{title}', single(dune), parse)).toBe('{title}');
});

test('values become text: numbers and booleans printed, objects and null empty', () => {
  expect(formatMetaValue(12)).toBe('12');
  expect(formatMetaValue(false)).toBe('false');
  expect(formatMetaValue(null)).toBe('');
  expect(formatMetaValue({ name: '2D' })).toBe('');
  expect(formatMetaValue(['a', undefined, '', ['b', 3]])).toBe('a, b, 3');
});

test('the canonical URL is the site host plus the path', () => {
  expect(canonicalUrl(site, '/')).toBe('https://www.fjordheim.no/');
  expect(canonicalUrl(site, '/kinoprogram')).toBe('https://www.fjordheim.no/kinoprogram');
});

test('page meta reads the first single source by default', () => {
  const sources = new Map<string, SourceValue>([
    ['events', { collection: true, items: [] }],
    ['production', single(dune)],
  ]);
  expect(resolveMeta({ page: filmPage, path: '/dune-del-to-dxm-1234', noindex: false, site, sources, parse })).toEqual({
    title: 'Dune: Del to | Fjordheim kino',
    description: '',
    keywords: 'Norsk tekst, 2D',
    // The share image goes through the image CDN at 1920x1080 (spec §7.4, §9).
    image: 'https://www.fjordheim.no/img/dune-still.jpg?w=1920&h=1080&auto=compress',
    facebookVerificationCode: '',
    canonical: 'https://www.fjordheim.no/dune-del-to-dxm-1234',
    noindex: false,
  });
});

test('page meta reads the source it names, which may be a path into a source', () => {
  const page = makePage({
    id: 'p',
    path: '/p',
    sources: [{ name: 'production', model: 'production', collection: false, filter: [] }],
    meta: { nb: { source: 'production.features', title: 'Med {@name}', keywords: '{@}' } },
  });
  const sources = new Map<string, SourceValue>([['production', single(dune)]]);
  const meta = resolveMeta({ page, path: '/p', noindex: true, site, sources, parse });
  expect(meta).toMatchObject({ title: 'Med Norsk tekst, 2D', keywords: '', noindex: true });
});

test('a page without meta for the default locale is an error', () => {
  const page = makePage({ id: 'engelsk', path: '/en', meta: { en: { title: 'English' } } });
  expect(() => resolveMeta({ page, path: '/en', noindex: false, site, sources: new Map(), parse })).toThrow(
    'Page "engelsk" has no meta for the locale "nb"',
  );
});
