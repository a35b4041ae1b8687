/**
 * Unused files, exports and dependencies (`npm run check`, `npx knip`). Knip finds the entry
 * files of React Router, Vite, Vitest, Playwright, ESLint and the npm scripts itself; these are
 * the ones started by path, which it cannot see.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Bundled into /sw.js by scripts/post-build/service-worker.ts.
    'app/client/service-worker/worker.ts',
    // Child processes of the local services and of the tests (`node local-services/<service>/main.ts`).
    'local-services/*/main.ts',
    // The browser suite's second site, started by playwright.config.ts by path.
    'tests/e2e/scale-venue-server.ts',
    // The bench's own apps and page scripts, built or copied by path (bench/*.ts), and a
    // trace run by hand (`node bench/navigation-trace.ts`).
    'bench/framework-floor/**/*.{ts,tsx}',
    'bench/hydration-floor/**/*.{ts,tsx}',
    'bench/react-floor/main.tsx',
    'bench/render-floor/render-pages.tsx',
    'bench/visitor-harness.js',
    'bench/navigation-trace.ts',
    // The types of .dependency-cruiser.js for scripts/lint-rules.test.ts.
    '.dependency-cruiser.d.ts',
  ],
  ignoreDependencies: [
    // Found with createRequire (scripts/quality/nu-html-check.ts): its main export is the jar's path.
    'vnu-jar',
    // Its password list is read by path with createRequire (local-services/partner-api/common-passwords.ts).
    '@zxcvbn-ts/language-common',
  ],
  // The Nu Html Checker runs on the machine's Java 17+ (`npm run check:site`), not a package.
  ignoreBinaries: ['java'],
  ignoreIssues: {
    // blockKinds keeps each kind's own types; blockDefinitions is the same object as the engine's BlockDefinitions.
    'app/blocks/definitions.ts': ['duplicates'],
    // Work in progress elsewhere: the clock's day names (dayNameText, not yet used outside the file).
    'app/locale/clock-keys.ts': ['exports'],
  },
};

export default config;
