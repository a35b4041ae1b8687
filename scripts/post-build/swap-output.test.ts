import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { moveDir, removeAbandonedBuildDirs, swapIntoPlace } from './swap-output.ts';

let base: string;

async function site(dir: string, text: string): Promise<void> {
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, 'client', 'index.html'), text);
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-swap-'));
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

test('the new build replaces the old one and nothing else is left behind', async () => {
  await site(join(base, 'build'), 'gammel');
  await site(join(base, 'build.tmp-1'), 'ny');
  await swapIntoPlace(join(base, 'build.tmp-1'), join(base, 'build'));
  expect(await readFile(join(base, 'build/client/index.html'), 'utf8')).toBe('ny');
  expect(await readdir(base)).toEqual(['build']);
});

test('removed in the background, the old build is gone soon after the new one is in place', async () => {
  await site(join(base, 'build'), 'gammel');
  await site(join(base, 'build.tmp-1'), 'ny');
  await swapIntoPlace(join(base, 'build.tmp-1'), join(base, 'build'), 'background');
  expect(await readFile(join(base, 'build/client/index.html'), 'utf8')).toBe('ny');
  await expect.poll(() => readdir(base), { timeout: 10_000 }).toEqual(['build']);
});

test('the first build is put in place when there was none', async () => {
  await site(join(base, 'build.tmp-1'), 'ny');
  await swapIntoPlace(join(base, 'build.tmp-1'), join(base, 'build'));
  expect(await readFile(join(base, 'build/client/index.html'), 'utf8')).toBe('ny');
});

test('when the new build cannot be moved in, the old one is put back', async () => {
  await site(join(base, 'build'), 'gammel');
  await expect(swapIntoPlace(join(base, 'finnes-ikke'), join(base, 'build'))).rejects.toThrow();
  expect(await readFile(join(base, 'build/client/index.html'), 'utf8')).toBe('gammel');
  expect(await readdir(base)).toEqual(['build']);
});

test('a folder moves to its new place', async () => {
  await site(join(base, 'build.tmp-1'), 'ny');
  await mkdir(join(base, 'andre'));
  await moveDir(join(base, 'build.tmp-1'), join(base, 'andre', 'build.tmp-1'));
  expect(await readFile(join(base, 'andre/build.tmp-1/client/index.html'), 'utf8')).toBe('ny');
  expect(await readdir(base)).toEqual(['andre']);
});

test('folders of crashed builds are removed, those of a running build are kept', async () => {
  const gone = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
  await site(join(base, `build.tmp-${gone}`), 'halvferdig');
  await site(join(base, `build.old-${gone}`), 'gammel');
  await site(join(base, `build.tmp-${process.pid}`), 'denne');
  await site(join(base, `build.tmp-${process.ppid}`), 'en annen som kjører');
  await site(join(base, 'build'), 'bygget');
  await site(join(base, `dist.tmp-${gone}`), 'en annen mappe');
  removeAbandonedBuildDirs(base, 'build');
  expect((await readdir(base)).sort()).toEqual(
    ['build', `build.tmp-${process.pid}`, `build.tmp-${process.ppid}`, `dist.tmp-${gone}`].sort(),
  );
});
