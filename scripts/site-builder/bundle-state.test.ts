import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { hashCodeInputs } from './bundle-state.ts';

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'code-hash-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('a change to the code that renders or writes the pages is a new bundle; a test or the content is not', async () => {
  for (const entry of ['scripts/build.ts', 'scripts/site-builder', 'scripts/post-build', 'package.json'])
    cpSync(join(root, entry), join(copy, entry), { recursive: true });
  const before = await hashCodeInputs(copy);
  writeFileSync(join(copy, 'scripts/site-builder/render-phase.test.ts'), '// a test\n');
  writeFileSync(join(copy, 'content.json'), '{}\n');
  expect(await hashCodeInputs(copy)).toBe(before);
  for (const file of [
    'scripts/build.ts',
    'scripts/site-builder/render-worker.ts',
    'scripts/post-build/post-process.ts',
  ]) {
    writeFileSync(join(copy, file), '// changed\n', { flag: 'a' });
    const after = await hashCodeInputs(copy);
    expect(after, file).not.toBe(before);
  }
});
