import type { z } from 'zod';

/** One problem found in the content, located precisely enough for an editor to fix it. */
export interface ContentIssue {
  /** The file, relative to the repository: `content/productions/de-ukjente.json`. */
  file: string;
  /** A JSON path into the file: `$`, `$.assets[0].url`, `$.blocks[2].component`. */
  path: string;
  /** What is wrong and what was expected: `expected string, received number`. */
  message: string;
}

/**
 * Thrown when content does not validate. It carries every problem found, not just the first,
 * so one build run shows the editor the whole list (content is validated where it enters, and a bad file fails the build).
 */
export class ContentValidationError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    super(
      `Content is invalid (${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}):\n` +
        issues.map(formatIssue).join('\n'),
    );
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

/** One issue as one line: `content/productions/de-ukjente.json: $.assets[0].url: expected string, received number`. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}: ${issue.path}: ${issue.message}`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path of keys and indexes as a JSON path: `['assets', 0, 'url']` → `$.assets[0].url`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let path = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (typeof segment === 'string' && IDENTIFIER.test(segment)) path += `.${segment}`;
    else path += `[${JSON.stringify(String(segment))}]`;
  }
  return path;
}

// zod's English messages start with a category ("Invalid input: expected string, received
// number"); the path already says where, so the editor reads only what was expected.
const ZOD_PREFIX =
  /^(?:Invalid input|Invalid option|Invalid element|Invalid key|Too big|Too small|Invalid string|Invalid number): /;

/** Turns a zod error into issues of `file`, each path prefixed by `prefix` (the value's place in the file). */
export function issuesFromZod(file: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    path: jsonPath([...prefix, ...issue.path]),
    message: issue.code === 'unrecognized_keys' ? issue.message : issue.message.replace(ZOD_PREFIX, ''),
  }));
}
