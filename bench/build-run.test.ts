import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { endedChildrenCpuSeconds, failureOf, phasesOf } from './build-run.ts';

test('a failed build is named by its first error line', () => {
  expect(failureOf('Loading content\n✗ Error: EMFILE: too many open files\n  Nothing was changed')).toBe(
    '✗ Error: EMFILE: too many open files',
  );
});

test("a build's phase times are read from its last line", () => {
  const line =
    '✓ Built 1000 pages and 6 redirects into build/client in 6.8 s; 1 page rendered, 1005 unchanged pages kept (content 0.6 s, bundle reused 0.2 s, pages 3.6 s, post-build 2.1 s, swap 0.3 s).';
  expect(phasesOf(`Rendering pages 1006/1006\n\n${line}\n`)).toBe(
    'content 0.6 s, bundle reused 0.2 s, pages 3.6 s, post-build 2.1 s, swap 0.3 s',
  );
  expect(phasesOf('✗ The build failed')).toBeNull();
});

test("the CPU time of ended children is read from /proc's stat line, command names with spaces and parentheses included", () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime …
  const line = '4242 (node (a) b) S 1 4242 4242 0 -1 4194304 100 200 0 0 350 40 1234 567 20 0 11 0';
  expect(endedChildrenCpuSeconds(line)).toBeCloseTo(18.01, 5);
  expect(endedChildrenCpuSeconds(null)).toBeNull();
  const before = endedChildrenCpuSeconds();
  execFileSync(process.execPath, ['-e', 'let x = 0; const end = Date.now() + 300; while (Date.now() < end) x++;']);
  const after = endedChildrenCpuSeconds();
  expect(before).not.toBeNull();
  expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(0.2);
});
