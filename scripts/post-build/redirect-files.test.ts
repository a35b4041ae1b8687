import { expect, test } from 'vitest';
import { parseRedirects } from '../static-server/http-rules.ts';
import { buildNginxRedirectMap, buildRedirectsFile, buildRedirectsJson } from './redirect-files.ts';

const table = new Map([
  ['/Kulturprogram', '/kulturprogram'],
  ['/billetter', 'https://billett.example.no/118?kanal=web'],
  ['/gamle-forsiden', '/'],
]);

test('_redirects.json holds the table sorted by fromPath, and the server reads it back', () => {
  const json = buildRedirectsJson(table);
  expect(JSON.parse(json)).toEqual([
    { fromPath: '/Kulturprogram', toPath: '/kulturprogram' },
    { fromPath: '/billetter', toPath: 'https://billett.example.no/118?kanal=web' },
    { fromPath: '/gamle-forsiden', toPath: '/' },
  ]);
  expect(parseRedirects(json)).toEqual(table);
});

test('_redirects has a 301 line per redirect and one for the payload of a site-path target', () => {
  const lines = buildRedirectsFile(table)
    .trimEnd()
    .split('\n')
    .filter((line) => !line.startsWith('#'));
  expect(lines).toEqual([
    '/Kulturprogram /kulturprogram 301',
    '/Kulturprogram.data /kulturprogram.data 301',
    '/billetter https://billett.example.no/118?kanal=web 301',
    '/gamle-forsiden / 301',
    '/gamle-forsiden.data /_.data 301',
  ]);
});

test('_redirects percent-encodes spaces and Norwegian letters in paths', () => {
  expect(buildRedirectsFile(new Map([['/om oss', '/blåbær']]))).toContain('/om%20oss /bl%C3%A5b%C3%A6r 301');
});

test('the nginx map matches each fromPath exactly and case-sensitively', () => {
  const conf = buildNginxRedirectMap(
    new Map([
      ['/Kulturprogram', '/kulturprogram'],
      ['/a.b(c)', '/d'],
    ]),
  );
  expect(conf).toContain('map $uri $foaje_redirect {');
  expect(conf).toContain('    "~^/Kulturprogram$" "/kulturprogram";');
  expect(conf).toContain('    "~^/Kulturprogram\\.data$" "/kulturprogram.data";');
  expect(conf).toContain('    "~^/a\\.b\\(c\\)$" "/d";');
  const source = /"(~\^[^"]*)"/.exec(conf.split('\n').find((l) => l.includes('Kulturprogram$')) ?? '')?.[1] ?? '';
  const regex = new RegExp(source.slice(1));
  expect(regex.test('/Kulturprogram')).toBe(true);
  expect(regex.test('/kulturprogram')).toBe(false);
});

test('an nginx redirect target cannot start a variable or end its string', () => {
  expect(buildNginxRedirectMap(new Map([['/a', '/b$c"d']]))).toContain('"/b%24c%22d";');
});
