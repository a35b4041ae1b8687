import { expect, test } from 'vitest';
import { compareBokmal, foldedWords, foldTerm, initialOf } from './fold.ts';

test('Norwegian letters fold to what a keyboard without them types', () => {
  expect(foldTerm('på')).toBe(foldTerm('pa'));
  expect(foldTerm('Bølgebrus')).toBe(foldTerm('bolgebrus'));
  expect(foldTerm('Bølgebrus')).toBe(foldTerm('boelgebrus'));
  expect(foldTerm('Fjæra')).toBe(foldTerm('fjaera'));
  expect(foldTerm('Åpen')).toBe(foldTerm('apen'));
  expect(foldTerm('Åpen')).toBe(foldTerm('aapen'));
  expect(foldTerm('Kafé')).toBe(foldTerm('kafe'));
});

test('a folded prefix of a word is a prefix of the folded word', () => {
  expect(foldTerm('Nordlys').startsWith(foldTerm('nord'))).toBe(true);
  expect(foldTerm('Sjøsprøyt').startsWith(foldTerm('sjo'))).toBe(true);
  expect(foldTerm('Sjøsprøyt').startsWith(foldTerm('sjoe'))).toBe(true);
});

test('text splits into folded words on spaces and signs, digits kept', () => {
  expect(foldedWords('15 år – Norsk tale!')).toEqual(['15', 'ar', 'norsk', 'tale']);
  expect(foldedWords('Stand-up')).toEqual(['stand', 'up']);
});

test('the A–Å list sorts æ, ø and å after z, as Bokmål does', () => {
  const titles = ['Åpen dag', 'Zorro', 'Ørnen', 'Ære', 'Amadeus', 'ost'];
  expect([...titles].sort(compareBokmal)).toEqual(['Amadeus', 'ost', 'Zorro', 'Ære', 'Ørnen', 'Åpen dag']);
});

test('a title is listed under its first letter, skipping quotes, or # when it starts with a digit', () => {
  expect(initialOf('øyeblikk')).toBe('Ø');
  expect(initialOf('1917')).toBe('#');
  expect(initialOf('«Siste ferje»')).toBe('S');
});
