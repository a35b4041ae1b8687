/**
 * The docs agree with the code where a check is cheap: the layer order that README.md and
 * docs/architecture.md state is the one lint enforces (`LAYERS` in eslint.config.js), and every
 * path of the repository that docs/architecture.md names is there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

/** `LAYERS` of eslint.config.js as written there: the folders of each level, lowest first. */
function lintLayers(): string[][] {
  const literal = /^const LAYERS = (\[[\s\S]*?^\]);/m.exec(read('eslint.config.js'))?.[1];
  if (literal === undefined) throw new Error('eslint.config.js has no `const LAYERS = [ … ];`');
  const json = literal
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/'/g, '"')
    .replace(/,(\s*\])/g, '$1');
  return JSON.parse(json) as string[][];
}

/** The layers as the docs write them: "`locale`, `model` → `http` → …", names without `app/`. */
function chainOf(layers: string[][]): string {
  return layers.map((level) => level.map((folder) => `\`${folder.replace(/^app\//, '')}\``).join(', ')).join(' → ');
}

/** The one line of a doc that states the layer chain (it starts at the lowest layer's first folder). */
function chainIn(text: string, first: string): string | undefined {
  const start = `\`${first.replace(/^app\//, '')}\`, `;
  const line = text.split('\n').find((candidate) => candidate.includes(start) && candidate.includes(' → '));
  if (line === undefined) return undefined;
  return /(`[a-z-]+`(?:(?:, | → )`[a-z-]+`)*)/.exec(line.slice(line.indexOf(start)))?.[1];
}

test("README.md, docs/architecture.md and lint's message state the layer order lint enforces", () => {
  const layers = lintLayers();
  const first = layers[0]![0]!;
  expect(chainIn(read('README.md'), first)).toBe(chainOf(layers));
  expect(chainIn(read('docs/architecture.md'), first)).toBe(chainOf(layers));
  // Lint's own message names the order too.
  const order = /^const LAYER_ORDER =\s*'([^']*)'/m.exec(read('eslint.config.js'))?.[1];
  expect(order).toBe(layers.map((level) => level.join(', ')).join(' → '));
});

test("docs/architecture.md's layer table lists each layer's folder once, lowest first", () => {
  const architecture = read('docs/architecture.md');
  const section = architecture.slice(architecture.indexOf('## Layers'));
  const table = section.slice(0, section.indexOf('\n## '));
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('| `app/'))
    .map((line) => /^\| `(app\/[a-z-]+)\/`/.exec(line)?.[1])
    .filter((folder) => folder !== undefined);
  expect(rows).toEqual(lintLayers().flat());
});

test('every path of the repository that docs/architecture.md names exists', () => {
  const architecture = read('docs/architecture.md');
  // A path starts at a top-level folder; `<kind>`, `{name}` and `*` mark a pattern, not a path.
  const paths = [...architecture.matchAll(/(?<![\w./-])(?:app|bench|content|docs|scripts|server|tests)\/[\w./-]*/g)]
    .map((match) => match[0].replace(/[.,]+$/, ''))
    .filter((path, index, all) => all.indexOf(path) === index);
  const patterns = /[<{*]/;
  const missing = paths.filter((path) => {
    const next = architecture.charAt(architecture.indexOf(path) + path.length);
    return !patterns.test(next) && !existsSync(resolve(root, path));
  });
  expect(paths.length).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

test('every "decision N" the tree cites is an entry of docs/decisions.md', () => {
  const entries = new Set([...read('docs/decisions.md').matchAll(/^### (\d+)\. /gm)].map((match) => Number(match[1])));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => /\.(ts|tsx|js|css|md)$/.test(path));
  const missing: string[] = [];
  for (const path of files) {
    let text = '';
    try {
      text = read(path);
    } catch {
      continue; // deleted in the working tree
    }
    // "decision 4", "decisions 40–43", "decisions 105, 108 and 133" (a number, not "0.4 ms").
    for (const match of text.matchAll(/\bdecisions? (\d+(?:(?:, and |, | and |–)\d+(?![\d.]))*)/g)) {
      const cited = match[1]!.split(/, and |, | and /).flatMap((part) => {
        const [from, to] = part.split('–').map(Number);
        return to === undefined ? [from!] : Array.from({ length: to - from! + 1 }, (_, i) => from! + i);
      });
      for (const number of cited) if (!entries.has(number)) missing.push(`${path}: decision ${number}`);
    }
  }
  expect(missing).toEqual([]);
});
