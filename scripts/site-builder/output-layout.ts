/**
 * The build's output folder, named once: what `npm run build` writes into `build/` (or
 * `FOAJE_OUT_DIR`), and what the server, the publisher, the checks and the bench read from it.
 * Only `client/` is the site to deploy; the rest is what the next build reuses.
 */
import { join, resolve } from 'node:path';

/** The output folder when `FOAJE_OUT_DIR` is unset. */
const DEFAULT_OUT_DIR = 'build';

/** The paths of one build folder (the output or a staging folder, `build.tmp-<pid>`). */
export interface OutputLayout {
  /** The static site to serve or deploy. */
  client: string;
  /** React Router's server build, which the render workers load; reused by the next build. */
  server: string;
  /** React Router's server build entry (`server/index.js`). */
  serverBuild: string;
}

/** The layout of the build folder `dir`. */
export function outputLayout(dir: string): OutputLayout {
  return { client: join(dir, 'client'), server: join(dir, 'server'), serverBuild: join(dir, 'server', 'index.js') };
}

/** The output folder the environment names, absolute. */
export function outDirOf(env: { FOAJE_OUT_DIR?: string | undefined }): string {
  return resolve(env.FOAJE_OUT_DIR ?? DEFAULT_OUT_DIR);
}

/** The served site of the output folder the environment names, absolute. */
export function clientDirOf(env: { FOAJE_OUT_DIR?: string | undefined }): string {
  return outputLayout(outDirOf(env)).client;
}
