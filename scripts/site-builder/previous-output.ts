/**
 * An incremental build starts from the previous build's client folder (decision 107): one
 * `cp -al` links every file into the staging folder (a native walk: 1.1–1.6 s for a 10 000-page
 * build, where a link and a folder per page from the render workers took 5–7 s), then every file
 * that is not a page this build may keep is taken out again: the post-build steps' files (they
 * are written anew), the pages of paths that are gone, and the bundle's files, which become
 * private copies since a post-build step may rewrite them. What stays are links to the pages
 * of the live build: nothing may write into them in place (decision 72); a page rendered anew
 * replaces its link (scripts/site-builder/render-worker.ts).
 *
 * The two steps are apart (decision 127): the link needs only the previous build, so it runs
 * while the content loads; the pruning needs the paths of this build.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, rmdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let error = '';
    child.stderr.on('data', (chunk: Buffer) => (error += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(error.trim() || `${command} exit code ${String(code)}`)),
    );
  });
}

/** Files at once: the 50 000-page build ran out of file handles before (decision 34). */
const BATCH = 64;

/**
 * Links every file of `previousClient` into `client` (which must not exist), and those of
 * `previousUnserved` (the page files the previous build kept beside its client folder, e.g.
 * `/404`'s: scripts/post-build/not-found-page.ts) where they were in the client folder, so they
 * are kept like the other pages. Rejects when the two are on different file systems or `cp` is
 * missing: the caller then builds as without a previous build's pages.
 */
export async function linkPreviousClient(
  previousClient: string,
  client: string,
  previousUnserved?: string,
): Promise<void> {
  await run('cp', ['-al', previousClient, client]);
  // A previous build from before the folder existed has none: its /404 is rendered again.
  if (previousUnserved !== undefined && existsSync(previousUnserved))
    await run('cp', ['-al', `${previousUnserved}/.`, client]);
}

/**
 * Keeps in `client` (linked by `linkPreviousClient`) only the files of `pageFiles` (the previous
 * pages of paths this build has too) and of `bundleFiles` (made private copies); rejects when a
 * bundle file is missing. Resolves to the files of `pageFiles` that are there: a page whose two
 * files are both kept needs no look at the disk in the render workers.
 */
export async function keepPreviousPages(
  previousClient: string,
  client: string,
  pageFiles: ReadonlySet<string>,
  bundleFiles: readonly string[],
): Promise<Set<string>> {
  const bundle = new Set(bundleFiles);
  const drop: string[] = [];
  const kept = new Set<string>();
  // Synchronous: the recursive walk of a 10 000-page folder takes a fifth of the time of
  // `readdir`'s promise, which goes through the thread pool one folder at a time.
  const prefix = `${client}/`;
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const file = entry.parentPath === client ? entry.name : `${entry.parentPath.slice(prefix.length)}/${entry.name}`;
    if (pageFiles.has(file)) kept.add(file);
    else drop.push(file);
  }
  const emptied = new Set<string>();
  let copied = 0;
  for (let at = 0; at < drop.length; at += BATCH) {
    await Promise.all(
      drop.slice(at, at + BATCH).map(async (file) => {
        await unlink(join(client, file));
        if (!bundle.has(file)) return void emptied.add(dirname(file));
        await copyFile(join(previousClient, file), join(client, file));
        copied++;
      }),
    );
  }
  if (copied !== bundle.size)
    throw new Error(`the previous bundle is incomplete (${bundle.size - copied} of its files are missing)`);
  // Folders left empty (a page that is gone, a step's folder) are not in a clean build either.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let dir = folder; dir !== '.' && dir !== ''; dir = dirname(dir)) {
      const removed = await rmdir(join(client, dir)).then(
        () => true,
        () => false,
      );
      if (!removed) break;
    }
  }
  return kept;
}
