import { MEMBER_PATHS } from '../member-paths.ts';

// Any origin will do: only whether a value stays on it matters.
const SITE = 'https://site.invalid';

/**
 * Where the login form goes once the member is in: the `?til=` it was given when that is a
 * path on this site, else "Mine billetter". The value is resolved as a browser resolves a link
 * (which reads `\` as `/` and drops tabs and line breaks, so `/\evil.example` is another host),
 * and kept only when it stays on the site's origin; what is kept is the resolved path, query and
 * hash, never the raw text. A control character anywhere refuses it too.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /\p{Cc}/u.test(value)) return MEMBER_PATHS.myTickets;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return MEMBER_PATHS.myTickets;
  }
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : MEMBER_PATHS.myTickets;
}
