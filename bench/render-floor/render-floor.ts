/**
 * Builds the render floor (render-pages.tsx) with the project's Vite as a Node module, and
 * runs it on a venue: the time to resolve and `renderToString` every page, without a build.
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { z } from 'zod';

const root = resolve(import.meta.dirname, '../..');

const FloorResult = z.object({ pages: z.number(), htmlChars: z.number(), loadMs: z.number(), renderMs: z.number() });
export type FloorResult = z.infer<typeof FloorResult>;

/** Bundles render-pages.tsx into `outDir` (inside the repository, so node_modules resolve); returns the script. */
export async function buildRenderFloor(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { ssr: join(root, 'bench/render-floor/render-pages.tsx'), outDir, emptyOutDir: true, minify: false },
  });
  return join(outDir, 'render-pages.js');
}

/** Runs the floor on the venue in `contentDir`: resolve and render every page once. */
export function runRenderFloor(script: string, contentDir: string, today: string): FloorResult {
  const output = execFileSync(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, FOAJE_CONTENT_DIR: contentDir, FOAJE_TODAY: today, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = output.trim().split('\n').at(-1) ?? '';
  return FloorResult.parse(JSON.parse(last));
}
