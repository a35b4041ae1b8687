import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const REQUIREMENTS = 'docs/requirements.md';

/** The tracked and new files of the tree under `folders` (or the named files), text only. */
function textFiles(folders: string[]): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...folders], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => /\.(ts|tsx|js|css|md)$/.test(path));
}

/**
 * Every requirement number a text cites: "§2.1", "§ 4.3", and both ends of "§3.3–3.7". A "§"
 * after another document's number (an RFC's, NIST SP 800-63B's) is that document's section.
 */
function citedSections(text: string): string[] {
  const cited: string[] = [];
  for (const match of text.matchAll(/(RFC \d+,? |SP \d+-\d+[A-Z]?,? )?§ ?(\d+(?:\.\d+)*)(?:[–-](\d+(?:\.\d+)*))?/g)) {
    if (match[1] !== undefined) continue;
    cited.push(match[2]!);
    if (match[3] !== undefined) cited.push(match[3]);
  }
  return cited;
}

test('a "§" cites the section of the text, both ends of a range, and never an RFC or NIST', () => {
  expect(citedSections('spec §3.3–3.7, § 4.1 and §9; RFC 5545 §3.3.11; NIST SP 800-63B §5.2.2')).toEqual([
    '3.3',
    '3.7',
    '4.1',
    '9',
  ]);
});

test(`every requirement the code, tests, bench and docs cite has its heading in ${REQUIREMENTS}`, () => {
  const headings = new Set(
    [...readFileSync(resolve(root, REQUIREMENTS), 'utf8').matchAll(/^#{2,6} §(\d+(?:\.\d+)*) /gm)].map(
      (match) => match[1],
    ),
  );
  const unresolved: string[] = [];
  for (const path of textFiles(['app', 'scripts', 'local-services', 'tests', 'bench', 'docs', 'README.md'])) {
    if (path === REQUIREMENTS) continue;
    let text = '';
    try {
      text = readFileSync(resolve(root, path), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const section of citedSections(text)) {
      if (!headings.has(section)) unresolved.push(`${path}: §${section}`);
    }
  }
  expect(unresolved).toEqual([]);
});
