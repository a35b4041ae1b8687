import { readFile, writeFile } from 'node:fs/promises';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import type { ContentSource } from './content-source.ts';

/**
 * The build hands the snapshot it loaded and validated to React Router's process through a
 * file, so a platform build fetches once: every process renders the same content, and the
 * token cacher and the APIs are asked once per build, not once per process.
 */
export async function writeSnapshotFile(file: string, snapshot: ContentSnapshot): Promise<void> {
  await writeFile(file, JSON.stringify(snapshot), { mode: 0o600 });
}

/** The snapshot a build wrote (already validated); refuses one made for another day. */
export function snapshotFileSource(file: string): ContentSource {
  return {
    description: `the build's snapshot ${file}`,
    async load(options) {
      const snapshot = JSON.parse(await readFile(file, 'utf8')) as ContentSnapshot;
      if (snapshot.today !== options.today) {
        throw new Error(`The snapshot ${file} is for ${snapshot.today}, this build for ${options.today}`);
      }
      return snapshot;
    },
  };
}
