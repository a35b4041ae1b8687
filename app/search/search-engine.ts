/**
 * Matching and ranking (issue 15) on MiniSearch (docs/decisions.md 80): one set of options for
 * the index writer and the browser, so both tokenise and fold the same way.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { foldTerm, tokenize } from './fold.ts';
import { rankOf, SEARCH_KINDS, type IndexedDoc, type SearchDoc, type SearchKind } from './search-document.ts';

/** The fields as MiniSearch sees them: the document's number in the index, and its words. */
interface IndexFields {
  id: number;
  title: string;
  keywords: string;
  text: string;
}

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, keywords: 2, text: 1 },
  // "nord" finds "Nordlys": every word may be the start of a longer one.
  prefix: true,
  // One typo ("nordls") in words of four letters or more; shorter words would match everything.
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
  maxFuzzy: 1,
  // "norsk tale" narrows: every word must match somewhere in the document.
  combineWith: 'AND',
};

/** Index options shared by build and browser; `processTerm` folds æ, ø, å both ways. */
export const INDEX_OPTIONS: Options<IndexFields> = {
  idField: 'id',
  fields: ['title', 'keywords', 'text'],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => foldTerm(term),
  searchOptions: SEARCH_OPTIONS,
};

/**
 * Builds the matching index of `docs` (document `n` is `docs[n]`) and returns it as JSON text.
 * MiniSearch's table from its internal numbers to our ids is left out: both count from 0 in
 * the order added, so it is the identity, and it was a sixth of the index (decisions 81).
 */
export function buildIndexJson(docs: readonly IndexedDoc[]): string {
  const index = new MiniSearch<IndexFields>(INDEX_OPTIONS);
  index.addAll(docs.map((doc, id) => ({ id, ...doc.fields })));
  const { documentIds: _ids, storedFields: _stored, ...rest } = index.toJSON();
  return JSON.stringify(rest);
}

/** A loaded index: matching only; the display data is looked up by number. */
export interface MatchIndex {
  /** Document numbers with their scores, best first; empty for a blank query. */
  match(query: string): Array<{ id: number; score: number }>;
}

/** Revives an index written by `buildIndexJson`. */
export function loadIndex(json: string): MatchIndex {
  const data = JSON.parse(json) as { documentCount: number; nextId: number };
  const documentIds: Record<string, number> = {};
  const storedFields: Record<string, object> = {};
  for (let id = 0; id < data.nextId; id++) {
    documentIds[id] = id;
    storedFields[id] = {};
  }
  const index = MiniSearch.loadJS<IndexFields>({ ...data, documentIds, storedFields } as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  return {
    match(query) {
      if (tokenize(query).length === 0) return [];
      return index.search(query).map((result) => ({ id: Number(result.id), score: result.score }));
    },
  };
}

/** The group (`rankOf`) a document number falls in, from the manifest's `rankEnds`. */
export function rankOfId(rankEnds: readonly number[], id: number): number {
  const rank = rankEnds.findIndex((end) => id < end);
  return rank === -1 ? rankEnds.length : rank;
}

/**
 * The `limit` best matches in the order shown (group, then score), decided by document number
 * alone, before any display data is loaded: the work done on every keystroke.
 */
export function bestMatches(matches: ReadonlyArray<{ id: number; score: number }>, rankEnds: readonly number[], limit: number): Array<{ id: number; score: number }> {
  return matches
    .map((match) => ({ ...match, rank: rankOfId(rankEnds, match.id) }))
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .slice(0, limit)
    .map(({ id, score }) => ({ id, score }));
}

/** A result ready to show: the document, its coming dates from now on. */
export interface SearchHit {
  id: number;
  doc: SearchDoc;
}

/** Results of one kind, in the order shown. */
export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/**
 * Groups matched documents by kind (films, culture, pages, articles), current before upcoming
 * within a kind, then by score. Dates before `now` (Oslo wall clock, `YYYY-MM-DD HH:mm:ss`) are
 * dropped, and a culture event with none left is dropped with them: past events never show.
 */
export function rankResults(
  matches: ReadonlyArray<{ id: number; score: number }>,
  docOf: (id: number) => SearchDoc | undefined,
  now: string,
): SearchGroup[] {
  const groups = new Map<SearchKind, Array<{ hit: SearchHit; score: number }>>();
  for (const { id, score } of matches) {
    const found = docOf(id);
    if (!found) continue;
    const doc = { ...found, dates: found.dates.filter((date) => date.start >= now) };
    if (doc.kind === 'culture' && doc.dates.length === 0) continue;
    const list = groups.get(doc.kind) ?? [];
    list.push({ hit: { id, doc }, score });
    groups.set(doc.kind, list);
  }
  return SEARCH_KINDS.flatMap((kind) => {
    const list = groups.get(kind);
    if (!list) return [];
    list.sort((a, b) => rankOf(a.hit.doc) - rankOf(b.hit.doc) || b.score - a.score);
    return [{ kind, hits: list.map((entry) => entry.hit) }];
  });
}

/** The current Oslo wall-clock time as event dates are written (`YYYY-MM-DD HH:mm:ss`). */
export function osloNow(date: Date): string {
  // The Swedish locale writes ISO-like dates; the time zone makes it Oslo's wall clock.
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace('T', ' ');
}
