import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { writeProgrammeScaleVenue } from './programme-scale-venue.ts';

const root = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'foaje-programme-scale-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the venue of 40 screenings a day passes `npm run content:check`', () => {
  writeProgrammeScaleVenue(join(root, 'content'), dir, 40);
  const check = spawnSync(process.execPath, [join(root, 'scripts/content-check/content-check.ts')], {
    cwd: root,
    env: { ...process.env, FOAJE_CONTENT_DIR: dir, FOAJE_TODAY: '2026-11-21' },
    encoding: 'utf8',
  });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  // 94 pages, and a page for each of the 14 days of both its programmes, whose first documents
  // hold their first day in part (decision 218).
  expect(check.stdout).toMatch(/✓ Content is valid: 122 pages, 76 productions, 577 events/);
}, 120_000);
