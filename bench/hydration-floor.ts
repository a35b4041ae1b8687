/**
 * What hydrating a whole page costs in the stack, apart from our code (§2.1 hydrates the whole
 * document): each measured page of the bench site twice, in turn run by run,
 * - as built, and
 * - with React Router's scripts swapped for those of bench/hydration-floor/: React Router 8
 *   hydrating the same document, every node of it rendered back from the DOM (its replay.ts),
 *   with no component, data, effect or live count of ours.
 * The difference is what our code adds to hydration; the floor is what no code of ours removes.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchSiteClientDir, buildBenchSite, choosePages, pageEntries, serveBenchSites } from './bench-site.ts';
import { buildBenchApp, type FloorOptions } from './lighthouse-floor.ts';
import { launchLighthouseChromium, pageRunsInTurn, type PageLighthouse } from './lighthouse.ts';
import { inlineScripts, scriptHash } from '../scripts/post-build/content-security-policy.ts';
import { withScriptsAfterLoad } from '../scripts/post-build/scripts-after-load.ts';
import { reactRouterScriptsOf, withoutReactRouterScripts } from '../scripts/site-builder/react-router-internals.ts';

const root = resolve(import.meta.dirname, '..');

const SCRIPT_SOURCES = "script-src 'self'";

/**
 * `page` with the floor's scripts in place of ours, their module preloads after `load` as our
 * post-build makes them (scripts/post-build/scripts-after-load.ts), and their hashes allowed by
 * the page's policy (scripts/post-build/content-security-policy.ts).
 */
export function withFloorScripts(page: string, floorPage: string): string {
  const scripts = reactRouterScriptsOf(withScriptsAfterLoad(floorPage)).join('');
  const hashes = inlineScripts(scripts).map(scriptHash).join(' ');
  const ours = withoutReactRouterScripts(page).replace(SCRIPT_SOURCES, `${SCRIPT_SOURCES} ${hashes}`);
  const bodyEnd = ours.lastIndexOf('</body>');
  if (bodyEnd === -1 || !ours.includes(SCRIPT_SOURCES)) throw new Error('A page without </body> or a script policy');
  return `${ours.slice(0, bodyEnd)}${scripts}${ours.slice(bodyEnd)}`;
}

/** A copy of the bench site whose measured pages are hydrated by the floor. */
function floorCopy(floorClient: string, paths: readonly string[]): string {
  const dir = join(root, 'build-bench/hydration-floor-site');
  rmSync(dir, { recursive: true, force: true });
  cpSync(benchSiteClientDir(), dir, { recursive: true });
  cpSync(join(floorClient, 'assets'), join(dir, 'assets'), { recursive: true });
  const floorPage = readFileSync(join(floorClient, 'index.html'), 'utf8');
  for (const path of paths) {
    const file = join(dir, path, 'index.html');
    writeFileSync(file, withFloorScripts(readFileSync(file, 'utf8'), floorPage));
  }
  return dir;
}

export async function measureHydrationFloor(options: FloorOptions) {
  const runs = options.runs ?? 5;
  const chosen = pageEntries(await choosePages(options.today)).filter(
    ([name]) => options.pages === undefined || options.pages.includes(name),
  );
  if (!options.reuseBuild) {
    options.log('  building the sample venue into build-bench/site…');
    buildBenchSite(options.today);
  }
  options.log('  building the hydration floor (bench/hydration-floor)…');
  const floorClient = buildBenchApp('hydration-floor');
  const dirs = [
    benchSiteClientDir(),
    floorCopy(
      floorClient,
      chosen.map(([, path]) => path),
    ),
  ];
  const browser = await launchLighthouseChromium();
  const pages: Record<string, PageLighthouse> = {};
  const floor: Record<string, PageLighthouse> = {};
  try {
    const served = await serveBenchSites(dirs, options.today);
    try {
      for (const [name, path] of chosen) {
        const sides = await pageRunsInTurn(served, name, path, runs, '-hydration-floor', options.log);
        const { settings: _ours, ...ours } = sides.this.result(options.log);
        const { settings: _floor, ...hydrationFloor } = sides.control.result(options.log, ', hydration floor');
        pages[name] = ours;
        floor[name] = hydrationFloor;
      }
    } finally {
      await served.stop();
    }
  } finally {
    await browser.close();
  }
  return {
    today: options.today,
    runsPerPage: runs,
    fullReports: 'build-bench/lighthouse/<page>-<run>[-hydration-floor].json',
    pages,
    hydrationFloor: floor,
  };
}
