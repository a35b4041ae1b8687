import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { syntheticItem, writeSyntheticVenue } from './synthetic-venue.ts';

const CONTENT = resolve(import.meta.dirname, '../content');
const dir = mkdtempSync(join(tmpdir(), 'foaje-synthetic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('generated items have unique ids and slugs of the culture shape', () => {
  const items = Array.from({ length: 60_000 }, (_, i) => syntheticItem(i));
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  expect(new Set(items.map((item) => item.pageReference)).size).toBe(items.length);
  for (const item of items.slice(0, 200)) expect(item.pageReference).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]{5}$/);
});

test('a synthetic venue passes the content checks and has one page more per generated item', async () => {
  const today = '2026-11-21';
  const sample = createPageResolver(await loadContentFromDir(CONTENT, { today, blockSchemas }), blockDefinitions);
  writeSyntheticVenue(CONTENT, dir, 25);
  const synthetic = createPageResolver(await loadContentFromDir(dir, { today, blockSchemas }), blockDefinitions);
  expect(synthetic.routes.entries.size).toBe(sample.routes.entries.size + 25);
  const item = syntheticItem(7);
  const page = synthetic.resolvePage(`/${item.pageReference}`);
  expect(page?.meta.title).toContain(item.title);
  // The archive stays off the programme: /kulturprogram lists what the sample lists.
  expect(JSON.stringify(synthetic.resolvePage('/kulturprogram'))).toBe(
    JSON.stringify(sample.resolvePage('/kulturprogram')),
  );
});
