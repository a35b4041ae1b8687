import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { HttpError } from './http-error.ts';
import { RetriesExhaustedError, backoffDelay, isRetryable, withRetries } from './retry.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A real server that answers each request with the next of `answers` (the last repeats). */
async function serverAnswering(answers: ReadonlyArray<'reset' | number>): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    const answer = answers[Math.min(hits, answers.length - 1)];
    hits++;
    if (answer === 'reset') {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer ?? 500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: answer === 200 }));
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, hits: () => hits };
}

const noWait = { sleep: () => Promise.resolve() };

function clientFor(url: string) {
  return createHttpClient({
    baseUrl: url,
    endpoints: { thing: { method: 'GET', path: 'thing' } },
    auth: { method: 'none' },
  });
}

test('a 503 is tried again and the second answer counts', async () => {
  const api = await serverAnswering([503, 200]);
  const client = clientFor(api.url);
  const response = await withRetries(
    () => client.request('thing'),
    { retries: 3, baseDelayMs: 1, maxDelayMs: 1 },
    noWait,
  );
  expect(response.body).toEqual({ ok: true });
  expect(api.hits()).toBe(2);
});

test('a reset connection is tried again', async () => {
  const api = await serverAnswering(['reset', 'reset', 200]);
  const client = clientFor(api.url);
  await withRetries(() => client.request('thing'), { retries: 3, baseDelayMs: 1, maxDelayMs: 1 }, noWait);
  expect(api.hits()).toBe(3);
});

test('after the last try the error names the endpoint, the status and the number of tries', async () => {
  const api = await serverAnswering([502]);
  const client = clientFor(api.url);
  const retries: number[] = [];
  const failure = withRetries(
    () => client.request('thing'),
    { retries: 2, baseDelayMs: 1, maxDelayMs: 1 },
    {
      ...noWait,
      onRetry: (retry) => retries.push(retry),
    },
  );
  await expect(failure).rejects.toThrow(RetriesExhaustedError);
  await expect(failure).rejects.toThrow('thing: HTTP 502 (after 3 tries)');
  expect(api.hits()).toBe(3);
  expect(retries).toEqual([1, 2]);
});

test('a 4xx is not tried again', async () => {
  const api = await serverAnswering([404]);
  const client = clientFor(api.url);
  await expect(
    withRetries(() => client.request('thing'), { retries: 3, baseDelayMs: 1, maxDelayMs: 1 }, noWait),
  ).rejects.toThrow('thing: HTTP 404 (tried once)');
  expect(api.hits()).toBe(1);
});

test('waits double from the base and stop at the cap', () => {
  const policy = { retries: 5, baseDelayMs: 500, maxDelayMs: 3_000 };
  expect([1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, policy))).toEqual([500, 1_000, 2_000, 3_000, 3_000]);
});

test('only failures another try may cure are retryable', () => {
  expect(isRetryable(new HttpError('x', 'status', 500, ''))).toBe(true);
  expect(isRetryable(new HttpError('x', 'timeout', null, undefined))).toBe(true);
  expect(isRetryable(new HttpError('x', 'network', null, undefined))).toBe(true);
  expect(isRetryable(new HttpError('x', 'status', 401, ''))).toBe(false);
  expect(isRetryable(new HttpError('x', 'malformed', 200, ''))).toBe(false);
  expect(isRetryable(new Error('bug'))).toBe(false);
});
