import { expect, test } from 'vitest';
import { parseRedirectTable, serializeRedirectTable } from './redirect-table-file.ts';

test('the file holds the table as sorted pairs, and reads back as the same table', () => {
  const table = new Map([
    ['/kjede', '/gammel-side'],
    ['/Kulturprogram', '/kulturprogram'],
    ['/billetter', 'https://billett.fjordheim.example/118'],
  ]);
  const text = serializeRedirectTable(table);
  expect(text).toBe(
    '[["/Kulturprogram","/kulturprogram"],["/billetter","https://billett.fjordheim.example/118"],["/kjede","/gammel-side"]]\n',
  );
  expect(new Map(parseRedirectTable(JSON.parse(text)))).toEqual(table);
  expect(serializeRedirectTable(new Map())).toBe('[]\n');
});

test('anything but a list of string pairs is not a table', () => {
  expect(parseRedirectTable([])).toEqual([]);
  expect(parseRedirectTable({ '/a': '/b' })).toBeUndefined();
  expect(parseRedirectTable([['/a']])).toBeUndefined();
  expect(parseRedirectTable([['/a', '/b', '/c']])).toBeUndefined();
  expect(parseRedirectTable([['/a', 3]])).toBeUndefined();
  expect(parseRedirectTable([{ fromPath: '/a', toPath: '/b' }])).toBeUndefined();
  expect(parseRedirectTable(null)).toBeUndefined();
});
