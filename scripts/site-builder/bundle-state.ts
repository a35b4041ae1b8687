/**
 * What an incremental build needs from the previous one (decision 72): the hash of the
 * code the bundle was built from and the bundle's files, written beside `client/` as
 * `build-state.json` (never served). When the code is unchanged, the next build copies the
 * bundle (client assets and React Router's server build) instead of running Vite again.
 */
import { createHash } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { outputLayout } from './output-layout.ts';

const BUILD_STATE_FILE = 'build-state.json';

const BuildState = z.object({
  codeHash: z.string(),
  /** Files of `client/` that Vite wrote (assets, public files), relative to it. */
  bundleFiles: z.array(z.string()),
  /** The site part of the Content-Security-Policy every page carries (decision 77). */
  policySite: z.array(z.string()),
  /** The distinct sets of image and form origin keys the pages' HTML uses (content-security-policy.ts `withPagePolicy`). */
  originSets: z.array(z.array(z.string())),
  /**
   * Each page: its path, the digest of its inputs (scripts/site-builder/page-inputs.ts; null when not
   * known), its index in `originSets`, the content records it read (null when not known).
   */
  pages: z.array(
    z.tuple([z.string(), z.string().nullable(), z.number().int().nonnegative(), z.array(z.string()).nullable()]),
  ),
  /** The content's frame and records (scripts/site-builder/content-inputs.ts), null when not known. */
  inputs: z.object({ frame: z.string(), records: z.array(z.tuple([z.string(), z.string()])) }).nullable(),
});
export type BuildState = z.infer<typeof BuildState>;

/**
 * The inputs of the bundle and of every page's HTML apart from the content: the app, the
 * prerender loop, the post-build steps (the policy meta is made in the render workers, the
 * service worker is kept when its inputs are), the configuration and the exact dependencies. The Node version is in it
 * because it runs the server build.
 */
const CODE_INPUTS = [
  'app',
  // What renders and writes the pages: a change here makes a fresh bundle and every page again.
  'scripts/build.ts',
  'scripts/site-builder',
  'scripts/post-build',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = join(root, entry);
  const info = await stat(full).catch(() => undefined);
  if (info === undefined) return [];
  if (info.isFile()) return [entry];
  const entries = await readdir(full, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The SHA-256 of the code inputs under `repoRoot`, over their paths and bytes, in a fixed order. */
export async function hashCodeInputs(repoRoot: string): Promise<string> {
  const files = (await Promise.all(CODE_INPUTS.map((entry) => filesUnder(repoRoot, entry)))).flat().sort();
  const hash = createHash('sha256').update(`node ${process.version}\n`);
  for (const file of files) {
    // Type files React Router generates (`.react-router/`) are not inputs; tests are not bundled.
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(`${file}\n`)
      .update(await readFile(join(repoRoot, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

/** The state of the build in `buildDir`, or undefined when it has none or it does not parse. */
export async function readBuildState(buildDir: string): Promise<BuildState | undefined> {
  try {
    return BuildState.parse(JSON.parse(await readFile(join(buildDir, BUILD_STATE_FILE), 'utf8')));
  } catch {
    return undefined;
  }
}

export async function writeBuildState(buildDir: string, state: BuildState): Promise<void> {
  await writeFile(join(buildDir, BUILD_STATE_FILE), `${JSON.stringify(state)}\n`);
}

/** Every file under `clientDir` except the given page files: what Vite wrote there. */
export async function listBundleFiles(clientDir: string, pageFiles: ReadonlySet<string>): Promise<string[]> {
  const files = await filesUnder(clientDir, '.');
  return files.filter((file) => !pageFiles.has(file)).sort();
}

/** Copies the bundle of the build in `fromDir` (server build and client files) into `toDir`. */
export async function copyBundle(fromDir: string, toDir: string, state: BuildState): Promise<void> {
  const [from, to] = [outputLayout(fromDir), outputLayout(toDir)];
  await cp(from.server, to.server, { recursive: true });
  for (const file of state.bundleFiles) {
    const target = join(to.client, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(from.client, file), target);
  }
}
