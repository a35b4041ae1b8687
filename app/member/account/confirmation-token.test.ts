import { expect, test } from 'vitest';
import { confirmationToken } from './confirmation-token.ts';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ_-01234';

test('the token is read from the fragment of the mail’s link', () => {
  expect(confirmationToken(`#token=${TOKEN}`)).toBe(TOKEN);
  expect(confirmationToken(`token=${TOKEN}`)).toBe(TOKEN);
});

test('a missing, cut or altered token is none', () => {
  expect(confirmationToken('')).toBeNull();
  expect(confirmationToken('#token=')).toBeNull();
  expect(confirmationToken(`#token=${TOKEN.slice(1)}`)).toBeNull();
  expect(confirmationToken(`#token=${TOKEN.slice(1)}%20`)).toBeNull();
  expect(confirmationToken(`#t=${TOKEN}`)).toBeNull();
});
