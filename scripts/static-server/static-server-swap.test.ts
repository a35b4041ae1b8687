/**
 * The static server while builds are swapped into place under it (scripts/post-build/swap-output.ts,
 * as `npm start` rebuilds): concurrent clients over real sockets never get a miss from the moment
 * between the swap's two renames, and each page comes whole from one build.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { swapIntoPlace } from '../post-build/swap-output.ts';
import { createStaticServer } from './static-server.ts';

let base: string;
let server: Server;
let origin: string;

async function writeBuild(dir: string, version: number): Promise<void> {
  const files: Record<string, string> = {
    'client/index.html': `<h1>Forside ${String(version)}</h1>`,
    'client/_.data': `[{"forside":${String(version)}}]`,
    'client/kinoprogram/index.html': `<h1>Kinoprogram ${String(version)}</h1>`,
    'client/kinoprogram.data': `[{"kinoprogram":${String(version)}}]`,
    'client/assets/entry-same.js': 'console.log(1);',
    'client/404.html': '<h1>Siden finnes ikke</h1>',
    'client/_redirects.json': JSON.stringify([{ fromPath: '/Kulturprogram', toPath: '/kinoprogram' }]),
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), text);
  }
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-swap-'));
  await writeBuild(join(base, 'build'), 0);
  server = createStaticServer(join(base, 'build/client'));
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolveClose) => server.close(resolveClose));
  await rm(base, { recursive: true, force: true });
});

test('40 clients through 30 swaps: every answer is the one a build gives, none a miss', async () => {
  const paths = ['/', '/_.data', '/kinoprogram', '/kinoprogram.data', '/assets/entry-same.js', '/Kulturprogram'];
  let swapping = true;
  const wrong: string[] = [];
  let requests = 0;
  const client = async (index: number) => {
    for (let turn = 0; swapping; turn++) {
      const path = paths[(index + turn) % paths.length] ?? '/';
      const response = await fetch(origin + path, { redirect: 'manual' });
      const body = await response.text();
      requests++;
      const expected = path === '/Kulturprogram' ? 301 : 200;
      if (response.status !== expected) wrong.push(`${path} ${String(response.status)}`);
      else if (path === '/' && !/^<h1>Forside \d+<\/h1>$/.test(body)) wrong.push(`${path} ${body}`);
    }
  };
  const swaps = (async () => {
    for (let version = 1; version <= 30; version++) {
      const next = join(base, `build.tmp-${String(version)}`);
      await writeBuild(next, version);
      await swapIntoPlace(next, join(base, 'build'));
      await new Promise((resolveWait) => setTimeout(resolveWait, 5));
    }
    swapping = false;
  })();
  await Promise.all([swaps, ...Array.from({ length: 40 }, (_, index) => client(index))]);
  expect(wrong).toEqual([]);
  expect(requests).toBeGreaterThan(300);
  expect(await (await fetch(`${origin}/`)).text()).toBe('<h1>Forside 30</h1>');
  // An unknown path is still a 404 between swaps.
  expect((await fetch(`${origin}/finnes-ikke`)).status).toBe(404);
}, 60_000);
