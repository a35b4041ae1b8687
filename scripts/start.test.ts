/**
 * `npm start` keeps the site current by itself: scripts/start.ts in a process of its own (the
 * site alone), over a copy of the sample venue, with real builds, real sockets and its own log.
 * A content edit goes live; the publish endpoint refuses a wrong secret and builds nothing; bad
 * content leaves the site as it was and names file, path and field, and the next good change
 * publishes; visitors see no failure while rebuilds are swapped in; the day moves at midnight
 * (the loop's clock set to just before it). Then `npm run publish` over the same build folder:
 * one build handed to the deploy command, and nothing handed over when the build fails.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSite, type StartedSite } from '../bench/start-process.ts';
import { createSwapLoad } from '../bench/swap-load.ts';
import { runBuild } from './publishing/run-build.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const SECRET = 'the-shared-secret-of-this-test-0123456789';
const PRODUCTION = 'productions/bestevenner-for-alltid.json';
const FILM_PAGE = '/bestevenner-for-alltid-dxm-40478';
const BUILD_MS = 240_000;

let base: string;
let content: string;
let site: StartedSite | undefined;

/** The environment of every process here: this test's folders, and no FOAJE_* of the caller's shell. */
function environment(extra: Record<string, string>): Record<string, string | undefined> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('FOAJE_')));
  return {
    ...inherited,
    FOAJE_CONTENT_DIR: content,
    FOAJE_OUT_DIR: join(base, 'build'),
    FOAJE_PUBLISH_SECRET: SECRET,
    CI: '1',
    ...extra,
  };
}

async function editProduction(
  edit: (production: { title: string; contents: Array<{ summary: string }>; assets: Array<{ url: unknown }> }) => void,
) {
  const file = join(content, PRODUCTION);
  const production = JSON.parse(await readFile(file, 'utf8')) as Parameters<typeof edit>[0];
  edit(production);
  await writeFile(file, JSON.stringify(production, null, 2));
}

const setSummary = (text: string) =>
  editProduction((production) => {
    const [first] = production.contents;
    if (first) first.summary = text;
  });

async function page(path: string): Promise<string> {
  const response = await fetch(`${site?.origin ?? ''}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

function publish(authorization?: string): Promise<Response> {
  return fetch(`${site?.origin ?? ''}/_publish`, {
    method: 'POST',
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-start-'));
  content = join(base, 'content');
  await cp(join(repoRoot, 'content'), content, { recursive: true });
  // A build beforehand: each start below then begins with an incremental one.
  const first = await runBuild({ repoRoot, env: environment({ FOAJE_TODAY: '2026-11-28' }) }).done;
  if (!first.ok) throw new Error(first.output);
  site = await startSite({
    repoRoot,
    env: environment({ FOAJE_CLOCK_START: '2026-11-28T12:00:00+01:00' }),
    timeoutMs: BUILD_MS,
  });
  await site.waitFor(/^✓ Live: the build for 2026-11-28/, 0, BUILD_MS);
}, 2 * BUILD_MS);

afterAll(async () => {
  await site?.stop();
  await rm(base, { recursive: true, force: true });
});

test(
  'an edit of the content goes live; the publish endpoint builds nothing for a wrong secret',
  async () => {
    if (site === undefined) throw new Error('The site did not start');
    const started = site.lines.length;
    await setSummary('Ny tekst fra redaksjonen.');
    const edited = await site.waitFor(new RegExp(`^Rebuilding for 2026-11-28 \\(.*${PRODUCTION}`), started, 30_000);
    await site.waitFor(/^✓ Live/, edited, BUILD_MS);
    expect(await page(FILM_PAGE)).toContain('Ny tekst fra redaksjonen.');

    const before = site.lines.length;
    expect((await publish()).status).toBe(401);
    expect((await publish('Bearer not-the-secret')).status).toBe(401);
    expect((await publish(`Basic ${btoa(`x:${SECRET}`)}`)).status).toBe(401);
    // Longer than a request waits before its build starts (rebuild-loop.ts: 0.3 s, at most 2 s).
    await new Promise((resolveWait) => setTimeout(resolveWait, 2_500));
    expect(site.lines.slice(before).filter((line) => line.startsWith('Rebuilding'))).toEqual([]);
    expect(site.lines.slice(before).filter((line) => line.includes('refused (401)'))).toHaveLength(3);
    expect(site.lines.join('\n')).not.toContain(SECRET);

    const accepted = await publish(`Bearer ${SECRET}`);
    expect(accepted.status).toBe(202);
    const rebuilt = await site.waitFor(/^Rebuilding for 2026-11-28 \(webhook\)$/, before, 30_000);
    await site.waitFor(/^✓ Live/, rebuilt, BUILD_MS);
  },
  2 * BUILD_MS,
);

test(
  'bad content leaves the site as it was and names file, path and field; the next good change publishes',
  async () => {
    if (site === undefined) throw new Error('The site did not start');
    const live = await page(FILM_PAGE);
    const before = site.lines.length;
    let poster: unknown;
    await editProduction((production) => {
      const [first] = production.assets;
      poster = first?.url;
      if (first) first.url = 42;
    });
    expect((await publish(`Bearer ${SECRET}`)).status).toBe(202);
    const failed = await site.waitFor(/^✗ The rebuild failed: the site stays as it was/, before, BUILD_MS);
    expect(site.lines.slice(before, failed).join('\n')).toMatch(
      /productions\/bestevenner-for-alltid\.json: \$\.assets\[0\]\.url: expected string/,
    );
    expect(await page(FILM_PAGE)).toBe(live);

    // The editor fixes the file, with a new text: that change publishes.
    const fixed = site.lines.length;
    await editProduction((production) => {
      const [first] = production.assets;
      if (first) first.url = poster;
      const [text] = production.contents;
      if (text) text.summary = 'Rettet og publisert.';
    });
    await site.waitFor(/^✓ Live/, fixed, BUILD_MS);
    expect(await page(FILM_PAGE)).toContain('Rettet og publisert.');
  },
  2 * BUILD_MS,
);

test(
  'ten visitors through three rebuilds and swaps: no failed request, no page missing a file',
  async () => {
    if (site === undefined) throw new Error('The site did not start');
    const load = createSwapLoad({
      origin: site.origin,
      clients: 10,
      pages: ['/', '/kinoprogram', FILM_PAGE, '/kulturprogram', '/filmer'],
    });
    // Each round renames the film: its pages and the search files change, so a tab opened
    // before a swap asks for search files the next build replaced.
    for (let round = 1; round <= 3; round++) {
      const from = site.lines.length;
      await editProduction((production) => {
        production.title = `Bestevenner for alltid (runde ${String(round)})`;
      });
      const live = await site.waitFor(/^✓ Live/, from, BUILD_MS);
      expect(site.lines.slice(from, live).join('\n')).toMatch(/files? of the replaced build kept/);
    }
    const result = await load.stop();
    expect(result.failures).toEqual([]);
    expect(result.mixed).toEqual([]);
    expect(result.pageLoads).toBeGreaterThan(10);
    expect(await page(FILM_PAGE)).toContain('Bestevenner for alltid (runde 3)');
  },
  4 * BUILD_MS,
);

test(
  'at midnight in Oslo the site is rebuilt for the new day',
  async () => {
    await site?.stop();
    // The loop's clock a little before midnight: the start build, then the midnight one.
    site = await startSite({
      repoRoot,
      env: environment({ FOAJE_CLOCK_START: '2026-11-28T23:59:40+01:00' }),
      timeoutMs: BUILD_MS,
    });
    const midnight = await site.waitFor(/^Rebuilding for 2026-11-29 \(.*midnight/, 0, BUILD_MS);
    await site.waitFor(/^✓ Live: the build for 2026-11-29/, midnight, BUILD_MS);
    // The programme's first day, "I dag", is the new day.
    expect(await page('/kinoprogram')).toContain('data-rel-day="20261129" data-rel="today"');
  },
  3 * BUILD_MS,
);

/** `scripts/publish.ts` once; resolves with its exit code and output. */
function runPublish(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/publish.ts')], { cwd: repoRoot, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (code) => resolveRun({ code, output }));
  });
}

test(
  'npm run publish hands the built client folder to the deploy command, and nothing when the build fails',
  async () => {
    await site?.stop();
    site = undefined;
    const deployed = join(base, 'deployed');
    const env = environment({
      FOAJE_TODAY: '2026-11-29',
      // The deploy step gets the client folder as $1.
      FOAJE_DEPLOY_COMMAND: `cp -r "$1" "${deployed}"`,
    });
    const published = await runPublish(env);
    expect(published.code, published.output).toBe(0);
    expect(published.output).toContain('✓ Published for 2026-11-29');
    expect(await readdir(deployed)).toContain('index.html');
    // Built for the day it was given: its programme's "I dag" is that day.
    expect(await readFile(join(deployed, 'kinoprogram/index.html'), 'utf8')).toContain(
      'data-rel-day="20261129" data-rel="today"',
    );

    await rm(deployed, { recursive: true });
    await editProduction((production) => {
      const [first] = production.assets;
      if (first) first.url = 42;
    });
    const failed = await runPublish(env);
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/bestevenner-for-alltid\.json: \$\.assets\[0\]\.url/);
    expect(failed.output).toContain('nothing was deployed');
    await expect(readdir(deployed)).rejects.toThrow();
  },
  2 * BUILD_MS,
);
