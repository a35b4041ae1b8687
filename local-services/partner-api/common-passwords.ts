import { createRequire } from 'node:module';
import { z } from 'zod';

/**
 * The most common passwords, refused at sign-up (OWASP ASVS 5.0 6.2.4; docs/security.md). The
 * list is `passwords.json` of the npm package `@zxcvbn-ts/language-common` (MIT, the zxcvbn-ts
 * project's common-password dictionary, ranked by frequency in leaked password sets, 49 233
 * entries). Only those the password rule lets through matter: the 17 950 of at least
 * {@link MIN_PASSWORD_LENGTH} characters. Compared ignoring case: 'Password1' is guessed as
 * soon as 'password1'. No composition rule goes with it (6.2.5): any characters, any mix.
 */
const COMMON_PASSWORDS_SOURCE = '@zxcvbn-ts/language-common/src/passwords.json';

/** The shortest password a member may choose (6.2.1), the API's and the sign-up form's rule. */
export const MIN_PASSWORD_LENGTH = 8;

/** The longest accepted: a passphrase fits, a megabyte does not reach scrypt. */
export const MAX_PASSWORD_LENGTH = 200;

const PasswordList = z.array(z.string()).min(3000);

const normalise = (password: string) => password.normalize('NFC').toLowerCase();

let list: ReadonlySet<string> | undefined;

/** The list as the API checks it: at least {@link MIN_PASSWORD_LENGTH} characters, lower-cased. Read once. */
export function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    PasswordList.parse(createRequire(import.meta.url)(COMMON_PASSWORDS_SOURCE))
      .filter((password) => [...password].length >= MIN_PASSWORD_LENGTH)
      .map(normalise),
  );
  return list;
}

/** True for a password on the list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalise(password));
}
