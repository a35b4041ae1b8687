import { expect, test } from 'vitest';
import { createPolicyGuess } from './policy-guess.ts';
import type { BuiltPage } from './render-worker.ts';

const sources = {
  imageHost: 'https://images.example',
  partnerApis: ['https://api.example'],
  runtimeApi: 'https://runtime.example',
  ticketingHost: '',
};
const page = (path: string, origins: string[], kept = false): BuiltPage => ({
  path,
  digest: null,
  origins,
  reads: null,
  kept,
});

test('the guess grows with the origins the pages use; each file is filed under the site part it was written with', () => {
  const guess = createPolicyGuess(sources, [], ['previous']);
  const first = guess.site();
  guess.add([page('/a', []), page('/b', ['img https://posters.example'])], first);
  const second = guess.site();
  expect(second).not.toEqual(first);
  expect(second.join('; ')).toContain('https://posters.example');
  guess.add([page('/c', []), page('/d', [], true)], second);
  expect(guess.written()).toEqual([
    { site: first, files: new Set(['a/index.html', 'b/index.html']) },
    { site: second, files: new Set(['c/index.html']) },
    // A kept page carries the previous build's policy.
    { site: ['previous'], files: new Set(['d/index.html']) },
  ]);
});

test('origins the content names are in the first guess', () => {
  expect(createPolicyGuess(sources, ['img https://posters.example'], null).site().join('; ')).toContain(
    'https://posters.example',
  );
});
