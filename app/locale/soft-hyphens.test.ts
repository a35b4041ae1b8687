import { expect, test } from 'vitest';
import { hyphenationPoints, withSoftHyphens } from './soft-hyphens.ts';

const shown = (text: string) => withSoftHyphens(text).replaceAll('\u00AD', '-');

test('a long Bokmål word may break at its syllables, after the s that joins a compound', () => {
  expect(shown('Tilgjengelighetserklæring')).toBe('Tilgjen-ge-lig-hets-er-klæ-ring');
  expect(shown('Fredagsforestillingen')).toBe('Fredags-fo-re-stil-lingen');
  expect(shown('informasjonskapsler')).toBe('infor-ma-sjons-kapsler');
});

test('short words, and words of other characters, are left whole', () => {
  expect(withSoftHyphens('Kjøp billett til Mørketid')).toBe('Kjøp billett til Mørketid');
  expect(hyphenationPoints('Pinnsvinet')).toEqual([]);
  expect(withSoftHyphens('https://example.no')).toBe('https://example.no');
});

test('the text reads the same with the hyphens taken out', () => {
  const text = 'Tilgjengelighetserklæring for Fjordheim kino- og kulturhus';
  expect(withSoftHyphens(text).replaceAll('\u00AD', '')).toBe(text);
});
