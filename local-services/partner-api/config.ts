import { z } from 'zod';

/**
 * The partner API's deployment settings, read once at start from the environment and checked
 * with zod: a bad value stops the process naming the variable, instead of a cookie the browser
 * silently drops (`SameSite=None` without `Secure`) or a limit of `NaN`.
 */

/** Limits of the throttle (local-services/partner-api/throttle.ts); each count is per window. */
export interface ThrottleLimits {
  /**
   * Failed logins on one account from one client address before that pair waits (a right
   * password from that client clears them); the waits grow with each attempt after one.
   */
  loginFailuresPerAccountAndClient: number;
  /**
   * Failed logins on one account from all clients together before the account waits for every
   * client that has not given its right password before (NIST SP 800-63B §5.2.2: at most 100).
   */
  loginFailuresPerAccount: number;
  /** Failed login attempts from one client address, on any accounts, before it answers 429. */
  loginFailuresPerClient: number;
  /** Sign-ups and password-reset requests naming one e-mail address. */
  mailRequestsPerAddress: number;
  /** Sign-ups and password-reset requests from one client address. */
  mailRequestsPerClient: number;
  /** A count is forgotten after this long without a new attempt. */
  windowSeconds: number;
  /** The wait once a count is reached; it doubles with each attempt after the wait. */
  firstWaitSeconds: number;
  /** The longest wait a 429 asks for. */
  maxWaitSeconds: number;
}

export interface CookieSettings {
  sameSite: 'Lax' | 'Strict' | 'None';
  secure: boolean;
}

export interface PartnerApiSettings {
  cookie: CookieSettings;
  /** How long a session cookie (and its row) lives. */
  sessionDays: number;
  limits: ThrottleLimits;
  /**
   * Addresses of reverse proxies in front of the API whose `X-Forwarded-For` names the client.
   * Empty (the default): the client is the TCP peer and the header is ignored, since any caller
   * can write it.
   */
  trustedProxies: readonly string[];
}

/** The defaults: a local `npm start` over plain HTTP, limits a person never meets. */
export const DEFAULT_SETTINGS: PartnerApiSettings = {
  cookie: { sameSite: 'Lax', secure: false },
  sessionDays: 30,
  limits: {
    loginFailuresPerAccountAndClient: 5,
    loginFailuresPerAccount: 100,
    loginFailuresPerClient: 30,
    mailRequestsPerAddress: 3,
    mailRequestsPerClient: 30,
    windowSeconds: 900,
    firstWaitSeconds: 60,
    maxWaitSeconds: 3600,
  },
  trustedProxies: [],
};

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const count = z
  .string()
  .regex(/^\d{1,7}$/, 'a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1));

const SettingsEnv = z
  .object({
    PARTNER_API_COOKIE_SAMESITE: z.enum(['Lax', 'Strict', 'None']).optional(),
    PARTNER_API_COOKIE_SECURE: flag.optional(),
    PARTNER_API_SESSION_DAYS: count.optional(),
    PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT: count.optional(),
    PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT: count.optional(),
    PARTNER_API_LOGIN_FAILURES_PER_CLIENT: count.optional(),
    PARTNER_API_MAIL_REQUESTS_PER_ADDRESS: count.optional(),
    PARTNER_API_MAIL_REQUESTS_PER_CLIENT: count.optional(),
    PARTNER_API_THROTTLE_WINDOW_SECONDS: count.optional(),
    PARTNER_API_THROTTLE_FIRST_WAIT_SECONDS: count.optional(),
    PARTNER_API_THROTTLE_MAX_WAIT_SECONDS: count.optional(),
    PARTNER_API_TRUSTED_PROXIES: z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], 'expected IP addresses, comma-separated')))
      .optional(),
  })
  .superRefine((env, context) => {
    // Browsers drop a `SameSite=None` cookie that is not `Secure`: the member could never log in.
    if (env.PARTNER_API_COOKIE_SAMESITE === 'None' && env.PARTNER_API_COOKIE_SECURE !== true) {
      context.addIssue({
        code: 'custom',
        path: ['PARTNER_API_COOKIE_SECURE'],
        message: 'must be true when PARTNER_API_COOKIE_SAMESITE is None',
      });
    }
  });

/** The settings of an environment (unset variables keep the defaults); throws naming each bad variable. */
export function readPartnerApiSettings(env: Readonly<Record<string, string | undefined>>): PartnerApiSettings {
  const picked = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) => name.startsWith('PARTNER_API_') && value !== undefined && value !== '',
    ),
  );
  const parsed = SettingsEnv.safeParse(picked);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid partner API configuration: ${problems}`);
  }
  const e = parsed.data;
  const d = DEFAULT_SETTINGS;
  return {
    cookie: {
      sameSite: e.PARTNER_API_COOKIE_SAMESITE ?? d.cookie.sameSite,
      secure: e.PARTNER_API_COOKIE_SECURE ?? d.cookie.secure,
    },
    sessionDays: e.PARTNER_API_SESSION_DAYS ?? d.sessionDays,
    limits: {
      loginFailuresPerAccountAndClient:
        e.PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT ?? d.limits.loginFailuresPerAccountAndClient,
      loginFailuresPerAccount: e.PARTNER_API_LOGIN_FAILURES_PER_ACCOUNT ?? d.limits.loginFailuresPerAccount,
      loginFailuresPerClient: e.PARTNER_API_LOGIN_FAILURES_PER_CLIENT ?? d.limits.loginFailuresPerClient,
      mailRequestsPerAddress: e.PARTNER_API_MAIL_REQUESTS_PER_ADDRESS ?? d.limits.mailRequestsPerAddress,
      mailRequestsPerClient: e.PARTNER_API_MAIL_REQUESTS_PER_CLIENT ?? d.limits.mailRequestsPerClient,
      windowSeconds: e.PARTNER_API_THROTTLE_WINDOW_SECONDS ?? d.limits.windowSeconds,
      firstWaitSeconds: e.PARTNER_API_THROTTLE_FIRST_WAIT_SECONDS ?? d.limits.firstWaitSeconds,
      maxWaitSeconds: e.PARTNER_API_THROTTLE_MAX_WAIT_SECONDS ?? d.limits.maxWaitSeconds,
    },
    trustedProxies: e.PARTNER_API_TRUSTED_PROXIES ?? d.trustedProxies,
  };
}
