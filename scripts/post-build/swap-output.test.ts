import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { swapIntoPlace } from './swap-output.ts';

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
