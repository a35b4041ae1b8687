import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { keepPreviousPages, linkPreviousClient } from './previous-output.ts';

let base: string;

async function put(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-previous-'));
  const previous = join(base, 'previous');
  await put(join(previous, 'film/nordlys.data'), 'payload');
  await put(join(previous, 'film/nordlys/index.html'), '<h1>Nordlys</h1>');
  await put(join(previous, 'arkiv/gammel.data'), 'gone payload');
  await put(join(previous, 'arkiv/gammel/index.html'), '<h1>Gammel</h1>');
  await put(join(previous, 'assets/entry.js'), 'bundle');
  await put(join(previous, 'sitemap.xml'), '<urlset/>');
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

test('kept pages are links to the previous build, the bundle a private copy, everything else is taken out', async () => {
  const previous = join(base, 'previous');
  const client = join(base, 'next/client');
  await mkdir(dirname(client));
  await linkPreviousClient(previous, client);
  const kept = await keepPreviousPages(
    previous,
    client,
    new Set(['film/nordlys.data', 'film/nordlys/index.html', 'film/ny.data']),
    ['assets/entry.js'],
  );
  // What is there of the pages asked for: the new page has no files yet.
  expect([...kept].sort()).toEqual(['film/nordlys.data', 'film/nordlys/index.html']);
  const page = await stat(join(client, 'film/nordlys/index.html'));
  expect(page.ino).toBe((await stat(join(previous, 'film/nordlys/index.html'))).ino);
  expect(await readFile(join(client, 'assets/entry.js'), 'utf8')).toBe('bundle');
  expect((await stat(join(client, 'assets/entry.js'))).ino).not.toBe(
    (await stat(join(previous, 'assets/entry.js'))).ino,
  );
  // The page that is gone, its folder and the post-build step's file are not there (a clean build has none).
  expect((await readdir(client, { recursive: true })).sort()).toEqual([
    'assets',
    'assets/entry.js',
    'film',
    'film/nordlys',
    'film/nordlys.data',
    'film/nordlys/index.html',
  ]);
  // The live build is untouched.
  expect(await readFile(join(previous, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
});

test('the page files the previous build kept beside its client folder are linked back where they were, and kept', async () => {
  const unserved = join(base, 'unserved-pages');
  await put(join(unserved, '404.data'), 'not found payload');
  await put(join(unserved, '404/index.html'), '<h1>Siden finnes ikke</h1>');
  const client = join(base, 'next/client');
  await mkdir(dirname(client));
  await linkPreviousClient(join(base, 'previous'), client, unserved);
  const kept = await keepPreviousPages(
    join(base, 'previous'),
    client,
    new Set(['404.data', '404/index.html', 'film/nordlys.data', 'film/nordlys/index.html']),
    ['assets/entry.js'],
  );
  expect([...kept].sort()).toEqual(['404.data', '404/index.html', 'film/nordlys.data', 'film/nordlys/index.html']);
  expect((await stat(join(client, '404/index.html'))).ino).toBe((await stat(join(unserved, '404/index.html'))).ino);
});

test('a previous build with no such folder is linked as before', async () => {
  const client = join(base, 'next/client');
  await mkdir(dirname(client));
  await linkPreviousClient(join(base, 'previous'), client, join(base, 'unserved-pages'));
  expect(await readFile(join(client, 'film/nordlys/index.html'), 'utf8')).toBe('<h1>Nordlys</h1>');
});

test('a bundle file missing from the previous build is an error, so the build copies the bundle instead', async () => {
  const client = join(base, 'next/client');
  await mkdir(dirname(client));
  await linkPreviousClient(join(base, 'previous'), client);
  await expect(
    keepPreviousPages(join(base, 'previous'), client, new Set(), ['assets/entry.js', 'assets/missing.js']),
  ).rejects.toThrow('the previous bundle is incomplete (1 of its files are missing)');
});
