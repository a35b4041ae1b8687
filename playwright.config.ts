import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { readEnvironment } from './app/model/environment.ts';
import { localPortOf } from './local-services/local-port.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { E2E_PARTNER_API_LIMITS } from './tests/e2e/partner-api-limits.ts';
import { scaleVenuePort } from './tests/e2e/scale-venue.ts';

const env = readEnvironment();

// Override with FOAJE_E2E_PORT when two suites run side by side (e.g. two work trees).
const PORT = env.FOAJE_E2E_PORT;
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The project's Node 24 (the `node` package), which runs .ts files; Playwright itself may have
// been started by an older system Node.
const LOCAL_NODE = join(import.meta.dirname, 'node_modules/.bin/node');
const NODE = existsSync(LOCAL_NODE) ? LOCAL_NODE : process.execPath;

// Images: when the build points them at a local image service (FOAJE_IMAGE_HOST, as
// `npm run test:e2e` does), run that service on the URL's port beside the site.
const IMAGE_HOST = env.FOAJE_IMAGE_HOST ?? '';
const localImagePort = localPortOf(IMAGE_HOST)?.toString();

// Live ticket counts: the runtime API on the port of the build's FOAJE_RUNTIME_API (default
// 4100, the build's default too), so the pages under test reach it as a visitor's would. Its
// counts are the ticketing provider's seat store, one file per run that the provider makes anew.
const RUNTIME_API = env.FOAJE_RUNTIME_API;
const runtimeApiPort = localPortOf(RUNTIME_API)?.toString();
const SEAT_STORE = join(tmpdir(), `foaje-e2e-provider-${String(PORT)}.sqlite`);

// The member area: one partner API per partner id, on the ports of the build's
// FOAJE_PARTNER_API_118/178 (defaults 4118/4178), allowing the site's origin (CORS). The
// database is durable (decision 42), so each run starts from a fresh seed in a file of its own,
// with throttle limits the suite's own logins from one address never reach.
const partnerApis = (['118', '178'] as const).flatMap((id) => {
  const url = env[`FOAJE_PARTNER_API_${id}`];
  const port = localPortOf(url)?.toString();
  return port === undefined ? [] : [{ id, port }];
});
const partnerDbFile = (id: string, port: string) => join(tmpdir(), `foaje-e2e-partner-${id}-${port}.sqlite`);

// The checkout: the local ticketing provider on the port of the build's FOAJE_TICKETING_HOST
// (`npm run test:e2e` sets http://127.0.0.1:4300). It writes a member's purchase into the partner
// APIs' files, so it starts after them (the web servers start in this list's order, each once the
// one before answers), and before the runtime API, which reads its seat store.
const ticketingProviderPort = localPortOf(env.FOAJE_TICKETING_HOST)?.toString();

export default defineConfig({
  testDir: 'tests/e2e',
  workers: 2,
  fullyParallel: true,
  forbidOnly: process.env['CI'] !== undefined,
  retries: 0,
  reporter: process.env['CI'] !== undefined ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
  // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
  // with it went past 30 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // A failed test's trace keeps each action's DOM snapshot and the network, not a screencast:
    // encoding frames all through every test took a share of the suite's two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Debian's Chromium with the project's flags (scripts/chromium.ts), never Playwright's download.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // Every test runs at 1280 px; at a phone's width run only the tests tagged '@phone', those
      // whose subject a screen's width changes: the phone menu, the first image's size, what
      // moves as the page hydrates, reflow, axe where the layout differs (member screens logged
      // in, search, the programme's toolbar), the programme's and the home page's first screen,
      // and the large QR code at the door. What a width cannot change (the host's answers, the
      // clock's arithmetic, the worker, the partner API's rules, each page's content) runs once.
      grep: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // The same server as `npm run serve` (scripts/static-server), over the build `npm run
      // test:e2e` has just made.
      command: `"${NODE}" scripts/serve.ts`,
      url: `${BASE_URL}/`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', FOAJE_OUT_DIR: env.FOAJE_OUT_DIR ?? 'build' },
      reuseExistingServer: false,
      // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
      // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
      // with it went past 30 s.
      timeout: 60_000,
    },
    {
      // The second site: the sample venue at 40 film screenings a day, built and served by one
      // process (tests/e2e/scale-venue-server.ts) for programme-at-scale.spec.ts.
      command: `"${NODE}" tests/e2e/scale-venue-server.ts`,
      url: `http://127.0.0.1:${String(scaleVenuePort())}/`,
      env: { PORT: String(scaleVenuePort()), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      // Its build first: about 30 s on a quiet machine, several times that beside other work.
      timeout: 300_000,
    },
    ...(localImagePort === undefined
      ? []
      : [
          {
            command: `"${NODE}" local-services/image-service/main.ts`,
            url: `http://127.0.0.1:${localImagePort}/images/favicon.svg`,
            env: { PORT: localImagePort, HOST: '127.0.0.1' },
            reuseExistingServer: false,
            // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
            // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
            // with it went past 30 s.
            timeout: 60_000,
          },
        ]),
    ...partnerApis.map(({ id, port }) => ({
      command: `"${NODE}" local-services/partner-api/main.ts`,
      url: `http://127.0.0.1:${port}/`,
      env: {
        PARTNER_ID: id,
        PORT: port,
        HOST: '127.0.0.1',
        FOAJE_SITE_ORIGINS: BASE_URL,
        PARTNER_API_DB: partnerDbFile(id, port),
        PARTNER_API_RESET_DB: 'true',
        ...E2E_PARTNER_API_LIMITS,
        FOAJE_CONTENT_DIR: env.FOAJE_CONTENT_DIR,
        ...(env.FOAJE_TODAY === undefined ? {} : { FOAJE_TODAY: env.FOAJE_TODAY }),
      },
      reuseExistingServer: false,
      // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
      // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
      // with it went past 30 s.
      timeout: 60_000,
    })),
    ...(ticketingProviderPort === undefined
      ? []
      : [
          {
            command: `"${NODE}" local-services/ticketing-provider/main.ts`,
            url: `http://127.0.0.1:${ticketingProviderPort}/`,
            env: {
              PORT: ticketingProviderPort,
              HOST: '127.0.0.1',
              FOAJE_SITE_ORIGINS: BASE_URL,
              TICKETING_PROVIDER_DB: SEAT_STORE,
              TICKETING_PROVIDER_RESET_DB: 'true',
              // Every spec's logins and purchases come from one address, 127.0.0.1.
              TICKETING_PROVIDER_LOGIN_FAILURES_PER_CLIENT: '1000',
              TICKETING_PROVIDER_PURCHASES_PER_CLIENT: '1000',
              ...Object.fromEntries(
                partnerApis.map(({ id, port }) => [`PARTNER_API_DB_${id}`, partnerDbFile(id, port)]),
              ),
              FOAJE_CONTENT_DIR: env.FOAJE_CONTENT_DIR,
              ...(env.FOAJE_TODAY === undefined ? {} : { FOAJE_TODAY: env.FOAJE_TODAY }),
            },
            reuseExistingServer: false,
            // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
            // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
            // with it went past 30 s.
            timeout: 60_000,
          },
        ]),
    ...(runtimeApiPort === undefined
      ? []
      : [
          {
            command: `"${NODE}" local-services/runtime-api/main.ts`,
            url: `http://127.0.0.1:${runtimeApiPort}/`,
            env: {
              PORT: runtimeApiPort,
              HOST: '127.0.0.1',
              TICKETING_PROVIDER_DB: SEAT_STORE,
              // With no provider to make the store anew, the runtime API does.
              ...(ticketingProviderPort === undefined ? { TICKETING_PROVIDER_RESET_DB: 'true' } : {}),
              ...(env.FOAJE_TODAY === undefined ? {} : { FOAJE_TODAY: env.FOAJE_TODAY }),
            },
            reuseExistingServer: false,
            // A test's whole run, not a speed target: axe over the home page alone takes 18-31 s on the
            // suite's 2 busy cores (two browsers at once), and a test that logs in and checks three pages
            // with it went past 30 s.
            timeout: 60_000,
          },
        ]),
  ],
});
