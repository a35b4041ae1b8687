import { z } from 'zod';

/**
 * The ticketing provider's deployment settings, read once at start from the environment and
 * checked with zod: a bad value stops the process naming the variable (as the partner API's
 * config.ts does).
 */

export interface ProviderLimits {
  /** Failed logins of one account from one client before it answers 429. */
  loginFailuresPerAccountAndClient: number;
  /** Failed logins from one client address, whatever the account, before it answers 429. */
  loginFailuresPerClient: number;
  /** Purchase attempts (the checkout's form) from one client address before it answers 429. */
  purchasesPerClient: number;
  /** A count is forgotten after this long without a new attempt. */
  windowSeconds: number;
  /** The wait once a count is reached; it doubles with each attempt after the wait. */
  firstWaitSeconds: number;
  /** The longest wait a 429 asks for. */
  maxWaitSeconds: number;
}

export interface TicketingProviderSettings {
  /** The most tickets one order may hold. */
  perOrderLimit: number;
  limits: ProviderLimits;
  /**
   * The checkout's own public origin (`https://billett.example`): purchases are accepted only
   * from its pages, its session cookie is `__Host-` and `Secure` when it is https, and a member's
   * ticket links to its order page there. Unset: the origin each request was addressed to.
   */
  origin?: string;
}

/** The defaults: a local `npm start` over plain HTTP, limits a person never meets. */
export const DEFAULT_PROVIDER_SETTINGS: TicketingProviderSettings = {
  perOrderLimit: 10,
  limits: {
    loginFailuresPerAccountAndClient: 5,
    loginFailuresPerClient: 30,
    purchasesPerClient: 60,
    windowSeconds: 900,
    firstWaitSeconds: 60,
    maxWaitSeconds: 3600,
  },
};

const count = z
  .string()
  .regex(/^\d{1,7}$/, 'a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1));

const SettingsEnv = z.object({
  TICKETING_PROVIDER_PER_ORDER_LIMIT: count.pipe(z.number().max(100)).optional(),
  TICKETING_PROVIDER_LOGIN_FAILURES_PER_ACCOUNT: count.optional(),
  TICKETING_PROVIDER_LOGIN_FAILURES_PER_CLIENT: count.optional(),
  TICKETING_PROVIDER_PURCHASES_PER_CLIENT: count.optional(),
  TICKETING_PROVIDER_THROTTLE_WINDOW_SECONDS: count.optional(),
  TICKETING_PROVIDER_THROTTLE_FIRST_WAIT_SECONDS: count.optional(),
  TICKETING_PROVIDER_THROTTLE_MAX_WAIT_SECONDS: count.optional(),
  TICKETING_PROVIDER_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), 'an origin: scheme, host and port only')
    .transform((url) => new URL(url).origin)
    .optional(),
});

const SETTING_NAMES = new Set(Object.keys(SettingsEnv.shape));

/** The settings of an environment (unset variables keep the defaults); throws naming each bad variable. */
export function readProviderSettings(env: Readonly<Record<string, string | undefined>>): TicketingProviderSettings {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => SETTING_NAMES.has(name) && value !== undefined && value !== ''),
  );
  const parsed = SettingsEnv.safeParse(picked);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid ticketing provider configuration: ${problems}`);
  }
  const e = parsed.data;
  const d = DEFAULT_PROVIDER_SETTINGS;
  return {
    perOrderLimit: e.TICKETING_PROVIDER_PER_ORDER_LIMIT ?? d.perOrderLimit,
    limits: {
      loginFailuresPerAccountAndClient:
        e.TICKETING_PROVIDER_LOGIN_FAILURES_PER_ACCOUNT ?? d.limits.loginFailuresPerAccountAndClient,
      loginFailuresPerClient: e.TICKETING_PROVIDER_LOGIN_FAILURES_PER_CLIENT ?? d.limits.loginFailuresPerClient,
      purchasesPerClient: e.TICKETING_PROVIDER_PURCHASES_PER_CLIENT ?? d.limits.purchasesPerClient,
      windowSeconds: e.TICKETING_PROVIDER_THROTTLE_WINDOW_SECONDS ?? d.limits.windowSeconds,
      firstWaitSeconds: e.TICKETING_PROVIDER_THROTTLE_FIRST_WAIT_SECONDS ?? d.limits.firstWaitSeconds,
      maxWaitSeconds: e.TICKETING_PROVIDER_THROTTLE_MAX_WAIT_SECONDS ?? d.limits.maxWaitSeconds,
    },
    ...(e.TICKETING_PROVIDER_ORIGIN === undefined ? {} : { origin: e.TICKETING_PROVIDER_ORIGIN }),
  };
}
