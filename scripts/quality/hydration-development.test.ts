/**
 * React's development build tells what its production build keeps quiet: a hydration that found
 * attributes or text other than the prerendered HTML's, a list without keys, an effect that
 * updates during render. The site is built once with development React (NODE_ENV=development
 * for the client bundle; the pages are prerendered as always) and every kind of page is opened
 * in Chromium on the build day, and a page that carries the clock's attributes again two days
 * later, when the page's clock hides what has passed (app/site/clock): nothing React reports is
 * allowed.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium } from '../chromium.ts';
import { createStaticServer } from '../static-server/static-server.ts';

const repoRoot = resolve(import.meta.dirname, '../..');
const TODAY = '2026-11-28';

let base = '';
let baseUrl = '';
let server: ReturnType<typeof createStaticServer> | undefined;
let browser: Browser | undefined;

function build(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.ts')], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'development', FOAJE_TODAY: TODAY, FOAJE_OUT_DIR: outDir, CI: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolveRun({ code, output }));
  });
}

/**
 * The built pages but for redirects, one of each kind: a page with blocks stands for every
 * page with the same set of blocks (one film page, one event page, one text page), and each
 * page without blocks (the member screens, search) is a kind of its own.
 */
async function pagePaths(clientDir: string): Promise<Array<{ path: string; clocked: boolean }>> {
  const redirects = JSON.parse(await readFile(join(repoRoot, 'content/redirects.json'), 'utf8')) as Array<{
    fromPath: string;
  }>;
  const pages = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(clientDir, entry.parentPath)}`.replace(/\/$/, '') || '/')
    .filter((path) => !redirects.some((redirect) => redirect.fromPath === path))
    .sort();
  const kinds = new Map<string, { path: string; clocked: boolean }>();
  for (const path of pages) {
    const html = await readFile(join(clientDir, path, 'index.html'), 'utf8');
    const blocks = [...new Set([...html.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1]))].sort();
    const kind = blocks.length === 0 ? path : blocks.join(' ');
    // A page with none of the clock's attributes (app/site/clock) is the same page at any time.
    const clocked = /\sdata-(?:sale-ends|last-sale|day|rel-day|view-day)="/.test(html);
    if (!kinds.has(kind)) kinds.set(kind, { path, clocked });
  }
  return [...kinds.values()];
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-react-development-'));
  const built = await build(base);
  expect(built.code, built.output).toBe(0);
  // Development React is what the client bundle carries: its hydration diff message is in it.
  const clientDir = join(base, 'client');
  const bundles = (await readdir(join(clientDir, 'assets'))).filter((name) => name.endsWith('.js'));
  const texts = await Promise.all(bundles.map((name) => readFile(join(clientDir, 'assets', name), 'utf8')));
  expect(texts.some((text) => text.includes("didn't match the client properties"))).toBe(true);

  server = createStaticServer(clientDir);
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  server?.close();
  await rm(base, { recursive: true, force: true });
});

/**
 * Reports that are not React's: the live counts and partner APIs are not started here, so their
 * calls fail (what a page does then is the browser suite's and §8's), and the search page's
 * field is left uncontrolled until hydration on purpose, so what a visitor typed before the
 * scripts ran is kept (before-hydration.spec.ts).
 */
const NOT_UNDER_TEST = [
  /Failed to load resource: net::ERR_CONNECTION_REFUSED/,
  /Failed to fetch/,
  /failed network/,
  /^\/search: A component is changing an uncontrolled input to be controlled/,
];

/** What React (or anything else) reported on the console while `path` loaded and hydrated. */
async function reportsOf(path: string, at: Date): Promise<string[]> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ locale: 'nb-NO', timezoneId: 'America/New_York' });
  // The visitor has answered the analytics banner: it is not what is under test here.
  await context.addInitScript(() => localStorage.setItem('foaje-analytics-consent', 'denied'));
  const page = await context.newPage();
  await page.clock.install({ time: at });
  const reports: string[] = [];
  page.on('console', (message) => {
    const report = `${path}: ${message.text()}`;
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !NOT_UNDER_TEST.some((known) => known.test(report))
    )
      reports.push(report);
  });
  page.on('pageerror', (error) => reports.push(`${path}: ${error.message}`));
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  // Hydrated: the header's menus carry the state React keeps (useHydrated), then a moment for
  // the transitions that follow hydration.
  await page.locator('.site-header summary[aria-expanded]').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForTimeout(500);
  await context.close();
  return reports;
}

test(
  'no page reports a hydration mismatch or any other React warning, on the build day or two days later',
  {
    timeout: 600_000,
  },
  async () => {
    const kinds = await pagePaths(join(base, 'client'));
    const paths = kinds.map((kind) => kind.path);
    expect(paths).toContain('/kinoprogram');
    expect(paths).toContain('/logg-inn');
    expect(paths).toContain('/');
    expect(paths.length).toBeGreaterThan(10);
    expect(kinds.find((kind) => kind.path === '/kinoprogram')?.clocked).toBe(true);
    const reports: string[] = [];
    const [buildDay, later] = [new Date('2026-11-28T11:00:00Z'), new Date('2026-11-30T21:00:00Z')];
    for (const { path, clocked } of kinds) {
      reports.push(...(await reportsOf(path, buildDay)));
      if (clocked) reports.push(...(await reportsOf(path, later)));
    }
    expect(reports).toEqual([]);
  },
);
