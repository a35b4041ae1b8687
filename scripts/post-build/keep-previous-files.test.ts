import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  isHashedDeployFile,
  KEEP_REPLACED_FILES_MS,
  keepPreviousFiles,
  planKeptFiles,
  readKeptFiles,
} from './keep-previous-files.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const hoursBefore = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

test('hashed assets and search files are kept; pages, payloads and the search manifest are not', () => {
  expect(isHashedDeployFile('assets/root-BX703vnq.js')).toBe(true);
  expect(isHashedDeployFile('assets/fonts/x-abc.woff2')).toBe(true);
  expect(isHashedDeployFile('search/index-3f2a9c01b7de.json')).toBe(true);
  expect(isHashedDeployFile('search/docs-3f2a9c01b7de-2.json')).toBe(true);
  expect(isHashedDeployFile('search/manifest.json')).toBe(false);
  expect(isHashedDeployFile('kinoprogram.data')).toBe(false);
  expect(isHashedDeployFile('index.html')).toBe(false);
});

test('a file the next build lacks is kept from the moment it was replaced, for a day', () => {
  const plan = planKeptFiles(
    ['assets/a-1.js', 'assets/b-1.js', 'assets/c-0.js', 'assets/d-0.js'],
    [
      { file: 'assets/c-0.js', replacedAt: hoursBefore(23) },
      { file: 'assets/d-0.js', replacedAt: hoursBefore(24) },
    ],
    (file) => file === 'assets/b-1.js',
    NOW,
  );
  expect(plan).toEqual([
    // The previous build's own file, replaced now.
    { file: 'assets/a-1.js', replacedAt: NOW.toISOString() },
    // Kept by the previous build, still within its day; d-0 was replaced a day ago and goes.
    { file: 'assets/c-0.js', replacedAt: hoursBefore(23) },
  ]);
  expect(KEEP_REPLACED_FILES_MS).toBe(24 * 3_600_000);
});

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-kept-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

async function put(file: string, content = file): Promise<void> {
  await mkdir(dirname(join(base, file)), { recursive: true });
  await writeFile(join(base, file), content);
}

test('the next build gets the previous build’s hashed files it lacks, as links, and a record of them', async () => {
  await put('build/client/assets/entry-old.js');
  await put('build/client/assets/shared-same.js');
  await put('build/client/search/index-0123456789ab.json');
  await put('build/client/search/manifest.json');
  await put('build/client/kinoprogram.data');
  await put('next/client/assets/entry-new.js');
  await put('next/client/assets/shared-same.js', 'the next build’s own bytes');

  expect(keepPreviousFiles({ previousOut: join(base, 'build'), nextOut: join(base, 'next'), now: NOW })).toEqual({
    kept: 2,
  });
  const old = join(base, 'next/client/assets/entry-old.js');
  expect(await readFile(old, 'utf8')).toBe('build/client/assets/entry-old.js');
  expect((await stat(old)).ino).toBe((await stat(join(base, 'build/client/assets/entry-old.js'))).ino);
  expect(await readFile(join(base, 'next/client/search/index-0123456789ab.json'), 'utf8')).toContain('index');
  expect(await readFile(join(base, 'next/client/assets/shared-same.js'), 'utf8')).toBe('the next build’s own bytes');
  await expect(stat(join(base, 'next/client/kinoprogram.data'))).rejects.toThrow();
  expect(readKeptFiles(join(base, 'next')).map((entry) => entry.file)).toEqual([
    'assets/entry-old.js',
    'search/index-0123456789ab.json',
  ]);

  // A day later, the build after next drops them, and keeps the next build's own.
  await put('later/client/assets/entry-later.js');
  await put('later/client/assets/shared-same.js');
  const dayLater = new Date(NOW.getTime() + KEEP_REPLACED_FILES_MS);
  expect(keepPreviousFiles({ previousOut: join(base, 'next'), nextOut: join(base, 'later'), now: dayLater })).toEqual({
    kept: 1,
  });
  expect(readKeptFiles(join(base, 'later'))).toEqual([
    { file: 'assets/entry-new.js', replacedAt: dayLater.toISOString() },
  ]);
});

test('a first build, or a previous one with an unreadable record, keeps what there is to keep', async () => {
  await put('next/client/assets/entry-new.js');
  expect(keepPreviousFiles({ previousOut: join(base, 'none'), nextOut: join(base, 'next'), now: NOW })).toEqual({
    kept: 0,
  });
  expect(readKeptFiles(join(base, 'next'))).toEqual([]);
  await put('build/client/assets/entry-old.js');
  await put('build/kept-files.json', '{"files": "not a list"}');
  expect(keepPreviousFiles({ previousOut: join(base, 'build'), nextOut: join(base, 'next'), now: NOW }).kept).toBe(1);
});
