/**
 * The /search page's A–Å list: every film and coming culture event with a link,
 * under its letter in Bokmål order (æ, ø, å after z). It is in the prerendered HTML, so the
 * page is useful without scripts. Build time only (the route's loader).
 */
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import { searchDocuments, type SearchablePage } from './documents.ts';
import { compareBokmal, initialOf } from './fold.ts';
import type { SearchKind } from './search-document.ts';

interface DirectoryEntry {
  title: string;
  path: string;
  kind: SearchKind;
  /** True for a film that has not opened yet. */
  upcoming: boolean;
}

export interface DirectoryLetter {
  letter: string;
  entries: DirectoryEntry[];
}

/** Films and events under their first letter, letters and titles in Bokmål order. */
export function searchDirectory(snapshot: ContentSnapshot, pages: Iterable<SearchablePage>): DirectoryLetter[] {
  const entries = searchDocuments(snapshot, pages)
    .map((entry) => entry.doc)
    .filter((doc) => doc.kind === 'film' || doc.kind === 'culture')
    .map((doc) => ({ title: doc.title, path: doc.path, kind: doc.kind, upcoming: doc.status === 'upcoming' }))
    .sort((a, b) => compareBokmal(a.title, b.title) || a.path.localeCompare(b.path));
  const letters = new Map<string, DirectoryEntry[]>();
  for (const entry of entries) {
    const letter = initialOf(entry.title);
    letters.set(letter, [...(letters.get(letter) ?? []), entry]);
  }
  return [...letters]
    .map(([letter, list]) => ({ letter, entries: list }))
    .sort((a, b) => (a.letter === '#' ? -1 : b.letter === '#' ? 1 : compareBokmal(a.letter, b.letter)));
}
