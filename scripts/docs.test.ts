/**
 * The docs agree with the code where a check is cheap: the layer order that README.md and
 * docs/architecture.md state is the one lint enforces (`LAYERS` in eslint.config.js), every
 * path of the repository that docs/architecture.md or a code comment names is there, the
 * decisions' index is the one made from their files, and every decision the tree cites has one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';
import {
  DECISION_AREAS,
  DECISION_FILE,
  DECISION_STATUS,
  decisionsIndex,
  INDEX_END,
  INDEX_START,
  readDecisions,
} from './decisions-index.ts';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

/** The files git tracks or would track, deleted ones included (a caller skips what it cannot read). */
function treeFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => path !== '');
}

/** The text of a file of the tree, or undefined when it is deleted in the working tree. */
function readIfThere(path: string): string | undefined {
  try {
    return read(path);
  } catch {
    return undefined;
  }
}

/** The decision files of docs/decisions/: every file but the README. */
const decisionFiles = () => readdirSync(resolve(root, 'docs/decisions')).filter((file) => file !== 'README.md');

/** The numbers that have a decision file. */
const decisionNumbers = () => new Set(readDecisions(resolve(root, 'docs/decisions')).map(({ number }) => number));

/**
 * The comments of a source file (`//` and `/* … *\/`), each with its line, found by TypeScript's
 * parser so that a `//` inside a string or a pattern is not taken for one.
 */
function commentsOf(path: string, text: string): { line: number; comment: string }[] {
  const lineAt = (position: number) => text.slice(0, position).split('\n').length;
  if (path.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ line: lineAt(match.index), comment: match[0] }));
  }
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, string>();
  // Every comment is trivia before some token, the end of the file included.
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      comments.set(range.pos, text.slice(range.pos, range.end));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments].map(([position, comment]) => ({ line: lineAt(position), comment }));
}

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
  const paths = [
    ...architecture.matchAll(/(?<![\w./-])(?:app|bench|content|docs|local-services|scripts|server|tests)\/[\w./-]*/g),
  ]
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

test('every "decision N" the tree cites has a file in docs/decisions/', () => {
  const entries = decisionNumbers();
  const missing: string[] = [];
  for (const path of treeFiles().filter((candidate) => /\.(ts|tsx|js|css|md)$/.test(candidate))) {
    const text = readIfThere(path) ?? '';
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

test('a decision is cited as "decision N" or by its file, never as a number after a file name', () => {
  const wrong: string[] = [];
  for (const path of treeFiles().filter((candidate) => /\.(ts|tsx|js|css|md)$/.test(candidate))) {
    const lines = (readIfThere(path) ?? '').split('\n');
    lines.forEach((line, index) => {
      const at = `${path}:${index + 1}`;
      // The one file the decisions were in before each had its own.
      if (/\bdecisions\.md\b/.test(line)) wrong.push(`${at}: the decisions are the files of docs/decisions/`);
      for (const match of line.matchAll(/\bdocs\/decisions\/([\w.-]*)(,? \d+(?:\.\d+)*)?/g)) {
        const file = match[1]!.replace(/\.+$/, '');
        if (file !== '' && !existsSync(resolve(root, 'docs/decisions', file)))
          wrong.push(`${at}: no docs/decisions/${file}`);
        if (match[2] !== undefined) wrong.push(`${at}: "${match[0]}": cite it as "decision N" or by its file`);
      }
    });
  }
  expect(wrong).toEqual([]);
});

test("docs/decisions/README.md's index is the one made from the decision files", () => {
  const readme = read('docs/decisions/README.md');
  const start = readme.indexOf(INDEX_START) + INDEX_START.length;
  const index = readme.slice(start, readme.indexOf(INDEX_END)).trim();
  expect(index).toBe(decisionsIndex(readDecisions(resolve(root, 'docs/decisions'))));
});

test('every decision file is named by its number and has its heading, a status and an area of the index', () => {
  const numbers = new Set(decisionFiles().map((file) => Number(DECISION_FILE.exec(file)?.[1])));
  const problems = decisionFiles().flatMap((file) => {
    const number = DECISION_FILE.exec(file)?.[1];
    if (number === undefined) return [`${file}: not named NNN-slug.md`];
    const text = read(`docs/decisions/${file}`);
    const found: string[] = [];
    const heading = /^# (\d+)\. \S/.exec(text)?.[1];
    if (heading !== String(Number(number))) found.push(`${file}: its first line is not "# ${Number(number)}. Title"`);
    const status = /^Status: (.*)$/m.exec(text)?.[1];
    const statusMatch = status === undefined ? null : DECISION_STATUS.exec(status);
    if (statusMatch === null) found.push(`${file}: "Status:" is not accepted, superseded by N or tried and not kept`);
    else if (statusMatch[1] !== undefined && !numbers.has(Number(statusMatch[1]))) {
      found.push(`${file}: superseded by ${statusMatch[1]}, which has no file`);
    }
    const areas = /^Area: (.*)$/m.exec(text)?.[1]?.split('; ') ?? [];
    if (areas.length === 0) found.push(`${file}: no "Area:" line`);
    for (const area of areas) {
      if (!(DECISION_AREAS as readonly string[]).includes(area))
        found.push(`${file}: "${area}" is not an area of the index`);
    }
    return found;
  });
  expect(numbers.size).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});

// Reads every comment of the tree with the TypeScript scanner: 23 s on a machine busy with a build.
test('every path of the repository that a code comment names exists', { timeout: 90_000 }, () => {
  const sources = treeFiles().filter((path) =>
    /^(app|scripts|bench|local-services|server|tests)\/.*\.(ts|tsx|js|mjs|cjs|css)$/.test(path),
  );
  const missing: string[] = [];
  for (const path of sources) {
    const text = readIfThere(path);
    if (text === undefined) continue;
    for (const { line, comment } of commentsOf(path, text)) {
      // A path starts at a top-level folder; `<kind>`, `{name}` and `*` mark a pattern, not a path.
      for (const match of comment.matchAll(
        /(?<![\w./-])(?:app|scripts|bench|content|docs|local-services|tests)\/[\w./-]*/g,
      )) {
        const cited = match[0].replace(/\.+$/, '');
        const next = comment.charAt(match.index + match[0].length);
        if (/[<{*]/.test(next) || existsSync(resolve(root, cited))) continue;
        missing.push(`${path}:${line + comment.slice(0, match.index).split('\n').length - 1}: ${cited}`);
      }
    }
  }
  expect(sources.length).toBeGreaterThan(100);
  expect(missing).toEqual([]);
});
