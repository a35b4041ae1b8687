import { z } from 'zod';

/**
 * Every `FOAJE_*` variable the build, the scripts, the local services and the browser suite
 * read: each declared once here, with its format, its default and what it is for (the README's
 * table is checked against this file by scripts/environment.test.ts). Read it with
 * `readEnvironment()` when a program starts, so a bad value stops it naming the variable.
 * CAREFUL: the bottom layer (app/model), so `app/`, `scripts/`, `local-services/` and the configs can
 * all import it; it imports nothing but zod.
 */

/** What the README says of a variable: its default as prose and who reads it. */
export interface VariableDoc {
  /** The default, as the README shows it (`content`, "today in Europe/Oslo"). */
  fallback: string;
  /** Who reads it and what it does. */
  usedBy: string;
}

/** The documentation of each variable, kept in a registry beside its schema. */
export const variableDocs = z.registry<VariableDoc>();

/** A copy of `schema` carrying `doc`: a registry is keyed by instance, and shared schemas serve several variables. */
function documented<S extends z.ZodType>(schema: S, doc: VariableDoc): S {
  const copy = schema.clone();
  variableDocs.add(copy, doc);
  return copy;
}

const HttpUrl = z.url({ protocol: /^https?$/ });
/** A base URL ending in `/`, so endpoint paths can be appended. */
const BaseUrl = HttpUrl.transform((url) => (url.endsWith('/') ? url : `${url}/`));
const Count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

/** Public URLs the browser is given (root payload); never a secret. Defaults: the local services. */
export const PublicServiceVariables = z.object({
  /** Partner ticketing/member API per partner id (§1: ids 118 and 178 each have their own). */
  FOAJE_PARTNER_API_118: documented(z.url().default('http://127.0.0.1:4118/'), {
    fallback: '`http://127.0.0.1:4118/`',
    usedBy: 'build: where the browser finds the partner (member) API of partner 118 (`app/model/public-config.ts`).',
  }),
  FOAJE_PARTNER_API_178: documented(z.url().default('http://127.0.0.1:4178/'), {
    fallback: '`http://127.0.0.1:4178/`',
    usedBy: 'build: the same for partner 178.',
  }),
  /** The runtime API that serves `sites/{site}/basic_events` (live ticket counts, §7.2). */
  FOAJE_RUNTIME_API: documented(z.url().default('http://127.0.0.1:4100/'), {
    fallback: '`http://127.0.0.1:4100/`',
    usedBy: 'build: the runtime API of live ticket counts (§4.3).',
  }),
});

/**
 * No platform URL, or only URLs on this machine: the local services and their development
 * credentials fill in what is unset (`app/content/platform-config.ts`, decision 216).
 */
const PLATFORM = 'platform build';
const LOCAL = "the local services' value while the three platform URLs are unset or on this machine";

/**
 * The platform build's variables (spec §6, §7.3), as a real platform needs them: URLs and the
 * site id required. Auth methods stay text: an unknown one must raise the spec's "API
 * authentication method ({method}) not supported." (app/http). Secrets are plain text here and
 * become `Secret`s in `readPlatformConfig`, which never prints a value.
 */
export const PlatformVariables = z.object({
  /** Base URL of the platform data API (`sites`, `sites/{siteId}/events`). */
  FOAJE_PLATFORM_API_URL: documented(BaseUrl, {
    fallback: 'the local platform API (4110)',
    usedBy: `${PLATFORM}: the platform data API. Off this machine every credential below must be given; on it (\`http://127.0.0.1:<port>/\`) \`npm start\`'s local platform API listens on its port.`,
  }),
  FOAJE_PLATFORM_SITE_ID: documented(z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected a site id'), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: the site id.`,
  }),
  /** §6: public content reads use basic authentication with the site credentials. */
  FOAJE_PLATFORM_AUTH: documented(z.string().default('basic_auth'), {
    fallback: '`basic_auth`',
    usedBy: `${PLATFORM}: the data API's auth method.`,
  }),
  FOAJE_PLATFORM_USERNAME: documented(z.string().default(''), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: basic-auth user, required for \`basic_auth\`.`,
  }),
  FOAJE_PLATFORM_PASSWORD: documented(z.string().min(1).optional(), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: basic-auth password (secret, never printed).`,
  }),
  /** Base URL of the management API (`site/{siteId}/block-data`, `site/{siteId}/article`). */
  FOAJE_MANAGEMENT_API_URL: documented(BaseUrl, {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: the management API; on this machine \`npm start\`'s local one listens on its port.`,
  }),
  /** §6: management data uses an OAuth client-credentials token (`auth0` mode). */
  FOAJE_MANAGEMENT_AUTH: documented(z.string().default('auth0'), {
    fallback: '`auth0`',
    usedBy: `${PLATFORM}: the management API's auth method.`,
  }),
  /** §9: the management `stable` flag. */
  FOAJE_MANAGEMENT_STABLE: documented(z.enum(['0', '1']).default('1'), {
    fallback: '`1`',
    usedBy: `${PLATFORM}: the management \`stable\` flag (§9).`,
  }),
  /** The token cacher's endpoint, `cahedAuth` in the spec's configuration (§7.3). */
  FOAJE_AUTH_URL: documented(HttpUrl, {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: the token cacher (\`cahedAuth\`, §7.3); on this machine (\`http://127.0.0.1:<port>/oauth/token\`) \`npm start\`'s local one listens on its port.`,
  }),
  FOAJE_AUTH_CLIENT_ID: documented(z.string().default(''), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: OAuth client id, required for \`auth0\`.`,
  }),
  FOAJE_AUTH_CLIENT_SECRET: documented(z.string().min(1).optional(), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: OAuth client secret (secret, never printed).`,
  }),
  FOAJE_AUTH_AUDIENCE: documented(z.string().default(''), {
    fallback: LOCAL,
    usedBy: `${PLATFORM}: OAuth audience, required for \`auth0\`.`,
  }),
  /** Per attempt. */
  FOAJE_FETCH_TIMEOUT_MS: documented(
    Count(15_000, 600_000).refine((ms) => ms > 0, 'expected more than 0'),
    {
      fallback: '`15000`',
      usedBy: 'platform build: per-try timeout in ms.',
    },
  ),
  /** Tries after the first for a 5xx, a reset connection or a timeout. */
  FOAJE_FETCH_RETRIES: documented(Count(3, 10), {
    fallback: '`3`',
    usedBy: 'platform build: retries (5xx, resets, timeouts) with backoff, 0–10.',
  }),
});

/** Where the build, the scripts and the local services read and write. */
export const BuildVariables = z.object({
  FOAJE_CONTENT_DIR: documented(z.string().min(1).default('content'), {
    fallback: '`content`',
    usedBy: 'build, content check, local services: the content folder to build from and serve.',
  }),
  FOAJE_TODAY: documented(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected "YYYY-MM-DD"')
      .optional(),
    {
      fallback: 'today in Europe/Oslo',
      usedBy: "build, content check, local services: the build's date, `YYYY-MM-DD`, for a reproducible programme.",
    },
  ),
  FOAJE_OUT_DIR: documented(z.string().min(1).optional(), {
    fallback: '`build` (`build-check` for `check:site`)',
    usedBy: 'build, serve, start, deploy check: where the finished build goes (`<dir>/client` is served).',
  }),
  FOAJE_REACT_ROUTER_OUT_DIR: documented(z.string().min(1).default('build'), {
    fallback: '`build`',
    usedBy: "React Router's output folder; `npm run build` sets it to a temporary folder itself.",
  }),
  FOAJE_SNAPSHOT_FILE: documented(z.string().min(1).optional(), {
    fallback: 'unset',
    usedBy: "set by `npm run build` for React Router's process: the content snapshot it already loaded.",
  }),
  FOAJE_PRERENDER: documented(z.enum(['one-per-route', 'all', 'react-router']).optional(), {
    fallback: 'unset (React Router renders every page)',
    usedBy:
      'set by `npm run build` to `one-per-route`: React Router prerenders one path per route and the render workers do the rest (decision 70); `react-router` (or `all`) makes React Router render every page.',
  }),
  FOAJE_BUILD_WORKERS: documented(z.coerce.number().int().min(1).max(64).optional(), {
    fallback: 'the cores this process may use, at most 8',
    usedBy: 'build: the number of render workers.',
  }),
  FOAJE_CONTENT_SOURCE: documented(z.enum(['file', 'platform']).default('file'), {
    fallback: '`file`',
    usedBy:
      'build: `file` (the content folder) or `platform` (the platform data and management APIs); `npm run build -- --source platform` does the same.',
  }),
  FOAJE_IMAGE_HOST: documented(HttpUrl.transform((url) => url.replace(/\/+$/, '')).optional(), {
    fallback: '`site.imageHost`',
    usedBy: "build: the image CDN's origin; `npm start` and the browser suite use the local image service.",
  }),
  FOAJE_TICKETING_HOST: documented(HttpUrl.transform((url) => url.replace(/\/+$/, '')).optional(), {
    fallback: '`site.ticketing.host`',
    usedBy:
      "build: the ticketing provider's checkout origin, for purchase links and the member's checkout login; `npm start` and the browser suite use the local reference checkout.",
  }),
  FOAJE_SITE_ORIGINS: documented(z.string().min(1).optional(), {
    fallback: 'the local site on `PORT`',
    usedBy:
      'partner APIs and the ticketing provider: comma-separated site origins allowed to call them with credentials.',
  }),
  FOAJE_E2E_PORT: documented(z.coerce.number().int().min(1).max(65_535).default(4173), {
    fallback: '`4173`',
    usedBy: 'browser suite: the port the built site is served on.',
  }),
});

/** How the site keeps itself current: `npm start`'s rebuild loop and `npm run publish` (docs/deploy.md). */
export const PublishVariables = z.object({
  FOAJE_PUBLISH_SECRET: documented(z.string().min(32, 'expected at least 32 characters').optional(), {
    fallback: 'unset (`npm start` makes one for its local platform service)',
    usedBy:
      "start, publish `--listen`: the shared secret a platform's webhook sends to `POST /_publish` as `Authorization: Bearer …` (secret, never printed).",
  }),
  FOAJE_PUBLISH_NOTIFY_URL: documented(HttpUrl.optional(), {
    fallback: 'unset (no notifications)',
    usedBy:
      'start, publish `--listen`: a chat\'s incoming webhook; a failed publish is POSTed to it as `{"text": …}` in Bokmål naming the change and the field, and the next good one once more (secret, never printed).',
  }),
  FOAJE_PREVIEW_SECRET: documented(z.string().min(32, 'expected at least 32 characters').optional(), {
    fallback: 'unset (`npm start` makes one and keeps it in `.cache/preview-secret`)',
    usedBy:
      'start: the secret an editor signs in to the preview of drafts with; whoever lacks it gets 401 (secret, never printed).',
  }),
  FOAJE_PREVIEW_PORT: documented(z.coerce.number().int().min(0).max(65_535).default(3001), {
    fallback: '`3001`',
    usedBy:
      "start: the port of the preview of drafts (its own origin; `0` picks a free one); the platform's draft webhook calls its `POST /_publish`.",
  }),
  FOAJE_DEPLOY_COMMAND: documented(z.string().min(1).optional(), {
    fallback: 'unset',
    usedBy:
      'publish: the shell command that deploys a finished build, given the client folder as `$1` (docs/deploy.md).',
  }),
  FOAJE_CLOCK_START: documented(
    z.iso
      .datetime({ offset: true, message: 'expected an ISO 8601 instant, e.g. "2026-11-28T23:59:30+01:00"' })
      .transform((text) => new Date(text))
      .optional(),
    {
      fallback: "the machine's clock",
      usedBy:
        'start, publish `--listen`: the instant the rebuild loop takes as now when it starts; its clock runs on from there (to see the midnight rebuild without waiting for midnight).',
    },
  ),
});

/** The whole environment: every variable, each optional or defaulted (a platform build checks its own requirements). */
export const FoajeEnv = z.object({
  ...BuildVariables.shape,
  ...PublishVariables.shape,
  ...PublicServiceVariables.shape,
  ...PlatformVariables.partial().shape,
});
export type FoajeEnv = z.output<typeof FoajeEnv>;

/** An environment as `process.env` gives it. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

/**
 * The `FOAJE_*` variables of `source` that are set: an empty value counts as unset, as a shell
 * `FOAJE_TODAY= cmd` or a blank CI field means "not given".
 */
export function foajeVariables(source: EnvSource): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('FOAJE_') && entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * Reads and checks every `FOAJE_*` variable; throws one error naming each bad or unknown
 * variable (never its value: some are secrets). Call it when a program starts.
 */
export function readEnvironment(source: EnvSource = process.env): FoajeEnv {
  const given = foajeVariables(source);
  const known = new Set(Object.keys(FoajeEnv.shape));
  const problems = Object.keys(given)
    .filter((name) => !known.has(name))
    .map((name) => `${name}: unknown variable (known: see README "Environment variables")`);
  const parsed = FoajeEnv.safeParse(given);
  if (!parsed.success)
    problems.unshift(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  if (problems.length > 0 || !parsed.success) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return parsed.data;
}
