import { spawn } from 'node:child_process';
import { expect, test } from 'vitest';
import { treeRss } from './process-tree-memory.ts';

test('the memory of a process tree counts its children', async () => {
  // A child that holds 64 MiB of its own, started by a parent that holds little.
  // It ends itself once its parent is gone, so no process outlives the test.
  const script =
    "const k = Buffer.alloc(64 * 2 ** 20, 1); const p = process.ppid; console.log('ready', k.length);" +
    'setInterval(() => { try { process.kill(p, 0); } catch { process.exit(0); } }, 100);';
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(script)}], { stdio: 'inherit' }); process.on('SIGTERM', () => { c.kill(); process.exit(0); });`,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
    const pid = parent.pid ?? 0;
    expect(treeRss(pid)).toBeGreaterThan(64 * 2 ** 20);
  } finally {
    parent.kill();
  }
});
