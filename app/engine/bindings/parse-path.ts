/**
 * The `@field` path language of bindings (spec §3.9): parsed once into segments, evaluated
 * many times by `evaluatePath()`.
 *
 * Grammar (no white space outside filter values):
 *   path     := '@'? step?            '@' alone is the whole value; '' is an error
 *   step     := (name | bracket) ('.' name | bracket)*
 *   bracket  := '[' digits ']'        an index:  ticketSales[0]
 *             | '[' name '=' value ']'  a filter: assets[type=first_poster]
 *   value    := any text without ']' | '"' text with \" and \\ escapes '"'
 *   name     := [A-Za-z_$][A-Za-z0-9_$-]*
 */

/** One step of a path. */
export type PathSegment =
  | { readonly kind: 'property'; readonly name: string }
  | { readonly kind: 'index'; readonly index: number }
  /** The first item of a list whose `key` equals `value`, compared as strings. */
  | { readonly kind: 'filter'; readonly key: string; readonly value: string };

/** A parsed path: the text it came from, and its steps (none: the whole value). */
export interface ParsedPath {
  readonly text: string;
  readonly segments: readonly PathSegment[];
}

/** Invalid path syntax; `position` is the 0-based offset in `text` where parsing stopped. */
export class BindingSyntaxError extends Error {
  readonly text: string;
  readonly position: number;

  constructor(text: string, position: number, problem: string) {
    super(`Invalid binding path ${JSON.stringify(text)} at position ${position}: ${problem}`);
    this.name = 'BindingSyntaxError';
    this.text = text;
    this.position = position;
  }
}

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[A-Za-z0-9_$-]/;
const DIGIT = /[0-9]/;
const NAME = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/**
 * Parses a binding path such as `@assets[type=first_poster].url`. The leading `@` is
 * optional, so source filter properties (`production.parentSlug`) use the same language.
 * Throws `BindingSyntaxError` (and nothing else) on invalid text.
 */
export function parsePath(text: string): ParsedPath {
  let pos = text.startsWith('@') ? 1 : 0;
  const segments: PathSegment[] = [];
  const fail = (problem: string): never => {
    throw new BindingSyntaxError(text, pos, problem);
  };
  const at = (offset = 0): string | undefined => text[pos + offset];

  const readName = (): string => {
    const start = pos;
    const first = at();
    if (first === undefined || !NAME_START.test(first)) fail('expected a field name');
    pos += 1;
    for (let c = at(); c !== undefined && NAME_PART.test(c); c = at()) pos += 1;
    return text.slice(start, pos);
  };

  const readQuoted = (): string => {
    pos += 1; // the opening quote
    let value = '';
    for (;;) {
      const c = at();
      if (c === undefined) return fail("expected a closing '\"'");
      if (c === '"') {
        pos += 1;
        return value;
      }
      if (c === '\\') {
        const escaped = at(1);
        if (escaped === undefined) {
          pos += 1;
          return fail('expected a character after "\\"');
        }
        value += escaped;
        pos += 2;
      } else {
        value += c;
        pos += 1;
      }
    }
  };

  const readBracket = (): PathSegment => {
    pos += 1; // '['
    const first = at();
    let segment: PathSegment;
    if (first !== undefined && DIGIT.test(first)) {
      const start = pos;
      for (let c = at(); c !== undefined && DIGIT.test(c); c = at()) pos += 1;
      const index = Number(text.slice(start, pos));
      if (!Number.isSafeInteger(index)) {
        pos = start;
        fail('index is too large');
      }
      segment = { kind: 'index', index };
    } else {
      const key = readName();
      if (at() !== '=') fail('expected "=" after the filter key');
      pos += 1;
      let value: string;
      if (at() === '"') {
        value = readQuoted();
      } else {
        const end = text.indexOf(']', pos);
        if (end === -1) {
          pos = text.length;
          fail('expected "]"');
        }
        value = text.slice(pos, end);
        pos = end;
      }
      segment = { kind: 'filter', key, value };
    }
    if (at() !== ']') fail('expected "]"');
    pos += 1;
    return segment;
  };

  if (pos === text.length) {
    if (pos === 1) return { text, segments };
    fail('expected a field name');
  }
  segments.push(at() === '[' ? readBracket() : { kind: 'property', name: readName() });
  while (pos < text.length) {
    const c = at();
    if (c === '.') {
      pos += 1;
      segments.push({ kind: 'property', name: readName() });
    } else if (c === '[') {
      segments.push(readBracket());
    } else {
      fail('expected "." or "["');
    }
  }
  return { text, segments };
}

/** Prints segments back as an `@` path; `parsePath(printPath(s)).segments` equals `s`. */
export function printPath(segments: readonly PathSegment[]): string {
  let out = '@';
  segments.forEach((segment, i) => {
    switch (segment.kind) {
      case 'property':
        if (!NAME.test(segment.name)) throw new Error(`Cannot print field name ${JSON.stringify(segment.name)}`);
        out += (i === 0 ? '' : '.') + segment.name;
        break;
      case 'index':
        out += `[${segment.index}]`;
        break;
      case 'filter':
        if (!NAME.test(segment.key)) throw new Error(`Cannot print filter key ${JSON.stringify(segment.key)}`);
        out += `[${segment.key}=${printFilterValue(segment.value)}]`;
        break;
      default: {
        const unknown: never = segment;
        throw new Error(`Unknown segment ${JSON.stringify(unknown)}`);
      }
    }
  });
  return out;
}

function printFilterValue(value: string): string {
  if (!value.includes(']') && !value.startsWith('"')) return value;
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** A parser that remembers what it parsed, so each distinct path is parsed once per build. */
export type PathParser = (text: string) => ParsedPath;

/** Creates a memoising `parsePath`; make one per build, not one per module. */
export function createPathParser(): PathParser {
  const cache = new Map<string, ParsedPath>();
  return (text) => {
    let parsed = cache.get(text);
    if (parsed === undefined) {
      parsed = parsePath(text);
      cache.set(text, parsed);
    }
    return parsed;
  };
}
