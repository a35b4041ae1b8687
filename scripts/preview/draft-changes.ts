/**
 * What the drafts change, as the preview's banner names it: the pages whose page bundle (their
 * data, spec §2.1) differs between the live build and the preview build, new, changed or gone.
 * Compared from the two build folders, so it holds for any platform's drafts, not only the
 * reference one's.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { documentFileOf, pageOfPayload } from '../../app/engine/urls/page-bundle-address.ts';

export type PageChangeKind = 'new' | 'changed' | 'removed';

export interface PageChange {
  path: string;
  kind: PageChangeKind;
}

/** The changes between two builds' page bundles (path → digest), in path order. */
export function comparePages(live: ReadonlyMap<string, string>, preview: ReadonlyMap<string, string>): PageChange[] {
  const changes: PageChange[] = [];
  for (const [path, digest] of preview) {
    const before = live.get(path);
    if (before === undefined) changes.push({ path, kind: 'new' });
    else if (before !== digest) changes.push({ path, kind: 'changed' });
  }
  for (const path of live.keys()) if (!preview.has(path)) changes.push({ path, kind: 'removed' });
  return changes.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every page bundle of a client folder, by its page's path, with a digest of its bytes. */
function pageDigests(clientDir: string): Map<string, string> {
  const digests = new Map<string, string>();
  let files: string[];
  try {
    files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  } catch {
    return digests;
  }
  for (const file of files) {
    const page = pageOfPayload(`/${file}`);
    if (page === undefined) continue;
    digests.set(
      page,
      createHash('sha256')
        .update(readFileSync(join(clientDir, file)))
        .digest('base64url'),
    );
  }
  return digests;
}

/** A page's `<title>` in a client folder, or its path when it has none. */
export function pageTitle(clientDir: string, path: string): string {
  try {
    const html = readFileSync(join(clientDir, documentFileOf(path)), 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
    return title === undefined || title === '' ? path : title;
  } catch {
    return path;
  }
}

/** Which build a folder holds now: a build's swap puts a new folder in place. */
function identity(dir: string): string {
  try {
    const info = statSync(dir);
    return `${String(info.ino)}:${String(info.mtimeMs)}`;
  } catch {
    return 'none';
  }
}

/** The changes between the live and the preview client folders, read again only after either was rebuilt. */
export function watchDraftChanges(liveDir: string, previewDir: string): () => PageChange[] {
  let seen: { key: string; changes: PageChange[] } | undefined;
  return () => {
    const key = `${identity(liveDir)}|${identity(previewDir)}`;
    if (seen?.key !== key) seen = { key, changes: comparePages(pageDigests(liveDir), pageDigests(previewDir)) };
    return seen.changes;
  };
}
