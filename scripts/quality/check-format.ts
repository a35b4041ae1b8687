/**
 * `npm run format:check` (part of `npm run check`): the team's format rules
 * (format-rules.ts) over every file git tracks or would track (ignored files are skipped).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatProblems, isFormatted } from './format-rules.ts';

const root = resolve(import.meta.dirname, '../..');
const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
});
const files = [...new Set(listed.split('\0'))].filter(
  (path) => path !== '' && isFormatted(path) && existsSync(resolve(root, path)),
);
const problems = files.flatMap((path) => formatProblems(path, readFileSync(resolve(root, path), 'utf8')));

if (problems.length > 0) {
  console.error(`✗ ${problems.length} format ${problems.length === 1 ? 'problem' : 'problems'}:`);
  for (const problem of problems.slice(0, 200)) console.error(`  ${problem}`);
  if (problems.length > 200) console.error(`  … and ${problems.length - 200} more`);
  process.exit(1);
}
console.log(
  `✓ Format: ${files.length} files follow the team's rules (LF, no trailing whitespace, spaces, one final newline, single-quoted imports).`,
);
