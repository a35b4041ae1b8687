import type { ParsedPath, PathSegment } from './parse-path.ts';

/**
 * Evaluates a parsed path against a value. Missing data gives `undefined`; it never throws.
 * - A property of an object is its own property (never one inherited from a prototype).
 * - A property of a list maps over the items and flattens one level, leaving out items
 *   without the property: `@features.name` gives the list of names.
 * - `[n]` is the n-th item of a list; `[key=value]` the first item whose `key`, as a string,
 *   equals `value`.
 */
export function evaluatePath(parsed: ParsedPath, value: unknown): unknown {
  let current = value;
  for (const segment of parsed.segments) {
    if (current === undefined) return undefined;
    current = step(current, segment);
  }
  return current;
}

/**
 * The text a value is compared as, for filters (`[type=first_poster]`, source filters and
 * index keys): strings as they are, numbers and booleans as `String()` gives them; anything
 * else (lists, objects, null, undefined) has none and matches nothing.
 */
export function comparableText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return undefined;
  }
}

function step(current: unknown, segment: PathSegment): unknown {
  switch (segment.kind) {
    case 'property':
      return property(current, segment.name);
    case 'index':
      return Array.isArray(current) ? (current[segment.index] as unknown) : undefined;
    case 'filter':
      if (!Array.isArray(current)) return undefined;
      return (current as unknown[]).find((item) => comparableText(property(item, segment.key)) === segment.value);
    default: {
      const unknown: never = segment;
      throw new Error(`Unknown segment ${JSON.stringify(unknown)}`);
    }
  }
}

function property(current: unknown, name: string): unknown {
  if (Array.isArray(current)) {
    const out: unknown[] = [];
    for (const item of current as unknown[]) {
      const value = property(item, name);
      if (Array.isArray(value)) out.push(...(value as unknown[]));
      else if (value !== undefined) out.push(value);
    }
    return out;
  }
  if (typeof current !== 'object' || current === null) return undefined;
  return Object.hasOwn(current, name) ? (current as Record<string, unknown>)[name] : undefined;
}
