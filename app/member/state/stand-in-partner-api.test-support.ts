/**
 * Tests only: a real HTTP server standing in for the partner API, with canned answers per
 * path. An answer may wait on a gate the test opens, so tests decide which response arrives
 * first without timing anything.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CannedAnswer {
  status?: number;
  /** JSON-encoded unless it is a string ('' for an empty body). */
  body?: unknown;
  /** The answer is sent when this resolves. */
  gate?: Promise<void>;
  /** Extra response headers (`Retry-After`). */
  headers?: Record<string, string>;
}

export interface TestApi {
  baseUrl: string;
  /** Every request seen, as `METHOD path?query`, with its X-Token header if any. */
  seen: Array<{ call: string; token: string | undefined }>;
  /** Queues answers for a path (without query); later requests reuse the last one. */
  answer(path: string, ...answers: CannedAnswer[]): void;
  close(): Promise<void>;
}

export function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

export async function startTestApi(): Promise<TestApi> {
  const answers = new Map<string, CannedAnswer[]>();
  const seen: TestApi['seen'] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({
      call: `${request.method ?? ''} ${url.pathname}${url.search}`,
      token: request.headers['x-token'] as string | undefined,
    });
    const queue = answers.get(url.pathname) ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? { status: 404, body: { Message: 'No such call' } };
    void (next.gate ?? Promise.resolve()).then(() => {
      const body = next.body ?? '';
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      response.writeHead(next.status ?? 200, {
        ...(typeof body === 'string' ? {} : { 'Content-Type': 'application/json' }),
        ...next.headers,
      });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`,
    seen,
    answer: (path, ...list) => answers.set(path, list),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
