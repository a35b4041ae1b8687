import { describe, expect, it } from 'vitest';
import { FieldReader } from './field-reader.ts';

class ShapeError extends Error {}
const read = (value: unknown, where = '') =>
  FieldReader.of((at, problem) => new ShapeError(`${at || '(root)'}: ${problem}`), where, value);

describe('FieldReader', () => {
  it('reads each kind of field an answer may hold', () => {
    const raw = read({
      title: 'Siste ferje',
      none: null,
      n: 2.5,
      count: 3,
      id: 'a1',
      kind: 'film',
      on: true,
      list: [1],
      hashes: ['ab12'],
      ranks: [0, 4],
      edis: 'X1',
    });
    expect(raw.text('title', /^S/)).toBe('Siste ferje');
    expect(raw.textOrNull('none')).toBeNull();
    expect([raw.optionalText('missing'), raw.optionalNumber('none'), raw.optionalBoolean('missing')]).toEqual([
      '',
      0,
      false,
    ]);
    expect([raw.number('n'), raw.optionalNumber('count', true), raw.count('count', 1), raw.id('id')]).toEqual([
      2.5,
      3,
      3,
      'a1',
    ]);
    expect(raw.oneOf('kind', ['film', 'culture'])).toBe('film');
    expect(raw.optionalBoolean('on')).toBe(true);
    expect([raw.list('list'), raw.textList('hashes', /^[a-f0-9]+$/), raw.countList('ranks')]).toEqual([
      [1],
      ['ab12'],
      [0, 4],
    ]);
    expect([raw.textOrTexts('edis'), raw.textOrTexts('missing')]).toEqual([['X1'], []]);
  });

  it('fails with the caller’s error, naming the path of the first wrong field', () => {
    expect(() => read([], 'docs.3')).toThrow(new ShapeError('docs.3: expected an object'));
    expect(() => read({ title: 7 }, 'docs.3').text('title')).toThrow(new ShapeError('docs.3.title: expected text'));
    expect(() => read({ title: 'x' }).text('title', /^\//)).toThrow(new ShapeError('title: expected text like /^\\//'));
    expect(() => read({ count: 2.5 }).optionalNumber('count', true)).toThrow(
      new ShapeError('count: expected a whole number ≥ 0'),
    );
    expect(() => read({ count: 'x' }).optionalNumber('count', true)).toThrow(
      new ShapeError('count: expected a number'),
    );
    expect(() => read({ id: '' }).id('id')).toThrow(new ShapeError('id: expected an id'));
    expect(() => read({ kind: 'opera' }).oneOf('kind', ['film'])).toThrow(new ShapeError('kind: expected one of film'));
    expect(() => read({ ranks: [1, -1] }).countList('ranks')).toThrow(
      new ShapeError('ranks.1: expected a whole number ≥ 0'),
    );
    expect(() => read({ edis: [1] }).textOrTexts('edis')).toThrow(
      new ShapeError('edis: expected text or a list of text'),
    );
  });
});
