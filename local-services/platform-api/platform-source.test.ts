/**
 * The platform content source (app/content/platform-source.server.ts) against the local
 * services over real HTTP: auth, token cacher, retries, malformed payloads. It lives here
 * because app/ may not import local-services/.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { blockSchemas } from '../../app/blocks/definitions.ts';
import { ContentValidationError } from '../../app/content/content-error.ts';
import { fileSource } from '../../app/content/file-source.server.ts';
import { readPlatformConfig, type PlatformConfig } from '../../app/content/platform-config.ts';
import { platformSource } from '../../app/content/platform-source.server.ts';
import type { RunningService } from '../running-service.ts';
import { startManagementApi, type ManagementApi } from '../management-api/management-api.ts';
import { startTokenCacher, type TokenCacherStats } from '../token-cacher/token-cacher.ts';
import { startPlatformApi } from './platform-api.ts';

const TODAY = '2026-11-20';
const options = { today: TODAY, blockSchemas };
const noWaits = { retryDelays: { baseDelayMs: 1, maxDelayMs: 1 } };

let platform: RunningService;
let management: ManagementApi;
let cacher: RunningService & { stats: TokenCacherStats };
const proxies: Server[] = [];

beforeAll(async () => {
  [platform, management, cacher] = await Promise.all([
    startPlatformApi({ contentDir: 'content', port: 0, today: () => TODAY }),
    startManagementApi({ contentDir: 'content', port: 0, today: () => TODAY }),
    startTokenCacher({ port: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([
    platform.close(),
    management.close(),
    cacher.close(),
    ...proxies.map((proxy) => new Promise((done) => proxy.close(done))),
  ]);
});

/**
 * A real HTTP proxy in front of `target`: `answer` may reply itself (a status, a reset) or
 * rewrite the JSON the target sent. Counts requests per path.
 */
async function proxyTo(
  target: string,
  answer: (
    path: string,
    count: number,
  ) => { status: number } | 'reset' | 'hang' | ((body: Record<string, unknown>) => void) | undefined,
): Promise<{ url: string; hits: Map<string, number> }> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    const count = (hits.get(path) ?? 0) + 1;
    hits.set(path, count);
    const action = answer(path, count);
    if (action === 'hang') return;
    if (action === 'reset') {
      request.socket.destroy();
      return;
    }
    if (action && 'status' in action) {
      response.writeHead(action.status, { 'content-type': 'application/json' });
      response.end('{"error":"unavailable"}');
      return;
    }
    void fetch(new URL(path.slice(1), target), {
      headers: { authorization: request.headers.authorization ?? '' },
    }).then(async (upstream) => {
      let text = await upstream.text();
      if (action && upstream.ok) {
        const body = JSON.parse(text) as Record<string, unknown>;
        action(body);
        text = JSON.stringify(body);
      }
      response.writeHead(upstream.status, { 'content-type': 'application/json' });
      response.end(text);
    });
  });
  proxies.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hits };
}

function localConfig(overrides: Record<string, string> = {}): PlatformConfig {
  return readPlatformConfig({
    FOAJE_PLATFORM_API_URL: platform.url,
    FOAJE_PLATFORM_SITE_ID: 'fjordheim',
    FOAJE_PLATFORM_USERNAME: 'fjordheim',
    FOAJE_PLATFORM_PASSWORD: 'lokal-utvikling',
    FOAJE_MANAGEMENT_API_URL: management.url,
    FOAJE_AUTH_URL: cacher.url,
    FOAJE_AUTH_CLIENT_ID: 'foaje-build',
    FOAJE_AUTH_CLIENT_SECRET: 'lokal-utvikling-hemmelig',
    FOAJE_AUTH_AUDIENCE: 'https://management.foaje.local/',
    FOAJE_FETCH_RETRIES: '2',
    ...overrides,
  });
}

test('the platform source yields the same snapshot as the files it serves', async () => {
  const fromPlatform = await platformSource(localConfig(), noWaits).load(options);
  const fromFiles = await fileSource('content').load(options);
  expect(fromPlatform).toEqual(fromFiles);
  expect(fromPlatform.events.length).toBeGreaterThan(0);
});

test('the site credentials are sent as basic auth, and wrong ones are refused with the endpoint named', async () => {
  const source = platformSource(localConfig({ FOAJE_PLATFORM_PASSWORD: 'feil-passord' }), noWaits);
  const failure = source.load(options);
  await expect(failure).rejects.toThrow(`GET ${platform.url}sites: HTTP 401: the credentials were refused`);
  await expect(failure).rejects.not.toThrow(/feil-passord/);
});

test('the management token is fetched once through the cacher and reused; the cacher keeps it per client', async () => {
  const ownCacher = await startTokenCacher({ port: 0 });
  try {
    const config = localConfig({ FOAJE_AUTH_URL: ownCacher.url });
    await platformSource(config, noWaits).load(options);
    // block-data and article share one token request.
    expect(ownCacher.stats).toEqual({ requests: 1, minted: 1 });
    // The next build asks again and gets the cached token: nothing new is minted.
    await platformSource(config, noWaits).load(options);
    expect(ownCacher.stats).toEqual({ requests: 2, minted: 1 });
  } finally {
    await ownCacher.close();
  }
});

test('a 401 under auth0 refreshes the token and retries once', async () => {
  const source = platformSource(localConfig(), noWaits);
  await source.load(options);
  const before = { ...cacher.stats };
  management.revokeTokensSeen();
  const snapshot = await source.load(options);
  expect(snapshot.pages.length).toBeGreaterThan(0);
  expect(cacher.stats.requests - before.requests).toBe(1);
  expect(cacher.stats.minted - before.minted).toBe(1);
});

test('a 401 that a new token does not cure fails naming the endpoint, after one refresh', async () => {
  const strict = await startManagementApi({
    contentDir: 'content',
    port: 0,
    today: () => TODAY,
    signingKey: 'another-key',
  });
  try {
    const before = { ...cacher.stats };
    const source = platformSource(localConfig({ FOAJE_MANAGEMENT_API_URL: strict.url }), noWaits);
    await expect(source.load(options)).rejects.toThrow(
      `GET ${strict.url}site/fjordheim/block-data?stable=1: HTTP 401: the credentials were refused`,
    );
    // One token, one refresh: never a loop.
    expect(cacher.stats.requests - before.requests).toBe(2);
  } finally {
    await strict.close();
  }
});

test('a 503 and a reset connection are tried again', async () => {
  const proxy = await proxyTo(platform.url, (path, count) => {
    if (path === '/sites/fjordheim/events' && count === 1) return { status: 503 };
    if (path === '/sites' && count === 1) return 'reset';
    return undefined;
  });
  const retries: string[] = [];
  const source = platformSource(localConfig({ FOAJE_PLATFORM_API_URL: proxy.url }), {
    ...noWaits,
    onProgress: (event) => {
      if (event.type === 'retry') retries.push(`${event.endpoint} ${event.reason}`);
    },
  });
  await source.load(options);
  expect(proxy.hits.get('/sites/fjordheim/events')).toBe(2);
  expect(proxy.hits.get('/sites')).toBe(2);
  expect(retries).toContain(`GET ${proxy.url}sites/fjordheim/events HTTP 503`);
});

test('after the last try the error names the endpoint and how often it was tried', async () => {
  const proxy = await proxyTo(platform.url, (path) =>
    path === '/sites/fjordheim/events' ? { status: 503 } : undefined,
  );
  const source = platformSource(localConfig({ FOAJE_PLATFORM_API_URL: proxy.url, FOAJE_FETCH_RETRIES: '2' }), noWaits);
  await expect(source.load(options)).rejects.toThrow(
    `GET ${proxy.url}sites/fjordheim/events: HTTP 503 (after 3 tries)`,
  );
  expect(proxy.hits.get('/sites/fjordheim/events')).toBe(3);
});

test('a call that never answers times out and is reported', async () => {
  const proxy = await proxyTo(platform.url, (path) => (path === '/sites' ? 'hang' : undefined));
  const source = platformSource(
    localConfig({ FOAJE_PLATFORM_API_URL: proxy.url, FOAJE_FETCH_TIMEOUT_MS: '200', FOAJE_FETCH_RETRIES: '1' }),
    noWaits,
  );
  await expect(source.load(options)).rejects.toThrow(`GET ${proxy.url}sites: timeout (after 200 ms) (after 2 tries)`);
});

test('a malformed payload is reported with its endpoint and field', async () => {
  const proxy = await proxyTo(platform.url, (path) =>
    path === '/sites/fjordheim/events'
      ? (body) => {
          const productions = (body['included'] as { productions: Array<Record<string, unknown>> }).productions;
          const third = productions[2];
          if (third) third['title'] = 42;
        }
      : undefined,
  );
  const failure = platformSource(localConfig({ FOAJE_PLATFORM_API_URL: proxy.url }), noWaits).load(options);
  await expect(failure).rejects.toThrow(ContentValidationError);
  const error = (await failure.catch((caught: unknown) => caught)) as ContentValidationError;
  expect(error.issues).toContainEqual({
    file: `GET ${proxy.url}sites/fjordheim/events`,
    path: '$.included.productions[2].title',
    message: 'expected string, received number',
  });
});

test('an auth method spec §6 does not know is refused before any call', () => {
  expect(() => platformSource(localConfig({ FOAJE_MANAGEMENT_AUTH: 'digest' }))).toThrow(
    'API authentication method (digest) not supported.',
  );
});
