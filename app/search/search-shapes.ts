/**
 * The browser's checks of the search files it fetches (issue 15): a stale or broken file (an
 * old deploy's manifest, a chunk cut off by the network) throws SearchFileError, and the field
 * shows "no search" instead of a broken page. CAREFUL: checked by hand, not with zod: zod was
 * two thirds of the bytes of a first search (docs/decisions.md 88). The writer is
 * scripts/post-build/search-index.ts; search-shapes.test.ts reads its output back.
 */
import { SEARCH_KINDS, SEARCH_STATUSES, type SearchDate, type SearchDoc, type SearchKind, type SearchManifest, type SearchStatus } from './search-document.ts';

/** A search file that is not what this deploy's code reads. */
export class SearchFileError extends Error {
  constructor(file: string, where: string, problem: string) {
    super(`${file}: unexpected content at ${where || '(root)'}: ${problem}`);
    this.name = 'SearchFileError';
  }
}

type Raw = Record<string, unknown>;

/** Reads the fields of one object, naming the file and place of the first wrong one. */
class Fields {
  private readonly file: string;
  private readonly where: string;
  private readonly raw: Raw;

  constructor(file: string, where: string, raw: Raw) {
    this.file = file;
    this.where = where;
    this.raw = raw;
  }

  static of(file: string, where: string, value: unknown): Fields {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new SearchFileError(file, where, 'expected an object');
    return new Fields(file, where, value as Raw);
  }

  private fail(key: string, problem: string): never {
    throw new SearchFileError(this.file, this.where ? `${this.where}.${key}` : key, problem);
  }

  text(key: string, pattern?: RegExp): string {
    const value = this.raw[key];
    if (typeof value !== 'string') return this.fail(key, 'expected text');
    return pattern === undefined || pattern.test(value) ? value : this.fail(key, `expected text like ${String(pattern)}`);
  }

  textOrNull(key: string): string | null {
    return this.raw[key] === null ? null : this.text(key);
  }

  /** A whole number ≥ `min`. */
  count(key: string, min: number): number {
    const value = this.raw[key];
    return Number.isInteger(value) && (value as number) >= min ? (value as number) : this.fail(key, `expected a whole number ≥ ${min}`);
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T {
    const value = this.raw[key];
    return values.includes(value as T) ? (value as T) : this.fail(key, `expected one of ${values.join(', ')}`);
  }

  list(key: string): unknown[] {
    const value = this.raw[key];
    return Array.isArray(value) ? value : this.fail(key, 'expected a list');
  }

  /** A list of text, each like `pattern`. */
  texts(key: string, pattern: RegExp): string[] {
    return this.list(key).map((value, n) => (typeof value === 'string' && pattern.test(value) ? value : this.fail(`${key}.${n}`, `expected text like ${String(pattern)}`)));
  }

  /** A list of whole numbers ≥ 0. */
  counts(key: string): number[] {
    return this.list(key).map((value, n) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : this.fail(`${key}.${n}`, 'expected a whole number ≥ 0')));
  }
}

const HASH = /^[a-f0-9]{8,}$/;
const SEARCH_FILE = /^\/search\//;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `/search/manifest.json` of the current deploy. */
export function parseSearchManifest(body: unknown): SearchManifest {
  const file = 'manifest';
  const raw = Fields.of(file, '', body);
  return {
    version: raw.text('version', HASH),
    index: raw.text('index', SEARCH_FILE),
    docs: raw.texts('docs', SEARCH_FILE),
    chunkSize: raw.count('chunkSize', 1),
    count: raw.count('count', 0),
    rankEnds: raw.counts('rankEnds'),
    brand: raw.text('brand'),
  };
}

function dateOf(file: string, where: string, value: unknown): SearchDate {
  const raw = Fields.of(file, where, value);
  return { start: raw.text('start', DATE_TIME), buy: raw.textOrNull('buy'), event: raw.text('event') };
}

function docOf(file: string, where: string, value: unknown): SearchDoc {
  const raw = Fields.of(file, where, value);
  return {
    kind: raw.oneOf<SearchKind>('kind', SEARCH_KINDS),
    title: raw.text('title'),
    path: raw.text('path', /^\//),
    image: raw.textOrNull('image'),
    status: raw.oneOf<SearchStatus>('status', SEARCH_STATUSES),
    age: raw.textOrNull('age'),
    dates: raw.list('dates').map((date, n) => dateOf(file, `${where}.dates.${n}`, date)),
    genre: raw.textOrNull('genre'),
    category: raw.text('category'),
  };
}

/** One chunk of display data (`manifest.docs[n]`); `file` names it in an error. */
export function parseSearchDocs(file: string, body: unknown): SearchDoc[] {
  if (!Array.isArray(body)) throw new SearchFileError(file, '', 'expected a list');
  return body.map((doc, n) => docOf(file, String(n), doc));
}
