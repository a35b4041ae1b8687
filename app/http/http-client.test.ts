import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cachedToken, type AuthConfig } from './auth.ts';
import type { EndpointTable } from './endpoints.ts';
import { createHttpClient } from './http-client.ts';
import { HttpError, isAbortError } from './http-error.ts';

/** What the test server saw of each request. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let baseUrl = '';

async function readAll(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readAll(request).then((body) => {
      const url = request.url ?? '';
      seen.push({
        method: request.method ?? '',
        url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.startsWith('/api/echo')) return json(200, { ok: true });
      if (url.startsWith('/api/empty')) return response.end();
      if (url.startsWith('/api/fail')) return json(400, { Message: 'Bad input' });
      if (url.startsWith('/api/broken')) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end('{not json');
      }
      if (url.startsWith('/api/slow')) return setTimeout(() => json(200, { late: true }), 2_000);
      if (url.startsWith('/api/private')) {
        return request.headers.authorization === 'Bearer fresh'
          ? json(200, { secret: 1 })
          : json(401, { Message: 'Expired' });
      }
      return json(404, { Message: 'No such call' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const endpoints = {
  echo: { method: 'POST', path: 'api/echo/:id?edi=:edi' },
  empty: { method: 'POST', path: 'api/empty' },
  fail: { method: 'GET', path: 'api/fail' },
  broken: { method: 'GET', path: 'api/broken' },
  slow: { method: 'GET', path: 'api/slow' },
  private: { method: 'GET', path: 'api/private' },
} as const;

function lastSeen(): Seen {
  const last = seen.at(-1);
  if (!last) throw new Error('the server saw no request');
  return last;
}

test('a named endpoint fills its :name parameters, adds the query and sends the body as JSON', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  const response = await client.request('echo', {
    params: { id: 'a b', edi: 'DXM1' },
    query: { skip: 0 },
    body: { Email: 'x@y.no' },
  });
  expect(response).toEqual({ status: 200, body: { ok: true } });
  expect(lastSeen()).toMatchObject({
    method: 'POST',
    url: '/api/echo/a%20b?edi=DXM1&skip=0',
    contentType: 'application/json',
    body: '{"Email":"x@y.no"}',
  });
  expect(lastSeen().authorization).toBeUndefined();
});

test('a missing parameter and an unknown endpoint fail before any request', async () => {
  // A table read from configuration has no literal names: the check happens at run time.
  const client = createHttpClient<EndpointTable>({ baseUrl, endpoints, auth: { method: 'none' } });
  const before = seen.length;
  await expect(client.request('echo', { params: { id: '1' } })).rejects.toThrow(
    'Endpoint "echo" needs the parameter :edi',
  );
  await expect(client.request('nope')).rejects.toThrow('Unknown endpoint "nope"');
  expect(seen.length).toBe(before);
});

test('a literal endpoint table makes a misspelt name a compile error', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  // @ts-expect-error 'ekko' is not a name of the table (npm run typecheck fails without the error).
  await expect(client.request('ekko')).rejects.toThrow('Unknown endpoint "ekko"');
});

test('basic_auth sends the configured username and password', async () => {
  const client = createHttpClient({
    baseUrl,
    endpoints,
    auth: { method: 'basic_auth', username: 'fjordheim', password: 'hemmelig-ø' },
  });
  await client.request('empty');
  const encoded = lastSeen().authorization?.replace(/^Basic /, '') ?? '';
  expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('fjordheim:hemmelig-ø');
});

test('an empty body is the empty string', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  expect((await client.request('empty')).body).toBe('');
});

test('an error status rejects with the error response', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  const error = await client.request('fail').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({
    kind: 'status',
    status: 400,
    body: { Message: 'Bad input' },
    message: 'fail: HTTP 400',
  });
});

test('invalid JSON is an error, not a crash', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  await expect(client.request('broken')).rejects.toMatchObject({ kind: 'malformed' });
});

test('auth0: on 401 the token is refreshed and the request retried once', async () => {
  const issued = ['stale', 'fresh'];
  const tokens = cachedToken(() => Promise.resolve(issued.shift() ?? 'none-left'));
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'auth0', tokens } });
  const before = seen.length;
  expect((await client.request('private')).body).toEqual({ secret: 1 });
  expect(seen.slice(before).map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  // The fresh token is kept for the next call.
  await client.request('private');
  expect(lastSeen().authorization).toBe('Bearer fresh');
});

test('auth0: a second 401 is raised, with no third attempt', async () => {
  let fetched = 0;
  const tokens = cachedToken(() => Promise.resolve(`old-${String(++fetched)}`));
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'auth0', tokens } });
  const before = seen.length;
  await expect(client.request('private')).rejects.toMatchObject({ kind: 'status', status: 401 });
  expect(seen.length - before).toBe(2);
});

test('an unsupported authentication method raises the spec error and sends nothing', async () => {
  const auth = { method: 'oauth1' } as unknown as AuthConfig;
  const client = createHttpClient({ baseUrl, endpoints, auth });
  const before = seen.length;
  await expect(client.request('empty')).rejects.toThrow('API authentication method (oauth1) not supported.');
  expect(seen.length).toBe(before);
});

test('a request that takes longer than the timeout fails as a timeout', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' }, timeoutMs: 100 });
  await expect(client.request('slow')).rejects.toMatchObject({ kind: 'timeout', status: null });
});

test('an aborted request rejects with the AbortError, not an HttpError', async () => {
  const client = createHttpClient({ baseUrl, endpoints, auth: { method: 'none' } });
  const controller = new AbortController();
  const pending = client.request('slow', { signal: controller.signal });
  controller.abort();
  const error = await pending.catch((e: unknown) => e);
  expect(isAbortError(error)).toBe(true);
});

test('an API that cannot be reached is a network error', async () => {
  const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/', endpoints, auth: { method: 'none' } });
  await expect(client.request('empty')).rejects.toMatchObject({ kind: 'network', status: null });
});
