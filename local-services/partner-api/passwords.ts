import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: Node's default N (2^14), r 8, p 1: about 50 ms per hash on a small machine. */
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<salt>$<key>` (base64url), never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

/** Constant-time comparison of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A new secret for a member token or a session id. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and session ids are stored hashed: a leaked database file holds no live credential. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
