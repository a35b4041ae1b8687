import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const ALL = ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'local-services/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * Runs of the real `scripts/build.ts` over the whole sample venue, directly or through
 * `npm start`'s rebuild loop: most of the suite's time.
 */
const WHOLE_BUILDS = [
  'scripts/build-incremental.test.ts',
  'scripts/build-sources.test.ts',
  'scripts/start.test.ts',
  'scripts/start-side-by-side.test.ts',
  'scripts/quality/hydration-development.test.ts',
  // Not a build, but the content check of a venue of 577 events in a process of its own.
  'bench/programme-scale-content-check.test.ts',
];

/**
 * Files that need a module graph of their own: a module mock (`vi.mock` replaces the module
 * for every file that imports it later in the same worker) or a global the code under test
 * keeps its state on.
 */
const OWN_MODULES = ['app/site/grid.test.tsx', 'app/client/service-worker/worker-routes.test.ts'];

// A config of its own, so Vitest does not load vite.config.ts and its React Router plugin
// (which expects to run inside `react-router build` or `dev`).
export default defineConfig({
  test: {
    environment: 'node',
    // CAREFUL: no `env.TZ` here. Dates are formatted for Europe/Oslo in code, so the suite must
    // pass in whatever time zone the machine has.
    testTimeout: 20_000,
    // At least two files at once. Vitest's default (a core less than the machine has) is one
    // worker on a 2-core machine such as CI's, where the whole builds then ran one after the
    // other with the unit files behind them: 337 s, against 278–284 s with two (they wait on child
    // processes and sockets much of the time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Modules are evaluated once per worker, not once per file: the files share no state
        // (their modules keep none between tests, or reset it), and the run takes about half
        // the time. `vitest --sequence.shuffle` runs them in another order to prove it.
        test: { name: 'unit', include: ALL, exclude: [...WHOLE_BUILDS, ...OWN_MODULES], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: OWN_MODULES } },
      { extends: true, test: { name: 'build', include: WHOLE_BUILDS } },
    ],
  },
});
