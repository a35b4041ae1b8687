import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { addControlTree } from './control-tree.ts';

const root = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

test('a control tree holds the revision asked for, builds with this tree’s packages, and goes away', () => {
  const tree = addControlTree(root, 'HEAD');
  try {
    expect(tree.commit).toBe(git('rev-parse', 'HEAD'));
    expect(tree.sameDependencies).toBe(true);
    expect(readFileSync(join(tree.dir, 'scripts/build.ts'), 'utf8')).toBe(git('show', 'HEAD:scripts/build.ts') + '\n');
    expect(existsSync(join(tree.dir, 'node_modules/react/package.json'))).toBe(true);
  } finally {
    tree.remove();
  }
  expect(existsSync(tree.dir)).toBe(false);
  expect(git('worktree', 'list')).not.toContain(tree.dir);
});

test('an unknown revision is refused by name before anything is checked out', () => {
  const before = git('worktree', 'list');
  expect(() => addControlTree(root, 'no-such-revision-here')).toThrow(
    '--control no-such-revision-here: no such revision',
  );
  expect(git('worktree', 'list')).toBe(before);
});
