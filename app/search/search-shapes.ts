/**
 * The browser's checks of the search files it fetches: a stale or broken file (an
 * old deploy's manifest, a chunk cut off by the network) throws SearchFileError, and the field
 * shows "no search" instead of a broken page. CAREFUL: checked by hand, not with zod: zod was
 * two thirds of the bytes of a first search (decision 88). The writer is
 * scripts/post-build/search-index.ts; search-shapes.test.ts reads its output back.
 */
import { FieldReader } from '../model/field-reader.ts';
import {
  SEARCH_KINDS,
  SEARCH_STATUSES,
  type SearchDate,
  type SearchDoc,
  type SearchKind,
  type SearchManifest,
  type SearchStatus,
} from './search-document.ts';

/** A search file that is not what this deploy's code reads. */
export class SearchFileError extends Error {
  constructor(file: string, where: string, problem: string) {
    super(`${file}: unexpected content at ${where || '(root)'}: ${problem}`);
    this.name = 'SearchFileError';
  }
}

/** A reader of one object of `file`: its failures are SearchFileErrors. */
function fieldsOf(file: string, where: string, value: unknown): FieldReader {
  return FieldReader.of((at, problem) => new SearchFileError(file, at, problem), where, value);
}

const HASH = /^[a-f0-9]{8,}$/;
const SEARCH_FILE = /^\/search\//;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** `/search/manifest.json` of the current deploy. */
export function parseSearchManifest(body: unknown): SearchManifest {
  const file = 'manifest';
  const raw = fieldsOf(file, '', body);
  return {
    version: raw.text('version', HASH),
    index: raw.text('index', SEARCH_FILE),
    docs: raw.textList('docs', SEARCH_FILE),
    chunkSize: raw.count('chunkSize', 1),
    count: raw.count('count', 0),
    rankEnds: raw.countList('rankEnds'),
    brand: raw.text('brand'),
    saleMinutesAfterStart: raw.count('saleMinutesAfterStart', 0),
  };
}

function dateOf(file: string, where: string, value: unknown): SearchDate {
  const raw = fieldsOf(file, where, value);
  return { start: raw.text('start', DATE_TIME), buy: raw.textOrNull('buy'), event: raw.text('event') };
}

function docOf(file: string, where: string, value: unknown): SearchDoc {
  const raw = fieldsOf(file, where, value);
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
