import { expect, test } from 'vitest';
import { formatProblems, isFormatted } from './format-rules.ts';

test('a file in the team style has no problems', () => {
  expect(formatProblems('app/x.ts', "import { a } from './a.ts';\n\nexport const b = a;\n")).toEqual([]);
  expect(formatProblems('README.md', '# Foaje\n\n| a | b |\n')).toEqual([]);
});

test('trailing whitespace, tabs, CRLF and a missing final newline are reported by line', () => {
  expect(formatProblems('app/x.ts', 'const a = 1; \r\n\tconst b = 2;')).toEqual([
    'app/x.ts: line endings must be LF, not CRLF or CR',
    'app/x.ts: must end with a newline',
    'app/x.ts:1: trailing whitespace',
    'app/x.ts:2: indent with spaces, not tabs',
  ]);
  expect(formatProblems('docs/a.md', 'text\n\n')).toEqual(['docs/a.md: ends with blank lines']);
});

test('TypeScript imports use single quotes; other files may use double quotes', () => {
  expect(formatProblems('app/x.tsx', 'import { a } from "./a.ts";\n')).toEqual([
    'app/x.tsx:1: imports use single quotes',
  ]);
  expect(formatProblems('eslint.config.js', 'import { a } from "./a.js";\n')).toEqual([]);
});

test('only text files of the tree are read; the lock file and images are left alone', () => {
  expect(isFormatted('app/site/base.css')).toBe(true);
  expect(isFormatted('content/images/logo.svg')).toBe(true);
  expect(isFormatted('package-lock.json')).toBe(false);
  expect(isFormatted('local-services/image-service/photo.jpg')).toBe(false);
});
