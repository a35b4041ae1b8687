import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { assembleSnapshot } from './content-assembly.ts';
import type { ContentSource } from './content-source.ts';
import { readLogoSize } from './logo-size.server.ts';

/** The files of a content folder the loader reads; anything else (images, README) is left alone. */
const TOP_FILES = ['site.json', 'theme.json', 'redirects.json', 'events.json'];
const FOLDERS: ReadonlyArray<{ folder: string; extension: string }> = [
  { folder: 'productions', extension: '.json' },
  { folder: 'pages', extension: '.json' },
  { folder: 'articles', extension: '.md' },
];

/**
 * Loads and validates the embedded content of a site from a folder laid out like `content/`
 * (see content/README.md). Throws `ContentValidationError` listing every problem, each with
 * its file relative to the working directory (the repository when the build runs).
 */
export async function loadContentFromDir(
  dir: string,
  options: { today: string; blockSchemas: Readonly<Record<string, z.ZodType>> },
): Promise<ContentSnapshot> {
  const names = [...TOP_FILES];
  for (const { folder, extension } of FOLDERS) {
    for (const entry of await listFiles(path.join(dir, folder))) {
      if (entry.endsWith(extension)) names.push(`${folder}/${entry}`);
    }
  }
  const texts = readAll(names.map((name) => path.join(dir, name)));
  // In name order, not completion order: content order decides list order on the pages.
  const files = new Map<string, string>();
  names.forEach((name, i) => {
    const text = texts[i];
    if (text !== undefined) files.set(name, text);
  });
  // The folder's label once: a name is a file or `folder/file` of it (10 000 labels cost 0.15 s).
  const dirLabel = labelOf(dir);
  const snapshot = assembleSnapshot(
    { files, fileLabel: (name) => (dirLabel === '' ? name : `${dirLabel}/${name}`) },
    options,
  );
  if (snapshot.theme.logoSize !== undefined) return snapshot;
  const logoSize = await readLogoSize(dir, snapshot.theme.logo);
  return logoSize === undefined ? snapshot : { ...snapshot, theme: { ...snapshot.theme, logoSize } };
}

/** A file as issues name it: relative to the working directory, with `/` separators. */
function labelOf(file: string): string {
  const relative = path.relative(process.cwd(), path.resolve(file));
  const label = relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(file) : relative;
  return label.split(path.sep).join('/');
}

async function listFiles(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * Each file with a synchronous read: the build has nothing else to do meanwhile, and a read
 * through the thread pool cost three times as much (0.7 s for 10 000 files). One file open at
 * a time, so a large venue stays under the open-file limit (EMFILE at 50 000 productions).
 */
function readAll(files: readonly string[]): Array<string | undefined> {
  return files.map(readOptional);
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** The embedded content of a folder laid out like `content/` as a `ContentSource`. */
export function fileSource(dir: string): ContentSource {
  return {
    description: `${labelOf(dir)}/`,
    load: (options) => loadContentFromDir(dir, options),
  };
}
