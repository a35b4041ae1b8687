/**
 * The line rules of `npm run format:check`, beside Prettier: LF, no trailing whitespace, spaces,
 * one final newline, single-quoted imports, over every text file git tracks, the Markdown that
 * Prettier leaves alone (`.prettierignore`) included. Pure: check-format.ts reads the files.
 */

/** Text files the check reads, by ending; everything else (images, fonts, the lock file) is skipped. */
const FORMATTED_ENDINGS = ['.ts', '.tsx', '.js', '.mjs', '.json', '.css', '.md', '.yml', '.yaml', '.html', '.svg'];

/** Files written by tools, whose format is theirs. */
const GENERATED = new Set(['package-lock.json']);

/** Whether the format check reads this repository path. */
export function isFormatted(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return !GENERATED.has(name) && FORMATTED_ENDINGS.some((ending) => name.endsWith(ending));
}

const TS_IMPORT_DOUBLE_QUOTES = /^(?:import|export)\b.*\bfrom\s+"/;

/**
 * The format problems of one file, each `path:line: what`: line endings are LF, no line ends
 * in spaces or tabs, indentation is spaces, the file ends in exactly one newline, and
 * TypeScript imports use single quotes.
 */
export function formatProblems(path: string, text: string): string[] {
  if (text === '') return [];
  const problems: string[] = [];
  if (text.includes('\r')) problems.push(`${path}: line endings must be LF, not CRLF or CR`);
  if (!text.endsWith('\n')) problems.push(`${path}: must end with a newline`);
  else if (text.endsWith('\n\n')) problems.push(`${path}: ends with blank lines`);
  const typescript = /\.(ts|tsx)$/.test(path);
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    if (/[ \t]+\r?$/.test(line)) problems.push(`${at}: trailing whitespace`);
    if (/^ *\t/.test(line)) problems.push(`${at}: indent with spaces, not tabs`);
    if (typescript && TS_IMPORT_DOUBLE_QUOTES.test(line)) problems.push(`${at}: imports use single quotes`);
  });
  return problems;
}
