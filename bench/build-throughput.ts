/**
 * Build throughput and scale: a full `npm run build -- --clean` of synthetic venues of growing
 * size, with wall time, pages per second, peak memory of the whole process tree, the cost per
 * page, and the ratio to only resolving and rendering the same pages with `renderToString` (the
 * floor); each the median of `repeat` builds. At one size also the incremental rebuild after
 * one production's text changed (decision 75). Each build starts once the last one's output is
 * removed and the disk is over that removal (file-system-settle.ts, decision 141), after an
 * untimed build of each tree (decision 154).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { blockDefinitions, blockSchemas } from '../app/blocks/definitions.ts';
import { loadContentFromDir } from '../app/content/file-source.server.ts';
import { createPageResolver } from '../app/engine/resolve-page.ts';
import { failureOf, phasesOf, previousRemoval, runBuild, type BuildOutcome } from './build-run.ts';
import { afterRecentRemovals, type Settling } from './file-system-settle.ts';
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
  /** The median of the builds' CPU seconds (a median of its own, not the median build's). */
  cpuSeconds?: number | null;
  pagesPerSecond: number | null;
  msPerPage: number | null;
  peakRssMiB: number;
  floor: { renderSeconds: number; loadSeconds: number; msPerPage: number } | null;
  /** Build wall time ÷ the floor's load + render time. */
  ratioToFloor: number | null;
  /** Every build of this size: wall seconds, peak RSS and the build's own phase times; the figures above are of the median one. */
  samples: Sample[];
  /** The incremental rebuilds after one production's text changed, when asked for at this size. */
  incremental?: IncrementalRun;
  /** The same builds of the control revision, each run right after or before this tree's (`--control`). */
  control?: ControlRun;
}

/** The control revision's builds of a size, interleaved with this tree's. */
interface ControlRun {
  commit: string;
  wallSeconds: number;
  cpuSeconds: number | null;
  pagesPerSecond: number;
  peakRssMiB: number;
  samples: Sample[];
  incremental?: IncrementalRun;
}

interface IncrementalRun {
  /** Median wall time of the rebuilds. */
  wallSeconds: number;
  peakRssMiB: number;
  /** Pages rendered anew and pages kept, from the build's own line. */
  rendered: number | null;
  kept: number | null;
  samples: Sample[];
}

export interface Sample {
  wallSeconds: number;
  /**
   * CPU seconds (user + system) of the build's whole process tree. The machine's speed drifts
   * and other guests' turns (steal) stretch the wall time, not this; it is the steadier figure
   * to compare two revisions by (null where /proc is not there).
   */
  cpuSeconds: number | null;
  peakRssMiB: number;
  /** The phases the build's last line names: `content 1.2 s, bundle 7.9 s, pages 20.1 s, …`. */
  phases: string | null;
  /** How long the bench waited for the file system before the build (file-system-settle.ts); absent in older results. */
  settling?: Settling;
}

/** The sample that is the median by wall time (the lower middle of an even count). */
export function medianOf<T extends { wallSeconds: number }>(samples: readonly T[]): T {
  const sorted = [...samples].sort((a, b) => a.wallSeconds - b.wallSeconds);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (median === undefined) throw new Error('medianOf needs at least one sample');
  return median;
}

/**
 * The order of this tree (`'own'`) and the control in round `run`: alternating, so that
 * neither always builds right after the other's removal or on a disk the other just filled.
 */
export function interleaved(run: number, control: boolean): Array<'own' | 'control'> {
  if (!control) return ['own'];
  return run % 2 === 0 ? ['own', 'control'] : ['control', 'own'];
}

/** Changes the text of one generated archive item (`arkiv-1`): its page, and only it, changes. */
function changeOneProduction(venue: string, change: number): void {
  const file = join(venue, 'productions/arkiv-1.json');
  const production = JSON.parse(readFileSync(file, 'utf8')) as { contents: Array<{ summary: string }> };
  const [first] = production.contents;
  if (first === undefined) throw new Error(`${file} has no text to change`);
  first.summary = `${first.summary.replace(/ \(endret \d+\)$/, '')} (endret ${change + 1})`;
  writeFileSync(file, `${JSON.stringify(production, null, 2)}\n`);
}

export interface ScaleOptions {
  today: string;
  limitSeconds: number;
  /** Builds per size; the figures are the median's. */
  repeat: number;
  /** Clean builds per size and tree before the timed ones, not counted (0: none). */
  warmUp: number;
  /** Also time incremental rebuilds (as many as `repeat`) after one production's text changed. */
  incremental: boolean;
  log: (line: string) => void;
  /** A work tree of another revision (bench/control-tree.ts): its builds run in turn with this tree's. */
  control?: { commit: string; dir: string };
}

type Side = 'own' | 'control';
type CleanSample = Sample & { builtPages: number };
type RebuildSample = Sample & { rendered: number | null; kept: number | null };

// The other tree's old build is removed in the background too: this build waits for it as well.
const otherSide = (side: Side): Side => (side === 'own' ? 'control' : 'own');
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function incrementalOf(runs: readonly RebuildSample[]): IncrementalRun {
  const middle = medianOf(runs);
  return {
    wallSeconds: middle.wallSeconds,
    peakRssMiB: middle.peakRssMiB,
    rendered: middle.rendered,
    kept: middle.kept,
    samples: plain(runs),
  };
}

const plain = (samples: readonly Sample[]): Sample[] =>
  samples.map(({ wallSeconds, cpuSeconds, peakRssMiB, phases, settling }) => ({
    wallSeconds,
    cpuSeconds,
    peakRssMiB,
    phases,
    ...(settling ? { settling } : {}),
  }));
/** The median of the samples' CPU seconds, or null when one is not known. */
export function medianCpu(samples: readonly Pick<Sample, 'cpuSeconds'>[]): number | null {
  const known = samples.map((sample) => sample.cpuSeconds);
  if (known.length === 0 || known.some((value) => value === null)) return null;
  return medianOf(known.map((value) => ({ wallSeconds: value ?? 0 }))).wallSeconds;
}
const cpuOf = (build: BuildOutcome) => (build.cpuSeconds === null ? null : round(build.cpuSeconds, 1));

/**
 * Builds one synthetic venue of `pages` pages `repeat` times and its floor; cleans up after
 * itself. With a control, each round builds the venue with both trees, in alternating order,
 * into output folders of their own.
 */
export async function measureScale(pages: number, options: ScaleOptions): Promise<ScaleRun> {
  const content = join(root, 'content');
  const base = createPageResolver(
    await loadContentFromDir(content, { today: options.today, blockSchemas }),
    blockDefinitions,
  ).routes.entries.size;
  const venue = mkdtempSync(join(tmpdir(), `foaje-bench-${pages}-`));
  const outDirs: Record<Side, string> = {
    own: join(root, 'build-bench', `scale-${pages}`),
    control: join(root, 'build-bench', `scale-${pages}-control`),
  };
  const trees: Record<Side, string> = { own: root, control: options.control?.dir ?? root };
  const name = (side: Side) => (side === 'own' ? '' : ` (control ${options.control?.commit.slice(0, 7) ?? ''})`);
  // Both trees' old builds removed, and the disk over their removal (file-system-settle.ts).
  const settled = async (side: Side): Promise<Settling> => {
    await previousRemoval(outDirs[otherSide(side)]);
    await previousRemoval(outDirs[side]);
    return afterRecentRemovals(Date.now());
  };
  try {
    if (pages - base < 1) throw new Error(`A venue of ${pages} pages is smaller than the sample (${base} pages)`);
    writeSyntheticVenue(content, venue, pages - base);
    const samples: Record<Side, CleanSample[]> = { own: [], control: [] };
    // One clean build of `side`: its sample, or what the size's result says when it failed.
    const clean = async (side: Side): Promise<CleanSample | ScaleRun> => {
      const settling = await settled(side);
      const build = await runBuild(trees[side], venue, outDirs[side], options.today, options.limitSeconds, ['--clean']);
      // The build's own words, to read why a size failed (build-bench/ is not committed).
      mkdirSync(join(root, 'build-bench'), { recursive: true });
      writeFileSync(`${outDirs[side]}.log`, build.output);
      const built = /Built (\d+) pages/.exec(build.output);
      const peakRssMiB = round(build.peakRss / MIB, 0);
      if (build.code !== 0 || !built) {
        const note = build.timedOut
          ? `stopped after ${options.limitSeconds} s (the bench's limit for one size)`
          : `the build${name(side)} failed: ${failureOf(build.output)} (${basename(outDirs[side])}.log in build-bench/)`;
        options.log(`  ${note}`);
        return {
          pagesRequested: pages,
          pages: null,
          completed: false,
          note,
          wallSeconds: round(build.wallSeconds, 1),
          pagesPerSecond: null,
          msPerPage: null,
          peakRssMiB,
          floor: null,
          ratioToFloor: null,
          samples: plain(samples.own),
        };
      }
      options.log(
        `  ${built[1]} pages in ${build.wallSeconds.toFixed(1)} s (CPU ${cpuOf(build) ?? '?'} s), peak ${peakRssMiB} MiB`,
      );
      return {
        wallSeconds: round(build.wallSeconds, 1),
        cpuSeconds: cpuOf(build),
        peakRssMiB,
        phases: phasesOf(build.output),
        settling,
        builtPages: Number(built[1]),
      };
    };
    // Untimed builds first (decision 154): the first build of a bench run was the slowest of its
    // series in most runs, by 2–14 s at 10 000 pages, mostly in its pages phase.
    for (let run = 0; run < options.warmUp; run++) {
      for (const side of interleaved(run, options.control !== undefined)) {
        options.log(`  warm-up build ${run + 1}/${options.warmUp} of ${pages} pages${name(side)}, not counted…`);
        const warm = await clean(side);
        if (!('phases' in warm)) return warm;
      }
    }
    for (let run = 0; run < options.repeat; run++) {
      for (const side of interleaved(run, options.control !== undefined)) {
        options.log(`  build ${run + 1}/${options.repeat} of ${pages} pages${name(side)}…`);
        const sample = await clean(side);
        if (!('phases' in sample)) return sample;
        samples[side].push(sample);
      }
    }
    const rebuilds: Record<Side, RebuildSample[]> = { own: [], control: [] };
    if (options.incremental) {
      for (let run = 0; run < options.repeat; run++) {
        // One change, rebuilt by both trees from their own previous build.
        changeOneProduction(venue, run);
        for (const side of interleaved(run, options.control !== undefined)) {
          options.log(
            `  incremental rebuild ${run + 1}/${options.repeat} after one production's text changed${name(side)}…`,
          );
          const settling = await settled(side);
          const build = await runBuild(trees[side], venue, outDirs[side], options.today, options.limitSeconds, []);
          const counts = /(\d+) pages? rendered, (\d+) unchanged pages kept/.exec(build.output);
          if (build.code !== 0)
            throw new Error(`The incremental build${name(side)} failed: ${failureOf(build.output)}`);
          rebuilds[side].push({
            wallSeconds: round(build.wallSeconds, 1),
            cpuSeconds: cpuOf(build),
            peakRssMiB: round(build.peakRss / MIB, 0),
            phases: phasesOf(build.output),
            settling,
            rendered: counts ? Number(counts[1]) : null,
            kept: counts ? Number(counts[2]) : null,
          });
          options.log(
            `  ${build.wallSeconds.toFixed(1)} s, ${counts?.[1] ?? '?'} ${counts?.[1] === '1' ? 'page' : 'pages'} rendered, ${counts?.[2] ?? '?'} kept`,
          );
        }
      }
    }
    options.log('  the floor…');
    const script = await buildRenderFloor(join(root, 'build-bench', 'render-floor'));
    const floor = runRenderFloor(script, venue, options.today);
    const floorSeconds = (floor.loadMs + floor.renderMs) / 1000;
    const median = medianOf(samples.own);
    const control = options.control === undefined ? undefined : medianOf(samples.control);
    return {
      pagesRequested: pages,
      pages: median.builtPages,
      completed: true,
      wallSeconds: median.wallSeconds,
      cpuSeconds: medianCpu(samples.own),
      pagesPerSecond: round(median.builtPages / median.wallSeconds, 1),
      msPerPage: round((median.wallSeconds * 1000) / median.builtPages, 2),
      peakRssMiB: median.peakRssMiB,
      floor: {
        loadSeconds: round(floor.loadMs / 1000),
        renderSeconds: round(floor.renderMs / 1000),
        msPerPage: round(floor.renderMs / floor.pages, 3),
      },
      ratioToFloor: round(median.wallSeconds / floorSeconds, 1),
      samples: plain(samples.own),
      ...(options.incremental ? { incremental: incrementalOf(rebuilds.own) } : {}),
      ...(control && options.control
        ? {
            control: {
              commit: options.control.commit,
              wallSeconds: control.wallSeconds,
              cpuSeconds: medianCpu(samples.control),
              pagesPerSecond: round(control.builtPages / control.wallSeconds, 1),
              peakRssMiB: control.peakRssMiB,
              samples: plain(samples.control),
              ...(options.incremental ? { incremental: incrementalOf(rebuilds.control) } : {}),
            },
          }
        : {}),
    };
  } finally {
    rmSync(venue, { recursive: true, force: true });
    for (const dir of Object.values(outDirs)) rmSync(dir, { recursive: true, force: true });
  }
}
