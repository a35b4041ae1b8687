import { expect, test } from 'vitest';
import { ContentValidationError } from '../app/content/content-error.ts';
import { describeContentFailure } from './build-errors.ts';

test('each content issue is one line naming file, JSON path and what is wrong', () => {
  const error = new ContentValidationError([
    { file: 'content/productions/dune.json', path: '$.assets[0].url', message: 'expected string, received number' },
    { file: 'content/site.json', path: '$.host', message: 'Invalid URL' },
  ]);
  expect(describeContentFailure(error)).toBe(
    [
      'The content is invalid (2 problems):',
      '  content/productions/dune.json: $.assets[0].url: expected string, received number',
      '  content/site.json: $.host: Invalid URL',
    ].join('\n'),
  );
});

test('another error, such as a route collision, is shown by its message', () => {
  const error = new Error('Route "/kino" is both page "kino" and production "kino"');
  expect(describeContentFailure(error)).toBe(
    'The content could not be loaded:\n  Route "/kino" is both page "kino" and production "kino"',
  );
});

test('a bug in our code is shown with its stack', () => {
  const error = new TypeError('Cannot read properties of undefined');
  expect(describeContentFailure(error)).toContain('at ');
});
