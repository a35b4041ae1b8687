import { createHmac, randomUUID } from 'node:crypto';
import { sameText } from '../platform-api/credentials.ts';

/** The claims the local services put in and check: who, for which API, until when. */
export interface TokenClaims {
  /** The client id (`sub` of a client-credentials token). */
  sub: string;
  aud: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
  /** Unique per token, so one can be revoked. */
  jti: string;
}

/**
 * The signing key the token cacher and the management API share, as an identity provider and
 * an API would. Local development only; tests pass their own.
 */
export const LOCAL_SIGNING_KEY = 'foaje-lokal-signeringsnokkel';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, key: string): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** A JWT (HS256) for `claims`; `jti` is generated. */
export function signToken(claims: Omit<TokenClaims, 'jti'>, key: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomUUID() })).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, key)}`;
}

/** The claims of a token signed with `key`, or why it is refused. Expiry is checked against `nowSeconds`. */
export function verifyToken(
  token: string,
  key: string,
  nowSeconds: number,
): { ok: true; claims: TokenClaims } | { ok: false; reason: string } {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0)
    return { ok: false, reason: 'malformed token' };
  if (!sameText(signature, sign(`${header}.${payload}`, key))) return { ok: false, reason: 'bad signature' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'token expired' };
  return { ok: true, claims };
}
