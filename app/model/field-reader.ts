/**
 * Reads the fields of one untyped JSON object by hand, naming the place of the first wrong one.
 * CAREFUL: for the files and answers the browser reads on a content page or a first search,
 * where zod would be most of the bytes (decisions 55 and 88); everywhere else the
 * boundary is a zod schema. Each reader says what its failure is through `fail`, so the search
 * index throws its SearchFileError and the member API its ResponseShapeError.
 */

/** Makes the error for a wrong field: `where` is the dotted path from the body's root. */
export type FieldFailure = (where: string, problem: string) => Error;

type Raw = Record<string, unknown>;

export class FieldReader {
  private readonly where: string;
  private readonly raw: Raw;
  private readonly failure: FieldFailure;

  private constructor(failure: FieldFailure, where: string, raw: Raw) {
    this.failure = failure;
    this.where = where;
    this.raw = raw;
  }

  /** The object at `where`; anything else (a list, null, text) fails there. */
  static of(failure: FieldFailure, where: string, value: unknown): FieldReader {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw failure(where, 'expected an object');
    return new FieldReader(failure, where, value as Raw);
  }

  private fail(key: string, problem: string): never {
    throw this.failure(this.where ? `${this.where}.${key}` : key, problem);
  }

  /** Text, like `pattern` when one is given. */
  text(key: string, pattern?: RegExp): string {
    const value = this.raw[key];
    if (typeof value !== 'string') return this.fail(key, 'expected text');
    return pattern === undefined || pattern.test(value)
      ? value
      : this.fail(key, `expected text like ${String(pattern)}`);
  }

  textOrNull(key: string): string | null {
    return this.raw[key] === null ? null : this.text(key);
  }

  /** Text that may be missing or null: ''. */
  optionalText(key: string): string {
    const value = this.raw[key];
    return value === undefined || value === null ? '' : this.text(key);
  }

  number(key: string): number {
    const value = this.raw[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(key, 'expected a number');
  }

  /** A number that may be missing or null: 0. `count` demands a whole number ≥ 0. */
  optionalNumber(key: string, count = false): number {
    const value = this.raw[key];
    if (value === undefined || value === null) return 0;
    const number = this.number(key);
    return !count || (Number.isInteger(number) && number >= 0) ? number : this.fail(key, 'expected a whole number ≥ 0');
  }

  /** A whole number ≥ `min`. */
  count(key: string, min: number): number {
    const value = this.raw[key];
    return Number.isInteger(value) && (value as number) >= min
      ? (value as number)
      : this.fail(key, `expected a whole number ≥ ${min}`);
  }

  /** A number, or non-empty text. */
  id(key: string): number | string {
    const value = this.raw[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    return typeof value === 'string' && value.length > 0 ? value : this.fail(key, 'expected an id');
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.raw[key];
    return values.includes(value as T) ? (value as T) : this.fail(key, `expected one of ${values.join(', ')}`);
  }

  optionalBoolean(key: string): boolean {
    const value = this.raw[key];
    if (value === undefined || value === null) return false;
    return typeof value === 'boolean' ? value : this.fail(key, 'expected true or false');
  }

  list(key: string): unknown[] {
    const value = this.raw[key];
    return Array.isArray(value) ? value : this.fail(key, 'expected a list');
  }

  /** A list of text, each like `pattern`. */
  textList(key: string, pattern: RegExp): string[] {
    return this.list(key).map((value, n) =>
      typeof value === 'string' && pattern.test(value)
        ? value
        : this.fail(`${key}.${n}`, `expected text like ${String(pattern)}`),
    );
  }

  /** A list of whole numbers ≥ 0. */
  countList(key: string): number[] {
    return this.list(key).map((value, n) =>
      Number.isInteger(value) && (value as number) >= 0
        ? (value as number)
        : this.fail(`${key}.${n}`, 'expected a whole number ≥ 0'),
    );
  }

  /** A list of text, or one text as a list of one; missing: []. */
  textOrTexts(key: string): string[] {
    const value = this.raw[key];
    if (value === undefined) return [];
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    return this.fail(key, 'expected text or a list of text');
  }
}
