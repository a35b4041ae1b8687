/**
 * The build's own prerender (scripts/site-builder/, decision 70) against React Router's, and incremental
 * builds against clean ones, on the sample venue: real `scripts/build.ts` runs in a copy of the
 * repository (so a code file can change), every output file compared byte for byte.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isHashedDeployFile, KEPT_FILES_RECORD, readKeptFiles } from './post-build/keep-previous-files.ts';
import { modulePreloadsAfterLoad } from './post-build/scripts-after-load.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const TODAY = '2026-11-20';
// What the build reads besides the content: the code inputs of scripts/site-builder/bundle-state.ts.
const CODE = [
  'app',
  'scripts',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

let base: string;
let repo: string;
let content: string;

/**
 * Every file of a build but React Router's server build (it names the staging folder), with its
 * bytes; `served` leaves out what only the next build reads: `build-state.json`, which only the
 * build's own render workers fill with each page's input digest (decision 77), and
 * `unserved-pages/` (/404 as rendered, left with its scripts starting at once by React Router's
 * own prerender; the served 404.html gets the change in the post-build).
 */
async function filesOf(dir: string, served = false): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // The replaced build's files kept for its open pages (decision 160) are no part of this build.
  const kept = new Set(readKeptFiles(dir).map(({ file }) => `client/${file}`)).add(KEPT_FILES_RECORD);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (path.startsWith('server/') || (served && (path === 'build-state.json' || path.startsWith('unserved-pages/'))))
      continue;
    if (kept.has(path)) continue;
    files.set(path, (await readFile(join(dir, path))).toString('base64'));
  }
  return files;
}

function build(outDir: string, options: { args?: string[]; env?: Record<string, string> } = {}): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repo, 'scripts/build.ts'), ...(options.args ?? [])], {
      cwd: repo,
      env: {
        ...process.env,
        FOAJE_CONTENT_DIR: content,
        FOAJE_OUT_DIR: outDir,
        FOAJE_TODAY: TODAY,
        CI: '',
        ...options.env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise(output) : reject(new Error(`build failed (${String(code)}):\n${output}`)),
    );
  });
}

async function editJson(file: string, edit: (value: never) => void): Promise<void> {
  const value = JSON.parse(await readFile(file, 'utf8')) as never;
  edit(value);
  await writeFile(file, JSON.stringify(value, null, 2));
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-incremental-'));
  repo = join(base, 'repo');
  content = join(base, 'content');
  await mkdir(repo);
  for (const entry of CODE) await cp(join(repoRoot, entry), join(repo, entry), { recursive: true });
  await symlink(join(repoRoot, 'node_modules'), join(repo, 'node_modules'), 'dir');
  await cp(join(repoRoot, 'content'), content, { recursive: true });
  // A clean build of the sample venue: the previous build of every test below.
  await build(join(base, 'own'));
}, 240_000);

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

test('the build writes the same files as React Router prerendering every page itself', async () => {
  const output = await build(join(base, 'react-router'), { env: { FOAJE_PRERENDER: 'react-router' } });
  expect(output).not.toContain('Rendering pages');
  const own = await filesOf(join(base, 'own'));
  expect(own.has('client/kinoprogram/index.html') && own.has('client/kinoprogram.data')).toBe(true);
  // React Router's hydration script was found and started after load (decision 116): were its
  // shape to change past what react-router-internals.ts knows, both builds would leave it as is.
  const page = await readFile(join(base, 'own/client/kinoprogram/index.html'), 'utf8');
  expect(modulePreloadsAfterLoad(page).length).toBeGreaterThan(0);
  expect(await filesOf(join(base, 'own'), true)).toEqual(await filesOf(join(base, 'react-router'), true));
}, 240_000);

test('with a previous build to reuse, invalid content still stops the build before anything is touched', async () => {
  // The reuse starts while the content loads (decision 127): the workers, the link of the
  // previous pages. A content error must leave the previous build as it was, and nothing behind.
  const out = join(base, 'incremental-invalid');
  await cp(join(base, 'own'), out, { recursive: true });
  const broken = join(base, 'content-invalid');
  await cp(content, broken, { recursive: true });
  await editJson(
    join(broken, 'productions/bestevenner-for-alltid.json'),
    (production: { assets: Array<{ url: unknown }> }) => {
      const [first] = production.assets;
      if (first) first.url = 42;
    },
  );
  const before = await filesOf(out);
  await expect(build(out, { env: { FOAJE_CONTENT_DIR: broken } })).rejects.toThrow(
    /productions\/bestevenner-for-alltid\.json: \$\.assets\[0\]\.url: [^\n]+[\s\S]*Nothing was changed/,
  );
  expect(await filesOf(out)).toEqual(before);
  expect((await readdir(repo)).filter((name) => name.startsWith('build.'))).toEqual([]);
  expect((await readdir(base)).filter((name) => name.startsWith('incremental-invalid.'))).toEqual([]);
  await rm(broken, { recursive: true, force: true });
}, 240_000);

/**
 * Builds `out` incrementally and `clean` with `--clean`; returns the incremental build's pages
 * kept, and of those the pages kept without being resolved (none read a changed record).
 */
async function incrementalEqualsClean(out: string, clean: string): Promise<{ kept: number; unread: number }> {
  const incremental = await build(out);
  expect(incremental).toContain('reusing its bundle');
  expect(incremental).not.toContain('Bundling the app');
  await build(clean, { args: ['--clean'] });
  expect(await filesOf(out)).toEqual(await filesOf(clean));
  const kept = /(\d+) pages? rendered, (\d+) unchanged pages kept/.exec(incremental);
  if (!kept) throw new Error(`The incremental build did not say what it kept:\n${incremental}`);
  const unread = /(\d+) pages read no content that changed/.exec(incremental);
  return { kept: Number(kept[2]), unread: Number(unread?.[1] ?? 0) };
}

test('after a change to a production and an event, then to their texts alone, then to a menu label, an incremental build equals a clean one', async () => {
  const out = join(base, 'incremental-content');
  await cp(join(base, 'own'), out, { recursive: true });
  await editJson(
    join(content, 'productions/bestevenner-for-alltid.json'),
    (production: { contents: Array<{ summary: string }> }) => {
      const [first] = production.contents;
      if (first) first.summary = 'Emma og Yasmin har vært bestevenner i hele sitt liv. Ny tekst.';
    },
  );
  await editJson(join(content, 'events.json'), (events: Array<{ time: string }>) => {
    const [first] = events;
    if (first) first.time = '12:30';
  });
  // Pages that show neither the film nor the event keep their previous files. The event's new
  // start moves it in the programme: every page is looked at again (decision 128).
  const moved = await incrementalEqualsClean(out, join(base, 'clean-content'));
  expect(moved.kept).toBeGreaterThan(0);
  expect(moved.unread).toBe(0);
  const film = join(out, 'client/bestevenner-for-alltid-dxm-40478/index.html');
  expect(await readFile(film, 'utf8')).toContain('Ny tekst.');

  // Texts alone: the pages that read neither record are kept without being resolved.
  await editJson(
    join(content, 'productions/bestevenner-for-alltid.json'),
    (production: { contents: Array<{ summary: string }> }) => {
      const [first] = production.contents;
      if (first) first.summary = 'Emma og Yasmin har vært bestevenner i hele sitt liv. Andre tekst.';
    },
  );
  await editJson(join(content, 'events.json'), (events: Array<{ location: string }>) => {
    const [first] = events;
    if (first) first.location = 'Sal 3';
  });
  const texts = await incrementalEqualsClean(out, join(base, 'clean-texts'));
  expect(texts.unread).toBeGreaterThan(0);
  expect(texts.kept).toBeGreaterThanOrEqual(texts.unread);
  expect(await readFile(film, 'utf8')).toContain('Andre tekst.');

  await editJson(join(content, 'theme.json'), (theme: { menu: Array<{ id: string; label: string }> }) => {
    const item = theme.menu.find((entry) => entry.id === 'menu-om');
    if (item) item.label = 'Om huset';
  });
  // The menu is on every page: none is kept.
  expect(await incrementalEqualsClean(out, join(base, 'clean-menu'))).toEqual({ kept: 0, unread: 0 });
  expect(await readFile(film, 'utf8')).toContain('Om huset');
}, 240_000);

test('after a new redirect, an incremental build rewrites no page and equals a clean one', async () => {
  // The redirect table is a file of its own, not in the pages' payloads (decision 149).
  const out = join(base, 'incremental-redirect');
  await build(out, { args: ['--clean'] });
  // A rebuild with nothing changed renders no page, /404 included (its files are kept beside client/).
  const rendered = (output: string) => /(\d+) pages? rendered, \d+ unchanged pages kept/.exec(output)?.[1];
  const unchanged = rendered(await build(out));
  expect(unchanged).toBe('0');
  await editJson(join(content, 'redirects.json'), (redirects: Array<{ fromPath: string; toPath: string }>) => {
    redirects.push({ fromPath: '/gamle-kino', toPath: '/kinoprogram' });
  });
  expect(rendered(await build(out))).toBe(unchanged);
  await build(join(base, 'clean-redirect'), { args: ['--clean'] });
  expect(await filesOf(out)).toEqual(await filesOf(join(base, 'clean-redirect')));
  expect(await readFile(join(out, 'client/redirects.json'), 'utf8')).toContain('["/gamle-kino","/kinoprogram"]');
  expect(await readFile(join(out, 'client/kinoprogram.data'), 'utf8')).not.toContain('/gamle-kino');
}, 240_000);

test('after a change to a code file, the next build bundles anew and equals a clean build', async () => {
  const out = join(base, 'incremental-code');
  await cp(join(base, 'own'), out, { recursive: true });
  const labelsFile = join(repo, 'app/locale/labels.ts');
  const labels = await readFile(labelsFile, 'utf8');
  await writeFile(labelsFile, labels.replace(/skipToMain: '[^']*'/, "skipToMain: 'Hopp rett til innholdet'"));

  const incremental = await build(out);
  expect(incremental).toContain('Bundling the app');
  await build(join(base, 'clean-code'), { args: ['--clean'] });
  expect(await filesOf(out)).toEqual(await filesOf(join(base, 'clean-code')));
  expect(await readFile(join(out, 'client/index.html'), 'utf8')).toContain('Hopp rett til innholdet');
  // A page of the replaced build, still open in a tab, finds every hashed file it may load.
  const previous = [...(await filesOf(join(base, 'own'))).entries()].filter(([path]) =>
    isHashedDeployFile(path.replace(/^client\//, '')),
  );
  const cleanFiles = await filesOf(join(base, 'clean-code'));
  const replaced = previous.filter(([path]) => !cleanFiles.has(path));
  expect(replaced.length).toBeGreaterThan(0);
  expect(
    readKeptFiles(out)
      .map(({ file }) => `client/${file}`)
      .sort(),
  ).toEqual(replaced.map(([path]) => path).sort());
  for (const [path, bytes] of previous) expect((await readFile(join(out, path))).toString('base64'), path).toBe(bytes);
}, 240_000);
