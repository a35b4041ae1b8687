/**
 * The files a page of a replaced deploy may still ask for, kept in the new build for a day
 * (decision 160, docs/deploy.md "Swapping a deploy"): a tab opened before a swap still runs
 * the old deploy's code, which loads its route modules (`/assets/*`) as the visitor navigates,
 * and its search reads the index and chunks the old manifest named (`/search/*-{hash}.json`).
 * Those names carry a content hash, so keeping them beside the new deploy's never changes what
 * a new page gets. Pages and payloads are not kept: they have one address, and a tab's
 * navigation fetches the current deploy's payload.
 *
 * `kept-files.json` beside `client/` (never served) says when each kept file stopped being
 * current; a file is dropped once that is a day ago. The step runs after the service worker is
 * written, so the worker precaches only the new deploy's own files.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { HASHED_SEARCH_FILE } from '../../app/search/search-document.ts';

/** How long a replaced deploy's files stay (decision 160): the service worker's own update interval. */
export const KEEP_REPLACED_FILES_MS = 24 * 3_600_000;

/** The record of kept files, beside the build's `client/`. */
export const KEPT_FILES_RECORD = 'kept-files.json';

const KeptFiles = z.object({
  files: z.array(z.object({ file: z.string().min(1), replacedAt: z.iso.datetime() })),
});
export type KeptFile = z.output<typeof KeptFiles>['files'][number];

/** Whether a client file (relative, `/`-separated) is one a page may ask for by its hashed name. */
export function isHashedDeployFile(file: string): boolean {
  return file.startsWith('assets/') || HASHED_SEARCH_FILE.test(`/${file}`);
}

/**
 * Which files the next build keeps, and since when they are not current (pure).
 * `previousFiles`: the hashed files of the previous build's client folder, its own and those it
 * kept; `previousKept`: its record; `inNext`: whether the next build has a file itself.
 */
export function planKeptFiles(
  previousFiles: Iterable<string>,
  previousKept: readonly KeptFile[],
  inNext: (file: string) => boolean,
  now: Date,
  keepForMs: number = KEEP_REPLACED_FILES_MS,
): KeptFile[] {
  const replacedAt = new Map(previousKept.map((entry) => [entry.file, entry.replacedAt]));
  const plan: KeptFile[] = [];
  for (const file of previousFiles) {
    if (inNext(file)) continue;
    const since = replacedAt.get(file) ?? now.toISOString();
    if (now.getTime() - Date.parse(since) < keepForMs) plan.push({ file, replacedAt: since });
  }
  return plan.sort((a, b) => a.file.localeCompare(b.file));
}

/** The record of a build folder; an unreadable one counts as none (its files are then a day old at most). */
export function readKeptFiles(outDir: string): KeptFile[] {
  try {
    return KeptFiles.parse(JSON.parse(readFileSync(join(outDir, KEPT_FILES_RECORD), 'utf8'))).files;
  } catch {
    return [];
  }
}

/** The hashed files of a client folder, relative. Synchronous: nothing else waits meanwhile (pitfall 17). */
function hashedFilesOf(clientDir: string): string[] {
  const files: string[] = [];
  for (const folder of ['assets', 'search']) {
    const base = join(clientDir, folder);
    let entries;
    try {
      entries = readdirSync(base, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = `${folder}/${entry.parentPath === base ? '' : `${entry.parentPath.slice(base.length + 1)}/`}${entry.name}`;
      if (isHashedDeployFile(file)) files.push(file);
    }
  }
  return files;
}

function exists(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Adds to `nextOut/client` the hashed files of the build in `previousOut` (its own, and those it
 * kept less than a day) that the next build lacks, as links (copies across file systems), and
 * writes the record. Nothing is read from a previous build that is not there.
 */
export function keepPreviousFiles(options: { previousOut: string; nextOut: string; now: Date; keepForMs?: number }): {
  kept: number;
} {
  const previousClient = join(options.previousOut, 'client');
  const nextClient = join(options.nextOut, 'client');
  const plan = planKeptFiles(
    exists(previousClient) ? hashedFilesOf(previousClient) : [],
    readKeptFiles(options.previousOut),
    (file) => exists(join(nextClient, file)),
    options.now,
    options.keepForMs,
  );
  for (const { file } of plan) {
    const target = join(nextClient, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(previousClient, file), target);
    } catch {
      copyFileSync(join(previousClient, file), target);
    }
  }
  writeFileSync(join(options.nextOut, KEPT_FILES_RECORD), `${JSON.stringify({ files: plan }, null, 2)}\n`);
  return { kept: plan.length };
}
