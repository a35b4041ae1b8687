import { expect, test } from 'vitest';
import { expectPlainJson, resolveBlock } from '../block-fixtures.test-support.ts';
import { textBlock } from './resolve.ts';

test('an article becomes sanitised HTML', () => {
  const props = resolveBlock(textBlock, { article: 'leiepriser' });
  expect(props.html).toBe('<p>Sal 1 koster <strong>1500 kr</strong>.</p>');
  expect(props.heading).toBeNull();
  expectPlainJson(props);
});

test('the article title is shown as a heading when asked for', () => {
  expect(resolveBlock(textBlock, { article: 'leiepriser', showTitle: true }).heading).toBe('Leiepriser');
});

test('markdown typed into the block is rendered and sanitised', () => {
  expect(resolveBlock(textBlock, { body: 'Hei <img src=x onerror=alert(1)> *alle*' }).html).toBe(
    '<p>Hei  <em>alle</em></p>',
  );
});

test('an unknown article fails the build naming the file', () => {
  expect(() => resolveBlock(textBlock, { article: 'finnes-ikke' })).toThrow('content/articles/finnes-ikke.md');
});

test('a text block needs exactly one of article and body', () => {
  expect(() => resolveBlock(textBlock, {})).toThrow('exactly one');
  expect(() => resolveBlock(textBlock, { article: 'leiepriser', body: 'x' })).toThrow('exactly one');
});
