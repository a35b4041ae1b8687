/**
 * The chat notification of a failed publish, with the rebuild loop driven by a fake build
 * runner and a local server as the chat's incoming webhook (a real socket).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { manualTimers } from './manual-timers.test-support.ts';
import { createPublishNotifier } from './publish-notifier.ts';
import { createPublishStatus, type BuildReport } from './publish-status.ts';
import { MAX_WAIT_MS, startRebuildLoop } from './rebuild-loop.ts';

const invalid = (field: string): BuildReport => ({
  ok: false,
  seconds: 1,
  output: `\n✗ The content is invalid (1 problem):\n  content/productions/x.json: ${field}: expected string, received number\n  Nothing was changed in build/.\n`,
});
const built: BuildReport = {
  ok: true,
  seconds: 4,
  output: '✓ Built 56 pages and 4 redirects into build/client in 4.0 s; 2 pages rendered, 54 unchanged pages kept (…).',
};

let receiver: Server;
let receiverUrl: string;
let answerStatus = 200;
let received: Array<{ contentType: string | undefined; body: string }> = [];
let dir: string;

beforeEach(async () => {
  received = [];
  answerStatus = 200;
  dir = await mkdtemp(join(tmpdir(), 'foaje-notify-'));
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'], body });
      response.writeHead(answerStatus, { 'Content-Type': 'text/plain' }).end(answerStatus === 200 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolveListen) => receiver.listen(0, '127.0.0.1', resolveListen));
  // A path like a chat webhook's: its key is in the URL, which must never be logged.
  receiverUrl = `http://127.0.0.1:${String((receiver.address() as AddressInfo).port)}/hooks/T000/B000/hemmelig-nokkel`;
});

afterEach(async () => {
  receiver.closeAllConnections();
  await new Promise((resolveClose) => receiver.close(resolveClose));
  await rm(dir, { recursive: true, force: true });
});

/** A loop whose builds report what the test queued, one per build. */
function loopWith(url: string, statusDir = dir) {
  const { timers, advance } = manualTimers();
  const reports: BuildReport[] = [];
  const logged: string[] = [];
  const log = (line: string) => logged.push(line);
  const status = createPublishStatus(statusDir, log);
  const notifier = createPublishNotifier({ url, log, since: status.latest()[0] });
  const loop = startRebuildLoop({
    clock: () => new Date(Date.parse('2026-11-28T12:00:00+01:00') + timers.now()),
    fixedToday: '2026-11-28',
    build: () => Promise.resolve(reports.shift()),
    timers,
    status,
    notifier,
  });
  /** One publish for `reason` that reports `report`; resolves once any notification is sent. */
  async function publish(reason: string, report: BuildReport): Promise<void> {
    reports.push(report);
    loop.request(reason);
    await advance(MAX_WAIT_MS);
    await loop.idle();
    await notifier.settled();
  }
  return { loop, publish, logged, status };
}

const texts = () => received.map((call) => (JSON.parse(call.body) as { text: string }).text);

test('a failure is told once, naming the change and the field; the next good publish once more', async () => {
  const { loop, publish, status } = loopWith(receiverUrl);
  await publish('content/productions/x.json', built);
  expect(received).toEqual([]);

  await publish('content/productions/x.json', invalid('$.contents[0].summary'));
  expect(received).toHaveLength(1);
  expect(received[0]?.contentType).toBe('application/json');
  expect(JSON.parse(received[0]?.body ?? '{}')).toEqual({
    text:
      'Publiseringen feilet 28.11.2026, 12:00 (endring: content/productions/x.json). ' +
      'Filen content/productions/x.json, feltet $.contents[0].summary: forventet tekst, fikk et tall. ' +
      'Nettstedet viser fortsatt forrige versjon.',
  });

  // The same cause again, from another change: not told again.
  await publish('webhook', invalid('$.contents[0].summary'));
  expect(received).toHaveLength(1);

  await publish('content/productions/x.json', built);
  expect(texts()[1]).toBe(
    'Publiseringen virker igjen: publisert 28.11.2026, 12:00 (endring: content/productions/x.json).',
  );
  await publish('midnight', built);
  expect(received).toHaveLength(2);

  // A new failure, then another cause while it fails: each told.
  await publish('content/productions/x.json', invalid('$.contents[0].summary'));
  await publish('content/productions/x.json', invalid('$.title'));
  expect(
    texts()
      .slice(2)
      .map((text) => /feltet (\S+):/.exec(text)?.[1]),
  ).toEqual(['$.contents[0].summary', '$.title']);

  // Every outcome is kept for GET /_publish, the latest first.
  expect(status.latest().map((outcome) => outcome.ok)).toEqual([false, false, true, true, false, false, true]);
  await loop.stop();

  // After a restart, the failure already told is not told again; its end is.
  const restarted = loopWith(receiverUrl);
  await restarted.publish('start', invalid('$.title'));
  expect(received).toHaveLength(4);
  await restarted.publish('content/productions/x.json', built);
  expect(texts()[4]).toMatch(/^Publiseringen virker igjen/);
  await restarted.loop.stop();
});

test('a notification URL that fails never stops the loop, and is never logged', async () => {
  answerStatus = 500;
  const { loop, publish, logged, status } = loopWith(receiverUrl);
  await publish('content/productions/x.json', invalid('$.title'));
  expect(received).toHaveLength(1);
  expect(logged.join('\n')).toContain('refused (HTTP 500');

  // Nobody listens there: a network error.
  const closed = createServer();
  await new Promise<void>((resolveListen) => closed.listen(0, '127.0.0.1', resolveListen));
  const deadUrl = `http://127.0.0.1:${String((closed.address() as AddressInfo).port)}/hooks/hemmelig-nokkel`;
  await new Promise((resolveClose) => closed.close(resolveClose));
  const dead = loopWith(deadUrl, join(dir, 'dead'));
  await dead.publish('content/productions/x.json', invalid('$.title'));
  await dead.publish('content/productions/x.json', built);
  expect(dead.status.latest().map((outcome) => outcome.ok)).toEqual([true, false]);
  expect(dead.logged.join('\n')).toContain('could not be sent (ECONNREFUSED');

  // The loop goes on publishing after both.
  await publish('content/productions/x.json', built);
  expect(status.latest()[0]?.ok).toBe(true);
  for (const line of [...logged, ...dead.logged]) {
    expect(line).not.toContain('hemmelig-nokkel');
    expect(line).not.toContain('/hooks/');
  }
  await loop.stop();
  await dead.loop.stop();
});
