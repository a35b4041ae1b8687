import { ContentValidationError, formatIssue } from '../app/content/content-error.ts';

// Errors that mean a bug in our code rather than in the content: their stack helps.
const PROGRAMMING_ERRORS = new Set(['TypeError', 'ReferenceError', 'SyntaxError', 'RangeError']);

/**
 * Explains why the content could not be loaded, for a terminal: one line per content issue
 * (`content/productions/de-ukjente.json: $.assets[0].url: expected string, received number`), or the
 * message of any other error (a route collision names both sources of the path).
 */
export function describeContentFailure(error: unknown): string {
  if (error instanceof ContentValidationError) {
    const count = `${error.issues.length} ${error.issues.length === 1 ? 'problem' : 'problems'}`;
    return [`The content is invalid (${count}):`, ...error.issues.map((issue) => `  ${formatIssue(issue)}`)].join('\n');
  }
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const isBug = PROGRAMMING_ERRORS.has(error.name) || code?.startsWith('ERR_') === true;
    const detail = isBug && error.stack !== undefined ? error.stack : error.message;
    return `The content could not be loaded:\n  ${detail.replaceAll('\n', '\n  ')}`;
  }
  return `The content could not be loaded: ${String(error)}`;
}
