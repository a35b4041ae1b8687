/**
 * The response headers of the browser policy that a `<meta>` cannot carry (decision 44):
 * every response of the site gets them, from `npm run serve`, the `_headers` file the build
 * writes for a CDN, and the nginx config in docs/deploy.md. The page's own script, style, image
 * and connect rules are in each page's `<meta http-equiv="Content-Security-Policy">`
 * (scripts/post-build/content-security-policy.ts): two policies, and the browser applies both.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // `frame-ancestors` is ignored in a meta policy: no site may frame the login form.
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Ignored over plain HTTP (a local `npm run serve`); binding once the site is on HTTPS.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
