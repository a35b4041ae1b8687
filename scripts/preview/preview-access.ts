/**
 * Who may see the preview of drafts (decision 198): whoever signs in with the preview secret
 * gets a cookie on the preview's origin holding a keyed digest of the secret (never the secret
 * itself); every other request is answered 401 with the sign-in form and nothing of the drafts.
 * Pure but for the digest.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_COOKIE = 'foaje_preview';
/** The sign-in form posts here; the path is the preview server's own, no page of the site has it. */
export const SIGN_IN_PATH = '/_forhandsvisning/logg-inn';
/** An editor's working day: signed in once in the morning, still in at the end of it. */
const COOKIE_MAX_AGE_S = 12 * 3600;

/** What the cookie holds: the secret's digest under a fixed label, so it proves the secret without carrying it. */
export function accessToken(secret: string): string {
  return createHmac('sha256', secret).update('foaje-preview-access-v1').digest('base64url');
}

function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether `given` is the secret, compared in constant time. */
export function isPreviewSecret(given: string, secret: string): boolean {
  return sameText(given, secret) && given !== '';
}

/** The value of one cookie of a `Cookie` header. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether the request's cookies hold the preview's access. */
export function hasPreviewAccess(cookieHeader: string | undefined, secret: string): boolean {
  const given = cookieOf(cookieHeader, PREVIEW_COOKIE);
  return given !== undefined && sameText(given, accessToken(secret));
}

/**
 * The `Set-Cookie` of a sign-in: unreadable by scripts, sent by no other site's request, `Secure`
 * when the preview is served over HTTPS.
 */
export function accessCookie(secret: string, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${accessToken(secret)}; Path=/; Max-Age=${String(COOKIE_MAX_AGE_S)}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Where to go after signing in: a path of the preview itself, else its front page (no open redirect). */
export function pathAfterSignIn(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return '/';
  return next;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** The sign-in page every request without access gets (with 401), in Bokmål. */
export function signInPage(options: { next: string; wrong?: boolean; waitSeconds?: number }): string {
  const message =
    options.waitSeconds !== undefined
      ? `<p role="alert">For mange feil forsøk. Prøv igjen om ${String(Math.ceil(options.waitSeconds / 60))} min.</p>`
      : options.wrong === true
        ? '<p role="alert">Feil nøkkel. Prøv igjen.</p>'
        : '';
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Forhåndsvisning – logg inn</title>
<style>
body { font: 1.125rem/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #1b1b1f; color: #f5f5f5; }
main { max-width: 26rem; margin: 0 auto; }
label { display: block; margin: 1.5rem 0 0.5rem; font-weight: 600; }
input { box-sizing: border-box; width: 100%; min-height: 3rem; padding: 0 0.75rem; font: inherit; border-radius: 0.375rem; border: 2px solid #8a8a94; }
button { margin-top: 1rem; min-height: 3rem; padding: 0 1.5rem; font: inherit; font-weight: 600; border: 0; border-radius: 0.375rem; background: #ffd166; color: #1b1b1f; cursor: pointer; }
:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
[role="alert"] { color: #ffb4a8; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>Forhåndsvisning</h1>
<p>Her ser du nettstedet med utkastene som ennå ikke er publisert. Skriv inn nøkkelen for forhåndsvisning.</p>
${message}<form method="post" action="${SIGN_IN_PATH}">
<input type="hidden" name="next" value="${escapeHtml(options.next)}">
<label for="secret">Nøkkel</label>
<input id="secret" name="secret" type="password" autocomplete="current-password" required>
<button type="submit">Logg inn</button>
</form>
</main>
</body>
</html>
`;
}
