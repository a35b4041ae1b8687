/** The outcome of parsing a content file's text as JSON. */
export type JsonParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Parses JSON text; on failure the message always names a line and column, so an editor can
 * find the mistake (V8 gives a position for most errors but none for a truncated file).
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/\(line \d+ column \d+\)/.test(message)) return { ok: false, message: `invalid JSON: ${message}` };
    const position = /at position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.length;
    const { line, column } = lineAndColumn(text, offset);
    return { ok: false, message: `invalid JSON: ${message} (line ${line} column ${column})` };
  }
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
