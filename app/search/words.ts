/**
 * How text splits into words, for the index and for a query. Its own file because
 * the header's field imports `queryWords` in every page's first load, while folding and the
 * engine load only with the search (use-search.ts).
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, split on anything that is not a letter or a digit ("15 år" → 15, år). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The words of a query that are searched: those of two letters or more. A one-letter word
 * says almost nothing ("i", "å", the "t" on the way to "trio") and as a prefix it matched
 * every document at 10 000: the one keystroke over the 16 ms budget (decision 87).
 * A query without such a word is not searched yet: the field waits for the next letter.
 */
export function queryWords(query: string): string[] {
  return tokenize(query).filter((word) => word.length >= 2);
}
