import { expect, test } from 'vitest';
import { expectPlainJson, resolveBlock } from '../block-fixtures.test-support.ts';
import { newsSubscribeBlock } from './resolve.ts';

const action = 'https://nyhetsbrev.example.no/subscribe';

test('the form posts a labelled e-mail field to the newsletter service', () => {
  const props = resolveBlock(newsSubscribeBlock, {
    action,
    text: 'Få **kinodagen** i innboksen.',
    hiddenFields: [{ name: 'list', value: 'kinodagen' }],
  });
  expect(props).toEqual({
    title: 'Nyhetsbrev',
    textHtml: '<p>Få <strong>kinodagen</strong> i innboksen.</p>',
    action,
    emailField: 'email',
    emailLabel: 'E-postadresse',
    buttonLabel: 'Meld meg på',
    hiddenFields: [{ name: 'list', value: 'kinodagen' }],
  });
  expectPlainJson(props);
});

test('a form without an https target is refused', () => {
  expect(() => resolveBlock(newsSubscribeBlock, {})).toThrow();
  expect(() => resolveBlock(newsSubscribeBlock, { action: 'http://nyhetsbrev.example.no/subscribe' })).toThrow();
  expect(() => resolveBlock(newsSubscribeBlock, { action: 'javascript:alert(1)' })).toThrow();
});
