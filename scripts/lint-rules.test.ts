import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, expect, test } from 'vitest';
import cycleConfig from '../.dependency-cruiser.js';
import { createConfig } from '../eslint.config.js';

const repoRoot = resolve(import.meta.dirname, '..');

/** Every file of the fixture tree exports one constant, so any file can import any other. */
const FILES = [
  'app/root.tsx',
  'app/locale/labels.ts',
  'app/model/site.ts',
  'app/engine/routes.ts',
  'app/content/load.server.ts',
  'app/blocks/definitions.ts',
  'app/blocks/shared.ts',
  'app/blocks/schedule/resolve.ts',
  'app/blocks/slideshow/resolve.ts',
  'app/blocks/parts/block-parts.ts',
  'app/site/header.tsx',
  'app/member/reducer.ts',
  'app/client/runtime.ts',
  'app/routes/page.tsx',
  'scripts/build.ts',
  'local-services/partner-api.ts',
  'app/engine/venue.test-support.ts',
];

let fixture: string;
let eslint: ESLint;

beforeAll(async () => {
  fixture = await mkdtemp(join(tmpdir(), 'foaje-lint-'));
  for (const file of FILES) {
    await mkdir(dirname(join(fixture, file)), { recursive: true });
    await writeFile(join(fixture, file), 'export const x = 1;\n');
  }
  eslint = new ESLint({
    cwd: fixture,
    overrideConfigFile: true,
    // Only the import rules are under test: the fixture has no tsconfig for type-aware rules.
    overrideConfig: [...createConfig(fixture), tseslint.configs.disableTypeChecked],
  });
});

afterAll(async () => {
  await rm(fixture, { recursive: true, force: true });
});

/** The errors of `file` (in the fixture) when it holds `import { x } from '<from>'`, as `rule: message`. */
async function ruleErrors(file: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, {
    filePath: join(fixture, file),
  });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

/** The import-x errors of `file` when it holds `import { x } from '<from>'`. */
async function importErrors(file: string, from: string): Promise<string[]> {
  return (await ruleErrors(file, from)).filter((error) => error.startsWith('import-x/'));
}

test('a layer may import the layers to its left', async () => {
  expect(await importErrors('app/engine/resolve-page.ts', '../model/site.ts')).toEqual([]);
  expect(await importErrors('app/blocks/schedule/props.ts', '../../engine/routes.ts')).toEqual([]);
  expect(await importErrors('app/site/layout.ts', '../blocks/definitions.ts')).toEqual([]);
  expect(await importErrors('app/routes/home.tsx', '../site/header.tsx')).toEqual([]);
  expect(await importErrors('app/routes/home.tsx', '../root.tsx')).toEqual([]);
  expect(await importErrors('app/root.tsx', './client/runtime.ts')).toEqual([]);
});

test('a layer may not import a layer to its right', async () => {
  const errors = await importErrors('app/engine/resolve-page.ts', '../site/header.tsx');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('import-x/no-restricted-paths');
  expect(errors[0]).toContain('app/engine may import only layers to its left');
  expect(await importErrors('app/model/production.ts', '../engine/routes.ts')).toHaveLength(1);
  expect(await importErrors('app/blocks/schedule/props.ts', '../../routes/page.tsx')).toHaveLength(1);
});

test('app/locale and app/model import nothing else of app/, not even each other', async () => {
  expect(await importErrors('app/model/production.ts', '../locale/labels.ts')).toHaveLength(1);
  expect(await importErrors('app/locale/dates.ts', '../model/site.ts')).toHaveLength(1);
});

test('app/member and app/client do not import each other', async () => {
  expect(await importErrors('app/member/screens.ts', '../client/runtime.ts')).toHaveLength(1);
  expect(await importErrors('app/client/runtime-2.ts', '../member/reducer.ts')).toHaveLength(1);
});

test('a block folder may not import another block folder, but may import shared block files', async () => {
  const errors = await importErrors('app/blocks/schedule/schedule.tsx', '../slideshow/resolve.ts');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('A block folder imports no other block folder');
  expect(await importErrors('app/blocks/schedule/schedule.tsx', './resolve.ts')).toEqual([]);
  expect(await importErrors('app/blocks/schedule/schedule.tsx', '../shared.ts')).toEqual([]);
  expect(await importErrors('app/blocks/definitions-2.ts', './slideshow/resolve.ts')).toEqual([]);
});

test('a block folder may import a shared folder of app/blocks, which imports no block folder', async () => {
  expect(await importErrors('app/blocks/schedule/schedule.tsx', '../parts/block-parts.ts')).toEqual([]);
  const errors = await importErrors('app/blocks/parts/clock-parts.ts', '../schedule/resolve.ts');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('app/blocks/parts holds parts the blocks share: it imports no block folder');
});

test('nothing under app/ imports local-services/ or scripts/', async () => {
  expect(await importErrors('app/routes/home.tsx', '../../local-services/partner-api.ts')).toHaveLength(1);
  expect(await importErrors('app/engine/x.ts', '../../scripts/build.ts')).toHaveLength(1);
});

test('a layer does not import the app shell', async () => {
  expect(await importErrors('app/site/layout.ts', '../root.tsx')).toHaveLength(1);
});

test('a component may not import *.server.ts; a route module may', async () => {
  const errors = await importErrors('app/site/footer.tsx', '../content/load.server.ts');
  expect(errors.some((e) => e.includes('Node-only code would reach the browser bundle'))).toBe(true);
  expect(await importErrors('app/routes/home.tsx', '../content/load.server.ts')).toEqual([]);
});

test('only tests and test support import test support', async () => {
  const restricted = async (file: string, from: string) =>
    (await ruleErrors(file, from)).filter((error) => error.startsWith('no-restricted-imports'));
  const errors = await restricted('app/engine/resolve-page.ts', './venue.test-support.ts');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('Only tests import test support');
  expect(await restricted('scripts/build.ts', '../app/engine/venue.test-support.ts')).toHaveLength(1);
  expect(await restricted('app/engine/resolve-page.test.ts', './venue.test-support.ts')).toEqual([]);
  expect(await restricted('app/blocks/fixtures.test-support.ts', '../engine/venue.test-support.ts')).toEqual([]);
  expect(await restricted('tests/e2e/content.ts', '../../app/engine/venue.test-support.ts')).toEqual([]);
});

test('the repository’s own config applies the same rules', async () => {
  const repoLint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await repoLint.lintText(
    "import type { PageResolver } from '../engine/resolve-page.ts';\nexport type T = PageResolver;\n",
    {
      filePath: join(repoRoot, 'app/model/lint-probe.ts'),
    },
  );
  expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
});

test('a cycle fails lint, through type-only imports too', async () => {
  const cycles = async (files: Record<string, string>): Promise<string[]> => {
    const dir = await mkdtemp(join(tmpdir(), 'foaje-cycle-'));
    try {
      for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
      const { tsConfig: _, ...options } = cycleConfig.options ?? {};
      const { output } = await cruise(['.'], {
        ...options,
        baseDir: dir,
        validate: true,
        ruleSet: { forbidden: cycleConfig.forbidden ?? [] },
      });
      return (output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  expect(
    await cycles({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b: B }\n",
      'b.ts': "import type { A } from './a.ts';\nexport interface B { a: A }\n",
    }),
  ).toEqual(['no-cycle']);
  expect(
    await cycles({
      'a.ts': "import type { B } from './b.ts';\nexport interface A { b: B }\n",
      'b.ts': 'export interface B { n: number }\n',
    }),
  ).toEqual([]);
});
