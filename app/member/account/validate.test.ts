import { expect, test } from 'vitest';
import { validateForgotPassword, validateLogin, validateSignUp } from './validate.ts';

test('a complete login form has no errors', () => {
  expect(validateLogin({ email: 'kari@example.no', password: 'x' })).toEqual({});
});

test('empty and malformed fields get Bokmål messages', () => {
  expect(validateLogin({ email: '', password: '' })).toEqual({
    email: 'Skriv inn e-postadressen din.',
    password: 'Skriv inn passordet ditt.',
  });
  expect(validateForgotPassword({ email: 'kari' }).email).toMatch(/gyldig e-postadresse/);
});

test('sign-up needs a name and a password of 8 characters', () => {
  expect(validateSignUp({ userName: ' ', email: 'a@b.no', password: 'kort' })).toEqual({
    userName: 'Skriv inn navnet ditt.',
    password: 'Passordet må ha minst 8 tegn.',
  });
  expect(validateSignUp({ userName: 'Ingrid', email: 'a@b.no', password: 'lang-nok' })).toEqual({});
});
