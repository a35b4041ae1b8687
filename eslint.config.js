// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of app/, lowest first (one direction of imports, docs/architecture.md). A folder imports only
 * folders of lower levels: never a sibling of its own level, never a higher level.
 */
const LAYERS = [
  ['app/locale', 'app/model'],
  // The one configured HTTP client (member area, platform content source): below the engine.
  ['app/http'],
  ['app/engine'],
  ['app/content'],
  ['app/blocks'],
  ['app/site'],
  ['app/member', 'app/client', 'app/search'],
  ['app/routes'],
];

const LAYER_ORDER =
  'app/locale, app/model → app/http → app/engine → app/content → app/blocks → app/site → app/member, app/client, app/search → app/routes';

/** The files at the top of app/ (root.tsx, routes.ts, entry files) sit above every layer. */
const APP_TOP_FILES = 'app/*.{ts,tsx}';

/** Tests and what only tests import: the unit tests' files and the browser suite. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-support.ts', 'tests/**'];

/** @typedef {{ target: string; from: string | string[]; except?: string[]; message: string }} Zone */

/** @returns {Zone[]} */
function layerZones() {
  return LAYERS.flatMap((level, index) =>
    level.flatMap((folder) => {
      const above = [...level.filter((f) => f !== folder), ...LAYERS.slice(index + 1).flat()];
      /** @type {Zone[]} */
      const zones = [];
      if (above.length > 0) {
        zones.push({
          target: folder,
          from: above,
          message: `${folder} may import only layers to its left: ${LAYER_ORDER}.`,
        });
      }
      // Route modules may read the root's types; every other layer sits below the app shell.
      if (folder !== 'app/routes') {
        zones.push({
          target: folder,
          from: APP_TOP_FILES,
          message: `${folder} must not import the app shell (app/root.tsx, app/routes.ts).`,
        });
      }
      return zones;
    }),
  );
}

/**
 * The folders of app/blocks: a block kind's folder holds its `resolve.ts`; any other folder
 * holds parts the kinds share (fields, ticket lines, rendering parts). A kind's folder imports no
 * other kind's (blocks stand alone), and the shared folders import no kind, so they stay below
 * every block. A block importing the registry that imports it is caught by the cycle check
 * (.dependency-cruiser.js). Read from disk, so a new folder is covered the next time lint runs.
 * @param {string} root
 * @returns {Zone[]}
 */
function blockZones(root) {
  /** @type {string[]} */
  let folders = [];
  try {
    folders = readdirSync(join(root, 'app/blocks'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `app/blocks/${entry.name}`);
  } catch {
    return [];
  }
  const kinds = folders.filter((folder) => existsSync(join(root, folder, 'resolve.ts')));
  const shared = folders.filter((folder) => !kinds.includes(folder));
  /** @type {Zone[]} */
  const zones = [];
  for (const kind of kinds) {
    const others = kinds.filter((other) => other !== kind);
    if (others.length > 0) {
      zones.push({
        target: kind,
        from: others,
        message:
          'A block folder imports no other block folder; share code through app/blocks/*.ts, a shared folder of app/blocks or a lower layer.',
      });
    }
  }
  for (const folder of shared) {
    if (kinds.length > 0) {
      zones.push({
        target: folder,
        from: kinds,
        message: `${folder} holds parts the blocks share: it imports no block folder.`,
      });
    }
  }
  return zones;
}

/**
 * The lint configuration of a checkout at `root`. A function so scripts/lint-rules.test.ts can
 * prove the import rules on a fixture tree of its own.
 * @param {string} root
 */
export function createConfig(root) {
  return defineConfig([
    // build-<name>/ and test-results-<name>/: the output of side-by-side builds and browser runs.
    globalIgnores([
      'build',
      'build.*',
      'build-*',
      '**/.react-router',
      'node_modules',
      '.cache',
      'test-results',
      'test-results-*',
      'playwright-report',
    ]),

    tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
      },
    },

    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        // Interfaces here declare functions in method shorthand (`resolvePage(path)`) and props
        // are destructured; no code of ours relies on `this`, so this rule only misfires.
        '@typescript-eslint/unbound-method': 'off',
        // React Router loaders throw a Response for a 404 by design.
        '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
        // Import cycles, type-only imports included, are dependency-cruiser's (`npm run lint`):
        // import-x/no-cycle skips `import type`.
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...layerZones(),
              ...blockZones(root),
              {
                target: 'app',
                from: ['local-services', 'scripts'],
                message: 'app/ never imports local-services/ or scripts/ (Node tools around the site).',
              },
              {
                // Route modules may: their loaders run at build time and React Router strips them.
                target: 'app/{locale,model,http,engine,content,blocks,site,member,client}/**/*.tsx',
                from: '**/*.server.ts',
                message: 'A component must not import *.server.ts: Node-only code would reach the browser bundle.',
              },
            ],
          },
        ],
      },
    },

    // Test support (fixtures, stand-in servers) lives in `*.test-support.ts` beside the tests
    // that use it; only tests, test support and the browser suite may import it.
    {
      ignores: TEST_FILES,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/*.test-support.ts', '**/*.test-support'],
                message:
                  'Only tests import test support (*.test-support.ts); move what production code needs out of it.',
              },
            ],
          },
        ],
      },
    },

    // Hooks run in the same order on every render and see every value they read (member
    // requests, the browser side): the React team's rules, exhaustive deps as an error.
    {
      files: ['app/**/*.{ts,tsx}'],
      extends: [reactHooks.configs.flat['recommended-latest']],
      rules: { 'react-hooks/exhaustive-deps': 'error' },
    },

    // Plain JS (this file) has no type information: type-aware rules are off there.
    {
      files: ['**/*.js', '**/*.mjs'],
      extends: [tseslint.configs.disableTypeChecked],
    },
  ]);
}

export default createConfig(import.meta.dirname);
