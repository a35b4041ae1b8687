/**
 * Bokmål-aware folding for search: a visitor without Norwegian letters on the
 * keyboard types "pa", "fjaera", "bolgebrus" or "boelgebrus" and finds "på", "Fjæra" and
 * "Bølgebrus". Index terms and query terms go through the same fold, so it works both ways.
 * Pure: used at build time (index writer) and in the browser (query).
 */
import { tokenize } from './words.ts';

/**
 * The canonical form of one word: lower case, accents dropped (é → e, å → a), ø → o, æ → ae,
 * then the old and keyboard spellings aa → a and oe → o. Two spellings of a word fold alike;
 * the few unrelated words that fold alike too ("poeng"/"pong") only widen a search a little.
 */
export function foldTerm(word: string): string {
  return word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replaceAll('ø', 'o')
    .replaceAll('æ', 'ae')
    .replaceAll('ß', 'ss')
    .replaceAll('aa', 'a')
    .replaceAll('oe', 'o');
}

/** The folded words of a text: what the index stores and what a query is matched with. */
export function foldedWords(text: string): string[] {
  return tokenize(text).map(foldTerm);
}

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** Bokmål alphabetical order (æ, ø, å after z; numbers by value), for the A–Å list. */
export function compareBokmal(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * The letter a title is listed under in the A–Å list: its first letter in upper case (quotes
 * and signs before it skipped), or '#' for a title that starts with a digit.
 */
export function initialOf(title: string): string {
  const first = /[\p{L}\p{N}]/u.exec(title)?.[0];
  return first === undefined || /\p{N}/u.test(first) ? '#' : first.toLocaleUpperCase('nb');
}
