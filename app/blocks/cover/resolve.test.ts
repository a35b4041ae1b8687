import { expect, test } from 'vitest';
import { bindOne, expectPlainJson, fjellet, resolveBlock } from '../block-fixtures.test-support.ts';
import { coverBlock } from './resolve.ts';

const bound = { title: bindOne(fjellet, '@title'), image: bindOne(fjellet, '@assets[type=first_image]') };

test('the cover shows the film still, cropped at the slide size around its focal point', () => {
  const props = resolveBlock(coverBlock, {}, bound);
  expect(props.image?.src).toBe(
    'https://img.example.no/images/fjellet-still.jpg?w=1920&h=750&fit=crop&crop=faces,top&auto=compress&fp-x=0.5&fp-y=0.3',
  );
  expect(props.image?.alt).toBe('');
  expect(props.title).toBe('Fjellet');
  expectPlainJson(props);
});

test('with showTitle false the cover leaves the heading to the title block', () => {
  expect(resolveBlock(coverBlock, { showTitle: false }, bound).title).toBeNull();
});

test('a production without a still gets a cover without image', () => {
  expect(resolveBlock(coverBlock, {}, { title: 'Jazz', image: undefined }).image).toBeNull();
});

test('a misspelt field in the cover data is refused', () => {
  expect(() => resolveBlock(coverBlock, { showTitel: false }, bound)).toThrow();
});
