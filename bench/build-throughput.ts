/**
 * Build throughput and scale: a full `npm run build` of synthetic venues of growing size, with
 * wall time, pages per second, peak memory of the whole process tree, the cost per page, and
 * the ratio to only resolving and rendering the same pages with `renderToString` (the floor).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { samplePeakRss } from './process-tree-memory.ts';
import { buildRenderFloor, runRenderFloor } from './render-floor/render-floor.ts';
import { writeSyntheticVenue } from './synthetic-venue.ts';

const root = resolve(import.meta.dirname, '..');
const MIB = 2 ** 20;

export interface ScaleRun {
  pagesRequested: number;
  /** Pages the build reported (every route of the venue), or null when it did not finish. */
  pages: number | null;
  completed: boolean;
  note?: string;
  wallSeconds: number;
  pagesPerSecond: number | null;
  msPerPage: number | null;
  peakRssMiB: number;
  floor: { renderSeconds: number; loadSeconds: number; msPerPage: number } | null;
  /** Build wall time ÷ the floor's load + render time. */
  ratioToFloor: number | null;
}

interface BuildOutcome {
  code: number | null;
  wallSeconds: number;
  peakRss: number;
  output: string;
  timedOut: boolean;
}

function runBuild(contentDir: string, outDir: string, today: string, limitSeconds: number): Promise<BuildOutcome> {
  return new Promise((resolveRun) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, 'scripts/build.ts')], {
      cwd: root,
      env: { ...process.env, FOAJE_CONTENT_DIR: contentDir, FOAJE_OUT_DIR: outDir, FOAJE_TODAY: today, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so a time-out can end the whole tree
    });
    const memory = samplePeakRss(child.pid ?? 0);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    }, limitSeconds * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, wallSeconds: (performance.now() - started) / 1000, peakRss: memory.stop(), output, timedOut });
    });
  });
}

/** The line of a failed build's output that says why: the first error line, else its last line. */
export function failureOf(output: string): string {
  const lines = output.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /\b(E[A-Z]{3,}|Error)\b/.test(line)) ?? lines.at(-1) ?? 'no output';
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Builds one synthetic venue of `pages` pages and its floor; cleans up after itself. */
export async function measureScale(pages: number, options: { today: string; limitSeconds: number; log: (line: string) => void }): Promise<ScaleRun> {
  const content = join(root, 'content');
  const base = createPageResolver(await loadContentFromDir(content, { today: options.today, blockSchemas }), blockDefinitions).routes.entries.size;
  const venue = mkdtempSync(join(tmpdir(), `foaje-bench-${pages}-`));
  const outDir = join(root, 'build-bench', `scale-${pages}`);
  try {
    writeSyntheticVenue(content, venue, Math.max(0, pages - base));
    options.log(`  build of ${pages} pages…`);
    const build = await runBuild(venue, outDir, options.today, options.limitSeconds);
    // The build's own words, to read why a size failed (build-bench/ is not committed).
    mkdirSync(join(root, 'build-bench'), { recursive: true });
    writeFileSync(join(root, 'build-bench', `scale-${pages}.log`), build.output);
    const built = /Built (\d+) pages/.exec(build.output);
    const peakRssMiB = round(build.peakRss / MIB, 0);
    if (build.code !== 0 || !built) {
      const note = build.timedOut
        ? `stopped after ${options.limitSeconds} s (the bench's limit for one size)`
        : `the build failed: ${failureOf(build.output)} (build-bench/scale-${pages}.log)`;
      options.log(`  ${note}`);
      return { pagesRequested: pages, pages: null, completed: false, note, wallSeconds: round(build.wallSeconds, 1), pagesPerSecond: null, msPerPage: null, peakRssMiB, floor: null, ratioToFloor: null };
    }
    const builtPages = Number(built[1]);
    options.log(`  ${builtPages} pages in ${build.wallSeconds.toFixed(1)} s, peak ${peakRssMiB} MiB; the floor…`);
    const script = await buildRenderFloor(join(root, 'build-bench', 'render-floor'));
    const floor = runRenderFloor(script, venue, options.today);
    const floorSeconds = (floor.loadMs + floor.renderMs) / 1000;
    return {
      pagesRequested: pages,
      pages: builtPages,
      completed: true,
      wallSeconds: round(build.wallSeconds, 1),
      pagesPerSecond: round(builtPages / build.wallSeconds, 1),
      msPerPage: round((build.wallSeconds * 1000) / builtPages, 2),
      peakRssMiB,
      floor: { loadSeconds: round(floor.loadMs / 1000), renderSeconds: round(floor.renderMs / 1000), msPerPage: round(floor.renderMs / floor.pages, 3) },
      ratioToFloor: round(build.wallSeconds / floorSeconds, 1),
    };
  } finally {
    rmSync(venue, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}
