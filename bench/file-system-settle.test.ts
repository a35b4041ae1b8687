import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { fileSystemSettled, probeFileCreation, SETTLED_MS_PER_FILE } from './file-system-settle.ts';

const slow = SETTLED_MS_PER_FILE * 8;
const fast = SETTLED_MS_PER_FILE / 4;

test('the bench waits, probe by probe, until making a file costs what it costs on a quiet disk', async () => {
  const probes = [slow, slow, slow / 2, fast, slow];
  const slept: number[] = [];
  const settling = await fileSystemSettled(() => probes.shift() ?? Number.NaN, { intervalSeconds: 5, sleep: (seconds) => Promise.resolve(void slept.push(seconds)) });
  expect(settling).toEqual({ waitedSeconds: 15, firstMsPerFile: slow, lastMsPerFile: fast });
  expect(slept).toEqual([5, 5, 5]);
  // The probe after the settled one is never taken.
  expect(probes).toEqual([slow]);
});

test('a settled disk is not waited for, and a disk that never settles is waited for only up to the limit', async () => {
  const never = () => Promise.resolve();
  expect(await fileSystemSettled(() => fast, { sleep: never })).toEqual({ waitedSeconds: 0, firstMsPerFile: fast, lastMsPerFile: fast });
  expect(await fileSystemSettled(() => slow, { intervalSeconds: 5, maxSeconds: 20, sleep: never })).toEqual({ waitedSeconds: 20, firstMsPerFile: slow, lastMsPerFile: slow });
});

test('a probe makes folders with a file each, as a build makes its pages, in a new folder under the probe root, and keeps them', () => {
  const root = mkdtempSync(join(tmpdir(), 'foaje-settle-'));
  try {
    const first = probeFileCreation(root);
    probeFileCreation(root);
    expect(first).toBeGreaterThan(0);
    const folders = readdirSync(root);
    expect(folders).toHaveLength(2);
    expect(readdirSync(join(root, folders[0] ?? ''))).toHaveLength(100);
    expect(readdirSync(join(root, folders[0] ?? '', '7'))).toEqual(['index.html']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
