/**
 * Matching and ranking on MiniSearch (decision 80): one set of options for
 * the index writer and the browser, so both tokenise and fold the same way.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { foldTerm } from './fold.ts';
import { rankOf, SEARCH_KINDS, type IndexedDoc, type SearchDoc, type SearchKind } from './search-document.ts';
import { queryWords, tokenize } from './words.ts';

/** The fields as MiniSearch sees them: the document's number in the index, and its words. */
interface IndexFields {
  id: number;
  title: string;
  keywords: string;
  text: string;
}

/**
 * Query words of this many letters (folded) or more forgive one typo ("nordls"). At four,
 * "fjor" on the way to "fjordsang" matched "for" of every "Tillatt for alle" (decisions 87).
 */
const FUZZY_FROM = 5;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, keywords: 2, text: 1 },
  // "nord" finds "Nordlys": every word may be the start of a longer one. Query words have two
  // letters or more (queryWords), but "aa" folds to "a": a one-letter prefix matches everything.
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
  maxFuzzy: 1,
  // "norsk tale" narrows: every word must match somewhere in the document.
  combineWith: 'AND',
};

/** Index options shared by build and browser; `processTerm` folds æ, ø, å both ways. */
const INDEX_OPTIONS: Options<IndexFields> = {
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
  /** Document numbers with their scores, best first; empty for a query without a word of two letters. */
  match(query: string): Array<{ id: number; score: number }>;
}

/** The index's terms as `buildIndexJson` writes them: term, then per field the documents and counts. */
type SerialTerms = Array<[string, Record<string, Record<string, number>>]>;

/** The term in the most documents (summed over fields): the widest search there can be. */
function widestTerm(terms: SerialTerms): string {
  let widest = '';
  let most = -1;
  for (const [term, fields] of terms) {
    let count = 0;
    for (const field of Object.values(fields)) for (const _ in field) count++;
    if (count > most) [widest, most] = [term, count];
  }
  return widest;
}

/**
 * Searches the way a visitor's first keystrokes do (a two-letter prefix of the index's widest
 * term, three-letter prefixes, a typo, two words) on words of the index itself, so the engine's
 * loops are compiled and its tables grown while the index loads, not on the first keystroke: at
 * 10 000 documents the first query that matched them all took 16 ms, the next ones a third of
 * that (decision 87).
 */
function warmUp(index: MiniSearch<IndexFields>, terms: SerialTerms): void {
  const words = terms.map(([term]) => term).filter((term) => term.length >= FUZZY_FROM && /^\p{L}+$/u.test(term));
  const picked = [0, 0.5].map((at) => words[Math.floor(at * words.length)]).filter((word) => word !== undefined);
  const queries = [widestTerm(terms).slice(0, 2)];
  for (const [n, word] of picked.entries()) {
    const other = picked[(n + 1) % picked.length] ?? word;
    queries.push(word.slice(0, 3), `${word.slice(0, -2)}x${word.slice(-1)}`, `${word} ${other.slice(0, 2)}`);
  }
  for (const query of queries) if (query.length >= 2) index.search(query);
}

/** Revives an index written by `buildIndexJson`, ready for a first keystroke (`warmUp`). */
export function loadIndex(json: string): MatchIndex {
  const data = JSON.parse(json) as { documentCount: number; nextId: number; index: SerialTerms };
  // MiniSearch takes the term lists over as they are; the warm-up only reads them.
  const terms = data.index;
  const documentIds: Record<string, number> = {};
  const storedFields: Record<string, object> = {};
  for (let id = 0; id < data.nextId; id++) {
    documentIds[id] = id;
    storedFields[id] = {};
  }
  const index = MiniSearch.loadJS<IndexFields>(
    { ...data, documentIds, storedFields } as Parameters<typeof MiniSearch.loadJS>[0],
    INDEX_OPTIONS,
  );
  warmUp(index, terms);
  return {
    match(query) {
      const words = queryWords(query);
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest === '') return [];
      // Every word must match (AND), so the documents of the longest word, the most telling one,
      // are the only ones the other words are scored on: "for alle" of "foredrag for alle" are
      // in every document with that age limit, and scoring them all cost ~10 ms (decisions 87).
      let among: ((id: number) => number) | undefined;
      if (words.length > 1) {
        const found = new Set(index.search(longest).map((result) => Number(result.id)));
        if (found.size === 0) return [];
        among = (id) => (found.has(id) ? 1 : 0);
      }
      return index
        .search(words.join(' '), among ? { boostDocument: among } : {})
        .map((result) => ({ id: Number(result.id), score: result.score }));
    },
  };
}

/** The group (`rankOf`) a document number falls in, from the manifest's `rankEnds`. */
export function rankOfId(rankEnds: readonly number[], id: number): number {
  const rank = rankEnds.findIndex((end) => id < end);
  return rank === -1 ? rankEnds.length : rank;
}

/**
 * The `limit` best matches in the order shown (group, then score; equal scores in the order
 * given), decided by document number alone, before any display data is loaded: the work done
 * on every keystroke. One pass that keeps the best `limit` of each group: sorting all 10 000
 * matches of a wide query cost more than finding them (decision 87).
 */
export function bestMatches(
  matches: ReadonlyArray<{ id: number; score: number }>,
  rankEnds: readonly number[],
  limit: number,
): Array<{ id: number; score: number }> {
  const kept: Array<Array<{ id: number; score: number }>> = Array.from({ length: rankEnds.length + 1 }, () => []);
  for (const { id, score } of matches) {
    const list = kept[rankOfId(rankEnds, id)] ?? [];
    if (list.length >= limit && (list[limit - 1]?.score ?? Infinity) >= score) continue;
    let at = list.length;
    while (at > 0 && (list[at - 1]?.score ?? Infinity) < score) at--;
    list.splice(at, 0, { id, score });
    if (list.length > limit) list.pop();
  }
  return kept.flat().slice(0, limit);
}

/** A result ready to show: the document, its coming dates from now on. */
interface SearchHit {
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
 * within a kind, then by score. Dates that start before `now` (Oslo wall clock, `YYYY-MM-DD
 * HH:mm:ss`; the caller moves it back by the minutes a sale stays open after the start) are
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
