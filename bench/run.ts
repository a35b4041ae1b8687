/**
 * `npm run bench`: measures build throughput and scale, page weight, Lighthouse scores, client
 * navigation, the member API under attack (security) and the checkout under a rush and a crash
 * (checkout), and writes each to
 * bench/results/<section>.json. It reports and never
 * fails on a figure: only a bench that cannot run at all exits non-zero.
 *
 *   npm run bench                                   every section
 *   npm run bench -- --only build --sizes 100,1000  some sections, some sizes
 *   npm run bench -- --only build --sizes 10000 --repeat 1   one build per size (median of 3 by default)
 *   npm run bench -- --only build --sizes 1000 --warm-up 0    no untimed build first (one per size by default)
 *   npm run bench -- --only lighthouse --pages film --runs 3 --reuse-build --suffix try   one page, quickly
 *   npm run bench -- --only build --sizes 1000,10000 --control main~2   each build also with another revision, in turn
 *   npm run bench -- --only lighthouse,navigation --control main~2   each Lighthouse run and each click also on another revision's site, in turn
 *   npm run bench -- --only navigation-visitor      the clicks again, with no DevTools session driving the page (by name only)
 *   npm run bench -- --only swap                    `npm start` rebuilding under 50 clients; content change to live page
 *   npm run bench -- --only swap --swap-rounds 3 --swap-clients 10 --swap-sizes 0 --repeat 1   a quick try
 *   npm run bench -- --only swap --swap-rounds 0 --swap-sizes 10000 --no-swap-settle   content change alone, edits back to back
 *   npm run bench -- --only tickets-offline   "Mine billetter" reloaded offline: reload to QR code, median of 5
 *   npm run bench -- --only checkout          200 buyers for the last 10 seats; kill -9 of the checkout mid-purchases
 *   npm run bench -- --only programme-scale   /kinoprogram and home at 6, 20 and 40 screenings a day: bytes, elements, payload
 *   npm run bench -- --only programme-scale --lighthouse   the same and Lighthouse on both pages, median of 5 (a quiet machine)
 *
 * Builds go to build-bench/ and anything served listens on ports 4190–4199 (the swap section: free ports).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { measureScale, type ScaleRun } from './build-throughput.ts';
import { osloToday } from '../app/content/today.ts';
import { addControlTree } from './control-tree.ts';
import { describeMachine } from './machine.ts';

const root = resolve(import.meta.dirname, '..');
const SECTIONS = [
  'build',
  'weight',
  'lighthouse',
  'lighthouse-floor',
  'hydration-floor',
  'navigation',
  'navigation-visitor',
  'security',
  'checkout',
  'search',
  'swap',
  'tickets-offline',
  'programme-scale',
] as const;
type Section = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    sizes: { type: 'string', default: '1000,10000,50000' },
    // Builds per size (and incremental rebuilds); the figures are the median's.
    repeat: { type: 'string', default: '3' },
    // Untimed clean builds per size (and tree, with --control) before the timed ones (decision 154).
    'warm-up': { type: 'string', default: '1' },
    // The size at which the incremental rebuild after one production's change is timed.
    'incremental-size': { type: 'string', default: '10000' },
    // One size may take this long before the bench stops it and reports how far it got.
    'limit-seconds': { type: 'string', default: '1800' },
    // The sample's dates count from the day it is built for, and the site follows the browser's
    // clock (decision 156): built for another day than the browser's, a bench measures a stale
    // site, its past screenings taken out after hydration (decision 188).
    today: { type: 'string', default: osloToday(new Date()) },
    // Writes bench/results/<section>-<suffix>.json, to keep a special run beside the usual one.
    suffix: { type: 'string', default: '' },
    // Lighthouse only: some pages (home,programme,film,culture,logIn), runs per page, and the
    // site of the last bench build instead of a new one — to iterate on one page quickly.
    pages: { type: 'string' },
    runs: { type: 'string' },
    'reuse-build': { type: 'boolean', default: false },
    // Build, Lighthouse and navigation only: a git revision benched in turn with this tree, build
    // for build or run for run, in a work tree of its own (bench/control-tree.ts); this machine's speed
    // drifts too much for figures taken an hour apart to compare.
    control: { type: 'string' },
    // Swap only: clients and rebuild-and-swaps under load, seconds of load without rebuilds
    // first, and the venues of "content change to live page" (0: the sample venue).
    'swap-clients': { type: 'string', default: '50' },
    'swap-rounds': { type: 'string', default: '20' },
    'swap-baseline-seconds': { type: 'string', default: '20' },
    'swap-sizes': { type: 'string', default: '0,10000' },
    // Each edit a minute after the last publish (the disk over its removals), or right after it.
    'swap-settle': { type: 'boolean', default: true },
    // Programme scale only: film screenings a day of each venue, and Lighthouse on each (`--runs`, 5 by default).
    'programme-sizes': { type: 'string', default: '6,20,40' },
    lighthouse: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const only = (args.only ?? SECTIONS.join(',')).split(',').map((name) => name.trim());
const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const today = args.today;
const log = (line: string) => console.log(line);

/** The soft limit of open files the builds ran under (`ulimit -n`): it decides whether the largest venue loads. */
function openFilesLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function writeResult(section: Section, result: object): void {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const name = args.suffix === '' ? section : `${section}-${args.suffix}`;
  writeFileSync(
    join(dir, `${name}.json`),
    `${JSON.stringify({ machine: describeMachine(), openFilesLimit: openFilesLimit(), ...result }, null, 2)}\n`,
  );
  console.log(`→ bench/results/${name}.json`);
}

const CONTROLLED: readonly Section[] = ['build', 'lighthouse', 'navigation'];
if (args.control !== undefined && !only.every((name) => (CONTROLLED as readonly string[]).includes(name))) {
  console.error(
    `--control compares ${CONTROLLED.join(', ')} only: run it with --only ${CONTROLLED.join(',')} (or one of them).`,
  );
  process.exit(2);
}
const control = args.control === undefined ? undefined : addControlTree(root, args.control);
if (control)
  log(
    `Control: ${control.rev} (${control.commit.slice(0, 7)})${control.sameDependencies ? '' : ", run with this tree's packages (its package-lock.json differs)"}`,
  );
const controlled = control
  ? { control: { rev: control.rev, commit: control.commit, sameDependencies: control.sameDependencies } }
  : {};
try {
  if (only.includes('build')) {
    log('Build throughput and scale (synthetic venues):');
    const runs: ScaleRun[] = [];
    for (const size of args.sizes.split(',').map(Number)) {
      const repeat = Number(args.repeat);
      const incremental = size === Number(args['incremental-size']);
      runs.push(
        await measureScale(size, {
          today,
          limitSeconds: Number(args['limit-seconds']),
          repeat,
          warmUp: Number(args['warm-up']),
          incremental,
          log,
          control,
        }),
      );
    }
    writeResult('build', {
      today,
      venue: 'content/ plus generated archive culture items (bench/synthetic-venue.ts)',
      ...controlled,
      runs,
    });
  }
  if (only.includes('lighthouse')) {
    const { measureLighthouse } = await import('./lighthouse.ts');
    log('Lighthouse:');
    const pages = args.pages?.split(',').map((name) => name.trim());
    const runs = args.runs === undefined ? undefined : Number(args.runs);
    writeResult(
      'lighthouse',
      await measureLighthouse({ today, log, pages, runs, reuseBuild: args['reuse-build'], control }),
    );
  }
  if (only.includes('navigation')) {
    const { measureNavigation } = await import('./navigation.ts');
    log('Navigation:');
    writeResult('navigation', await measureNavigation({ today, log, control }));
  }
} finally {
  control?.remove();
}
if (only.includes('weight')) {
  const { measureWeight } = await import('./weight.ts');
  log('Weight:');
  writeResult('weight', await measureWeight({ today, log }));
}
if (only.includes('lighthouse-floor') && args.only !== undefined) {
  // Not in a full run: a diagnosis of what the stack costs, asked for by name.
  const { measureLighthouseFloor } = await import('./lighthouse-floor.ts');
  log('Lighthouse, the framework floor and our pages without scripts:');
  const pages = args.pages?.split(',').map((name) => name.trim());
  const runs = args.runs === undefined ? undefined : Number(args.runs);
  writeResult(
    'lighthouse-floor',
    await measureLighthouseFloor({ today, log, pages, runs, reuseBuild: args['reuse-build'] }),
  );
}
if (only.includes('hydration-floor') && args.only !== undefined) {
  // Not in a full run: a diagnosis of what whole-document hydration costs, asked for by name.
  const { measureHydrationFloor } = await import('./hydration-floor.ts');
  log('Lighthouse, our pages and the same documents hydrated by React Router alone, in turn:');
  const pages = args.pages?.split(',').map((name) => name.trim());
  const runs = args.runs === undefined ? undefined : Number(args.runs);
  writeResult(
    'hydration-floor',
    await measureHydrationFloor({ today, log, pages, runs, reuseBuild: args['reuse-build'] }),
  );
}
if (only.includes('navigation-visitor') && args.only !== undefined) {
  // Not in a full run: the clicks of the navigation section without DevTools driving the page.
  const { measureVisitorNavigation } = await import('./navigation-visitor.ts');
  log('Navigation, no DevTools session during the click:');
  writeResult('navigation-visitor', await measureVisitorNavigation({ today, log }));
}
if (only.includes('search')) {
  const { measureSearch } = await import('./search.ts');
  log('Search:');
  // The index's share of a 10 000-page build, against the last build figure taken here.
  const builds = (() => {
    try {
      return JSON.parse(readFileSync(join(root, 'bench/results/build.json'), 'utf8')) as { runs?: ScaleRun[] };
    } catch {
      return {};
    }
  })();
  const run10k = builds.runs?.find((run) => run.pagesRequested === 10_000 && run.completed);
  writeResult('search', await measureSearch({ today, log, buildSeconds10k: run10k?.wallSeconds ?? null }));
}
if (only.includes('swap')) {
  const { measureSwap } = await import('./swap.ts');
  log('Keeping the site current (npm start):');
  writeResult(
    'swap',
    await measureSwap({
      today,
      log,
      clients: Number(args['swap-clients']),
      rounds: Number(args['swap-rounds']),
      baselineSeconds: Number(args['swap-baseline-seconds']),
      sizes: args['swap-sizes'].split(',').map(Number),
      repeat: Number(args.repeat),
      settle: args['swap-settle'],
    }),
  );
}
if (only.includes('tickets-offline')) {
  const { measureTicketsOffline } = await import('./tickets-offline.ts');
  log('Tickets offline (reload to QR code, 390 px):');
  writeResult('tickets-offline', await measureTicketsOffline({ today, log }));
}
if (only.includes('programme-scale')) {
  const { measureProgrammeScale } = await import('./programme-scale.ts');
  log('The programme at a cinema’s size (screenings a day):');
  writeResult(
    'programme-scale',
    await measureProgrammeScale({
      today,
      log,
      sizes: args['programme-sizes'].split(',').map(Number),
      lighthouse: args.lighthouse,
      ...(args.runs === undefined ? {} : { runs: Number(args.runs) }),
      limitSeconds: Number(args['limit-seconds']),
    }),
  );
}
if (only.includes('security')) {
  const { measureSecurity } = await import('./security.ts');
  log('Security (partner API):');
  writeResult('security', await measureSecurity({ log }));
}
if (only.includes('checkout')) {
  const { measureCheckout } = await import('./checkout.ts');
  log('Checkout (ticketing provider): the last seats at once, kill -9 mid-purchases:');
  writeResult('checkout', await measureCheckout({ log }));
}
