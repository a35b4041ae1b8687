import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const PRODUCTION = 'bestevenner-for-alltid.json';

let base: string;

/** Every file under `dir` with its bytes, keyed by relative path. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), (await readFile(path)).toString('base64'));
  }
  return files;
}

function runBuild(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; pid: number | undefined }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'scripts/build.ts')], {
      cwd: base,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolvePromise({ code, stdout, stderr, pid: child.pid }));
  });
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'foaje-build-'));
  await cp(join(repoRoot, 'content'), join(base, 'content'), { recursive: true });
  // The previous build, as a deploy would have left it.
  await mkdir(join(base, 'build/client/kinoprogram'), { recursive: true });
  await writeFile(join(base, 'build/client/index.html'), '<h1>Forrige bygg</h1>');
  await writeFile(join(base, 'build/client/kinoprogram/index.html'), '<h1>Kinoprogram</h1>');
  await writeFile(join(base, 'build/client/_.data'), '[1]');
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

test('invalid content stops the build, names file, JSON path and field, and leaves the previous build as it was', async () => {
  const file = join(base, 'content/productions', PRODUCTION);
  const production = JSON.parse(await readFile(file, 'utf8')) as { assets: Array<Record<string, unknown>> };
  const [firstAsset] = production.assets;
  if (firstAsset === undefined) throw new Error(`${PRODUCTION} has no assets to break`);
  firstAsset['url'] = 42;
  await writeFile(file, JSON.stringify(production, null, 2));
  const before = await snapshot(join(base, 'build'));

  const result = await runBuild({
    FOAJE_CONTENT_DIR: join(base, 'content'),
    FOAJE_OUT_DIR: join(base, 'build'),
    FOAJE_TODAY: '2026-11-20',
  });

  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    new RegExp(`productions/${PRODUCTION.replace('.', '\\.')}: \\$\\.assets\\[0\\]\\.url: .+`),
  );
  expect(result.stderr).toContain('Nothing was changed');
  expect(await snapshot(join(base, 'build'))).toEqual(before);
  expect((await readdir(base)).sort()).toEqual(['build', 'content']);
  // Vite, started while the content loaded (decision 131), was stopped and its staging folder removed.
  expect(await readdir(repoRoot)).not.toContain(`build.tmp-${String(result.pid)}`);
});
