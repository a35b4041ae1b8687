/**
 * Builds the React floor (main.tsx: React + react-dom and one component) with the project's
 * Vite and production defaults, and weighs the JavaScript its page loads at first.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { firstLoadScripts, type Weight, weightOf } from '../js-weight.ts';

const source = resolve(import.meta.dirname);

/** Builds into `outDir` (inside the repository, so react resolves from node_modules) and weighs it. */
export async function reactFloorWeight(outDir: string): Promise<Weight & { scripts: string[] }> {
  await build({
    configFile: false,
    root: source,
    logLevel: 'warn',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  const scripts = firstLoadScripts(readFileSync(join(outDir, 'index.html'), 'utf8'));
  return { ...weightOf(outDir, scripts), scripts };
}
