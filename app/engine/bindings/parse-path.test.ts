import { expect, test } from 'vitest';
import { BindingSyntaxError, createPathParser, parsePath, printPath } from './parse-path.ts';

test('@ alone is the whole value', () => {
  expect(parsePath('@').segments).toEqual([]);
});

test('a dotted path is a list of properties', () => {
  expect(parsePath('@production.parentSlug').segments).toEqual([
    { kind: 'property', name: 'production' },
    { kind: 'property', name: 'parentSlug' },
  ]);
});

test('a filter names the key and the value to match', () => {
  expect(parsePath('@assets[type=first_poster].url').segments).toEqual([
    { kind: 'property', name: 'assets' },
    { kind: 'filter', key: 'type', value: 'first_poster' },
    { kind: 'property', name: 'url' },
  ]);
});

test('an index selects an item by position', () => {
  expect(parsePath('@ticketSales[0].available').segments).toEqual([
    { kind: 'property', name: 'ticketSales' },
    { kind: 'index', index: 0 },
    { kind: 'property', name: 'available' },
  ]);
});

test('the same path without @ parses to the same segments', () => {
  expect(parsePath('production.parentSlug').segments).toEqual(parsePath('@production.parentSlug').segments);
});

test('a path may start with a bracket to index the whole value', () => {
  expect(parsePath('@[1].title').segments).toEqual([
    { kind: 'index', index: 1 },
    { kind: 'property', name: 'title' },
  ]);
});

test('a quoted filter value may hold a closing bracket and escaped quotes', () => {
  expect(parsePath('@items[label="a]b \\"c\\""]').segments).toEqual([
    { kind: 'property', name: 'items' },
    { kind: 'filter', key: 'label', value: 'a]b "c"' },
  ]);
});

test('an unquoted filter value is taken literally up to the closing bracket', () => {
  expect(parsePath('@properties[property=first night].value').segments[1]).toEqual({
    kind: 'filter',
    key: 'property',
    value: 'first night',
  });
});

test.each([
  ['', 0],
  ['@.title', 1],
  ['@title.', 7],
  ['@a..b', 3],
  ['@assets[type=poster', 19],
  ['@assets[type]', 12],
  ['@assets[]', 8],
  ['@ticketSales[0', 14],
  ['@title x', 6],
  ['@1abc', 1],
  ['@a[k="unterminated]', 19],
])('%j is a syntax error at position %i', (text, position) => {
  const error = (() => {
    try {
      parsePath(text);
    } catch (caught) {
      return caught;
    }
    return undefined;
  })();
  expect(error).toBeInstanceOf(BindingSyntaxError);
  expect(error).toMatchObject({ text, position });
  expect((error as Error).message).toContain(JSON.stringify(text));
});

test('an index beyond the safe integers is a syntax error', () => {
  expect(() => parsePath('@a[99999999999999999999]')).toThrow(BindingSyntaxError);
});

test('printing gives back a path that parses to the same segments', () => {
  const text = '@assets[type=first_poster].url';
  expect(printPath(parsePath(text).segments)).toBe(text);
  expect(printPath([{ kind: 'filter', key: 'k', value: '"x]' }])).toBe('@[k="\\"x]"]');
});

test('a path parser parses each distinct text once', () => {
  const parse = createPathParser();
  expect(parse('@title')).toBe(parse('@title'));
  expect(parse('@title')).not.toBe(parse('@summary'));
});
