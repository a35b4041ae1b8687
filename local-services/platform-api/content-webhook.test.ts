/**
 * The local platform service as a platform that publishes: an edit of its content is served at
 * once and announced to the site's publish endpoint with the shared secret (real sockets).
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LOCAL_PLATFORM_ENV } from '../../app/content/platform-config.ts';
import type { RunningService } from '../running-service.ts';
import { startPlatformApi } from './platform-api.ts';

const SECRET = 'the-venue-platform-shared-secret-0123456789';
const PRODUCTION = 'productions/bestevenner-for-alltid.json';

let base: string;
let receiver: Server;
let platform: RunningService;
const received: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string }> = [];
const logged: string[] = [];

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-webhook-'));
  await cp(resolve(import.meta.dirname, '../../content'), join(base, 'content'), { recursive: true });
  // The site's publish endpoint, as far as the platform sees it.
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolveListen) => receiver.listen(0, '127.0.0.1', resolveListen));
  const url = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/_publish`;
  platform = await startPlatformApi({
    contentDir: join(base, 'content'),
    port: 0,
    today: () => '2026-11-20',
    webhook: { url, secret: SECRET },
    log: (line) => logged.push(line),
  });
});

afterAll(async () => {
  await platform.close();
  receiver.closeAllConnections();
  await new Promise((resolveClose) => receiver.close(resolveClose));
  await rm(base, { recursive: true, force: true });
});

async function events(): Promise<string> {
  const { FOAJE_PLATFORM_USERNAME: user, FOAJE_PLATFORM_PASSWORD: password } = LOCAL_PLATFORM_ENV;
  const response = await fetch(new URL(`sites/${LOCAL_PLATFORM_ENV.FOAJE_PLATFORM_SITE_ID}/events`, platform.url), {
    headers: { Authorization: `Basic ${btoa(`${user}:${password}`)}` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

test('an edit of the content is served at once and announced to the site with the secret', async () => {
  expect(await events()).toContain('Bestevenner for alltid');
  const file = join(base, 'content', PRODUCTION);
  const production = JSON.parse(await readFile(file, 'utf8')) as { title: string };
  for (const title of ['Bestevenner for evig', 'Bestevenner for alltid og evig']) {
    production.title = title;
    await writeFile(file, JSON.stringify(production, null, 2));
  }
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [call] = received;
  expect(call?.method).toBe('POST');
  expect(call?.path).toBe('/_publish');
  expect(call?.headers.authorization).toBe(`Bearer ${SECRET}`);
  expect(JSON.parse(call?.body ?? '{}')).toEqual({ event: 'content.published', siteId: 'fjordheim' });
  expect(await events()).toContain('Bestevenner for alltid og evig');
  // What the platform logs names the answer, never the secret.
  expect(logged.join('\n')).toContain('answered 202');
  expect(logged.join('\n')).not.toContain(SECRET);
});
