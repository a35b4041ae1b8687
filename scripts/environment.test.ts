import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { FoajeEnv } from '../app/model/environment.ts';
import { environmentTable } from './environment-table.ts';

const root = resolve(import.meta.dirname, '..');

test('the README table of environment variables is the one made from their declaration', () => {
  const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
  const section = /<!-- env-table:start -->\n([\s\S]*?)\n<!-- env-table:end -->/.exec(readme)?.[1];
  expect(section).toBe(environmentTable());
});

test('every FOAJE_* variable the code, configs and tests name is declared', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    // The module's own test names a misspelt variable on purpose.
    .filter((path) => /\.(ts|tsx|js|json)$/.test(path) && path !== 'app/model/environment.test.ts');
  const named = new Set<string>();
  for (const path of files) {
    let text = '';
    try {
      text = readFileSync(resolve(root, path), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    // A name ending in `_` is a template (`FOAJE_PARTNER_API_${id}`), not a variable.
    for (const match of text.matchAll(/\bFOAJE_[A-Z0-9_]*[A-Z0-9]\b/g)) named.add(match[0]);
  }
  const declared = new Set(Object.keys(FoajeEnv.shape));
  expect([...named].filter((name) => !declared.has(name)).sort()).toEqual([]);
});
