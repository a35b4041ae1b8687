/**
 * docs/spec-map.md's table is the one made from the tree's citations, and the table is made as
 * its doc says: sections in numeric order, a file once per section, long lists cut.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { MAP_END, MAP_START, specMap, trackedSources, untitledSections } from './spec-map.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * The section sign, for the sections made up below: scripts/requirements.test.ts takes a literal
 * one for a citation of docs/requirements.md, which has no such headings.
 */
const S = '\u00a7';

/** The row of a table for `section` (`2.1`), with or without a title. */
const row = (table: string, section: string) => table.split('\n').find((line) => line.startsWith(`| §${section} `));

test("docs/spec-map.md's table is the one made from the citations of today's tree", () => {
  const doc = readFileSync(resolve(root, 'docs/spec-map.md'), 'utf8');
  const block = doc.slice(doc.indexOf(MAP_START) + MAP_START.length, doc.indexOf(MAP_END)).trim();
  const files = trackedSources(root);
  // A section the spec does not have is still listed, without a title: worth a look, not a failure.
  const untitled = untitledSections(files);
  if (untitled.length > 0) console.warn(`cited, but SECTION_TITLES has no title for: ${untitled.join(', ')}`);
  expect(block).toBe(specMap(files));
});

test('sections come in numeric order, a file once per section, untitled ones without a title', () => {
  const table = specMap([
    { path: 'app/a.ts', text: `// spec ${S}2.10, then ${S}2.9 and again ${S}2.9; ${S}12.1 is not in the spec` },
    { path: 'app/b.tsx', text: `throw new Error('a section (${S}2.9) and a chapter: §4');` },
  ]);
  const sections = table
    .split('\n')
    .slice(2)
    .map((line) => /^\| \u00a7([\d.]+)/.exec(line)?.[1]);
  expect(sections.indexOf('2.10')).toBe(sections.indexOf('2.9') + 1);
  expect(sections.indexOf('4')).toBe(sections.indexOf('4.1') - 1);
  expect(sections.at(-1)).toBe('12.1');
  expect(row(table, '2.9')).toBe(`| ${S}2.9 | \`app/a.ts\`, \`app/b.tsx\` |`);
  expect(row(table, '2.10')).toBe(`| ${S}2.10 | \`app/a.ts\` |`);
  expect(row(table, '4')).toBe('| §4 States and transitions | `app/b.tsx` |');
  expect(row(table, '12.1')).toBe(`| ${S}12.1 | \`app/a.ts\` |`);
  expect(row(table, '5')).toBe('| §5 Validation rules | none cites it |');
  expect(untitledSections([{ path: 'app/a.ts', text: `// §2.1, ${S}12.1` }])).toEqual([`${S}12.1`]);
});

test('a deeper part counts for its section, a range for each section in it, another document not at all', () => {
  const table = specMap([
    { path: 'app/a.ts', text: `/* spec §2.4.4 and §3.3–3.5; RFC 9110 §13.1.2, SP 800-63B ${S}5.2.2; § 7.1 */` },
  ]);
  for (const section of ['2.4', '3.3', '3.4', '3.5']) expect(row(table, section)).toContain('`app/a.ts`');
  for (const section of ['3.2', '3.6', '5', '7.1']) expect(row(table, section)).toContain('none cites it');
  expect(table).not.toMatch(/\u00a713/);
});

test('only non-test sources of app/, scripts/, local-services/ and tests/e2e/ count', () => {
  const files = [
    'app/a.ts',
    'scripts/b.ts',
    'local-services/c/d.ts',
    'tests/e2e/e.spec.ts',
    'app/a.test.ts',
    'app/f.test.tsx',
    'local-services/c/g.test-support.ts',
    'tests/unit/h.ts',
    'docs/i.md',
    'app/j.css',
  ].map((path) => ({ path, text: '// spec §6' }));
  expect(row(specMap(files), '6')).toBe(
    '| §6 Roles and permissions | `app/a.ts`, `local-services/c/d.ts`, `scripts/b.ts`, `tests/e2e/e.spec.ts` |',
  );
});

test('a section cited by many files lists the 8 citing it most, by path, and how many more', () => {
  const files = Array.from({ length: 12 }, (_, index) => ({
    path: `app/file-${String(index).padStart(2, '0')}.ts`,
    // Files 11, 10 … 4 cite §7.2 more often than files 3 … 0.
    text: '// §7.2\n'.repeat(index + 1),
  }));
  expect(row(specMap(files), '7.2')).toBe(
    `| §7.2 Member and account calls | ${[4, 5, 6, 7, 8, 9, 10, 11].map((n) => `\`app/file-${String(n).padStart(2, '0')}.ts\``).join(', ')} … and 4 more |`,
  );
  // Nine are shown whole: "… and 1 more" would take the room of the one left out.
  expect(row(specMap(files.slice(0, 9)), '7.2')).not.toContain('more');
});
