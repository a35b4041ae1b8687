/**
 * The matching rules that keep every keystroke in budget (decision 87),
 * on a small index of their own; documents.test.ts checks the matching on the sample venue.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { IndexedDoc } from './search-document.ts';
import { testIndexedDoc, testSearchDoc } from './search-doc.test-support.ts';
import { bestMatches, buildIndexJson, loadIndex, rankOfId } from './search-engine.ts';

function doc(title: string, keywords = ''): IndexedDoc {
  return testIndexedDoc(testSearchDoc(title, { kind: 'culture' }), keywords);
}

const docs = [
  doc('Fjordsang i havna', 'Konsert Tillatt for alle'),
  doc('Fjordsang på kaia', 'Konsert Tillatt for alle'),
  doc('Foredrag om havet', 'Foredrag Tillatt for alle'),
  doc('Nordlys over fjorden', 'Drama 12 år'),
  doc('Trio Blå', 'Konsert Jazz'),
];
const index = loadIndex(buildIndexJson(docs));
const titles = (query: string) => index.match(query).map((match) => docs[match.id]?.doc.title);

test('a query without a word of two letters is not searched yet', () => {
  expect(titles('f')).toEqual([]);
  expect(titles(' t ')).toEqual([]);
  expect(titles('fo')).not.toEqual([]);
});

test('one-letter words are left out of a longer query', () => {
  expect(titles('fjordsang i havna')).toEqual(['Fjordsang i havna']);
  expect(titles('fjordsang havna i')).toEqual(titles('fjordsang havna'));
});

test('every word must match, however many documents the shorter words are in', () => {
  expect(titles('foredrag for alle')).toEqual(['Foredrag om havet']);
  expect(titles('for alle konsert').sort()).toEqual(['Fjordsang i havna', 'Fjordsang på kaia']);
  expect(titles('fjordsang jazz')).toEqual([]);
});

test('a typo is forgiven from five letters on, not in a four-letter start of a word', () => {
  expect(titles('nordls')).toEqual(['Nordlys over fjorden']);
  // "fjor" is one letter from "for" of every "Tillatt for alle": only the fjord titles.
  expect(titles('fjor').sort()).toEqual(['Fjordsang i havna', 'Fjordsang på kaia', 'Nordlys over fjorden']);
});

test('an empty index loads and finds nothing', () => {
  expect(loadIndex(buildIndexJson([])).match('nord')).toEqual([]);
});

/** The order bestMatches promises, by sorting everything (what it did before decisions 87). */
function sortedBest(matches: ReadonlyArray<{ id: number; score: number }>, rankEnds: readonly number[], limit: number) {
  return matches
    .map((match) => ({ ...match, rank: rankOfId(rankEnds, match.id) }))
    .sort((a, b) => a.rank - b.rank || b.score - a.score)
    .slice(0, limit)
    .map(({ id, score }) => ({ id, score }));
}

test('the best matches are those of sorting all of them by group, then score, then the order given', () => {
  const rankEnds = [5, 10, 20, 20, 30, 30, 40, 40];
  fc.assert(
    fc.property(
      fc.array(fc.record({ id: fc.nat(45), score: fc.integer({ min: 0, max: 8 }) }), { maxLength: 80 }),
      fc.integer({ min: 1, max: 12 }),
      (matches, limit) => {
        expect(bestMatches(matches, rankEnds, limit)).toEqual(sortedBest(matches, rankEnds, limit));
      },
    ),
  );
});
