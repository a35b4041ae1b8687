import { expect, test } from 'vitest';
import { commonPasswords, isCommonPassword, MIN_PASSWORD_LENGTH } from './common-passwords.ts';

test('the list holds at least 3 000 common passwords long enough to be chosen', () => {
  const list = commonPasswords();
  expect(list.size).toBeGreaterThanOrEqual(3000);
  expect([...list].filter((password) => [...password].length < MIN_PASSWORD_LENGTH)).toEqual([]);
});

test('the most common ones are on it, whatever their case', () => {
  for (const password of ['password', '12345678', '123456789', 'qwertyuiop', 'iloveyou', 'sunshine', 'Password1'])
    expect(isCommonPassword(password), password).toBe(true);
});

test('a passphrase or a password of any composition is not', () => {
  for (const password of ['kinokveld på fredag', 'blåbærsyltetøy-i-sola', 'et-langt-passord', 'ÆØÅ æøå 🎬 2026'])
    expect(isCommonPassword(password), password).toBe(false);
});
