import { expect, test } from 'vitest';
import { flush, manualTimers } from './manual-timers.test-support.ts';
import { createRebuildQueue, type Reason } from './rebuild-queue.ts';

/** A build that ends when the test says so. */
function controlledBuilds() {
  const builds: Array<{ reasons: readonly Reason[]; finish: () => void }> = [];
  const run = (reasons: readonly Reason[]) =>
    new Promise<void>((resolveBuild) => builds.push({ reasons, finish: resolveBuild }));
  return { builds, run };
}

test('saves close together make one build once the files are quiet', async () => {
  const { timers, advance } = manualTimers();
  const { builds, run } = controlledBuilds();
  const queue = createRebuildQueue({ run, quietMs: 300, maxWaitMs: 2000, timers });
  queue.request('content/productions/a.json');
  await advance(200);
  queue.request('content/productions/b.json');
  queue.request('content/productions/a.json');
  await advance(299);
  expect(builds).toHaveLength(0);
  await advance(1);
  expect(builds.map((build) => build.reasons)).toEqual([['content/productions/a.json', 'content/productions/b.json']]);
});

test('a steady stream of saves still builds within the longest wait', async () => {
  const { timers, advance } = manualTimers();
  const { builds, run } = controlledBuilds();
  const queue = createRebuildQueue({ run, quietMs: 300, maxWaitMs: 1000, timers });
  for (let at = 0; at < 1000; at += 100) {
    queue.request(`save ${at}`);
    await advance(100);
  }
  expect(builds).toHaveLength(1);
  expect(builds[0]?.reasons).toHaveLength(10);
});

test('one build at a time; requests during a build make exactly one more after it', async () => {
  const { timers, advance } = manualTimers();
  const { builds, run } = controlledBuilds();
  const queue = createRebuildQueue({ run, quietMs: 100, maxWaitMs: 1000, timers });
  queue.request('webhook');
  await advance(100);
  expect(builds).toHaveLength(1);
  queue.request('content/a.json');
  queue.request('midnight');
  queue.request('content/b.json');
  await advance(5000);
  expect(builds).toHaveLength(1);
  builds[0]?.finish();
  await flush();
  await advance(99);
  expect(builds).toHaveLength(1);
  await advance(1);
  expect(builds.map((build) => build.reasons)).toEqual([['webhook'], ['content/a.json', 'midnight', 'content/b.json']]);
  builds[1]?.finish();
  await advance(10_000);
  expect(builds).toHaveLength(2);
});

test('a failed build does not stop the queue: the next request builds', async () => {
  const { timers, advance } = manualTimers();
  const reasons: Reason[][] = [];
  const queue = createRebuildQueue({
    run: (given) => {
      reasons.push([...given]);
      return reasons.length === 1 ? Promise.reject(new Error('bad content')) : Promise.resolve();
    },
    quietMs: 50,
    maxWaitMs: 500,
    timers,
  });
  queue.request('content/bad.json');
  await advance(50);
  queue.request('content/fixed.json');
  await advance(50);
  expect(reasons).toEqual([['content/bad.json'], ['content/fixed.json']]);
});

test('idle resolves once nothing runs or waits; stop drops what waits and waits for the running build', async () => {
  const { timers, advance } = manualTimers();
  const { builds, run } = controlledBuilds();
  const queue = createRebuildQueue({ run, quietMs: 10, maxWaitMs: 100, timers });
  let idle = false;
  void queue.idle().then(() => (idle = true));
  await flush();
  expect(idle).toBe(true);

  queue.request('a');
  idle = false;
  void queue.idle().then(() => (idle = true));
  await advance(10);
  queue.request('b');
  let stopped = false;
  void queue.stop().then(() => (stopped = true));
  await flush();
  expect(stopped).toBe(false);
  builds[0]?.finish();
  await advance(1000);
  expect(stopped).toBe(true);
  expect(idle).toBe(true);
  expect(builds).toHaveLength(1);
  queue.request('c');
  await advance(1000);
  expect(builds).toHaveLength(1);
});
