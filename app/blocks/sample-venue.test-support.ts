/**
 * The sample venue (content/) as a validated snapshot, read the way the file source reads it,
 * for tests that check a promise on real content. Test-only (imported by `*.test.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assembleSnapshot } from '../content/content-assembly.ts';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { blockSchemas } from './definitions.ts';

const SAMPLE_CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

export function loadSampleVenue(today: string): ContentSnapshot {
  const files = new Map<string, string>();
  for (const name of ['site.json', 'theme.json', 'redirects.json', 'events.json'])
    files.set(name, readFileSync(path.join(SAMPLE_CONTENT_DIR, name), 'utf8'));
  for (const folder of ['productions', 'articles', 'pages']) {
    for (const name of readdirSync(path.join(SAMPLE_CONTENT_DIR, folder)))
      files.set(`${folder}/${name}`, readFileSync(path.join(SAMPLE_CONTENT_DIR, folder, name), 'utf8'));
  }
  return assembleSnapshot({ files, fileLabel: (name) => `content/${name}` }, { today, blockSchemas });
}
