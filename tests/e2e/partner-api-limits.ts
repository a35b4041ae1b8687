/**
 * The throttle limits the browser suite's partner APIs run with (playwright.config.ts), shared
 * with the specs that reach them. Only the per-client limits and the mail limit per address are
 * raised: every spec's logins and sign-ups come from one address, 127.0.0.1. The login limits of
 * an account keep their defaults: member-throttle.spec.ts reaches the one per account and client
 * on an account of its own.
 */
export const E2E_PARTNER_API_LIMITS = {
  PARTNER_API_LOGIN_FAILURES_PER_CLIENT: '1000',
  PARTNER_API_MAIL_REQUESTS_PER_ADDRESS: '100',
  PARTNER_API_MAIL_REQUESTS_PER_CLIENT: '1000',
} as const;
