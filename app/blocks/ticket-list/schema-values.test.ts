import { expect, test } from 'vitest';
import { ageRating, performerOf, screeningLanguages } from './schema-values.ts';

const features = (...names: string[]) => names.map((name) => ({ name, highlight: false }));

test('speech, subtitles and format come from the feature names; original speech from the production', () => {
  expect(screeningLanguages(features('12 år', 'Norsk tale', '2D'), null)).toEqual({
    inLanguage: 'no',
    videoFormat: '2D',
  });
  expect(screeningLanguages(features('Originaltale', 'Norsk tekst', '3D'), 'fr')).toEqual({
    inLanguage: 'fr',
    subtitleLanguage: 'no',
    videoFormat: '3D',
  });
  // Original speech in a language the content does not name is left unsaid.
  expect(screeningLanguages(features('Originaltale', 'Engelsk tekst'), null)).toEqual({ subtitleLanguage: 'en' });
  expect(screeningLanguages(features('Servering'), null)).toEqual({});
});

test("a film's age limit is its content rating; advice like 'Passer fra 3 år' is not", () => {
  expect(ageRating(features('Norsk tale', '15 år', '2D'))).toBe('15 år');
  expect(ageRating(features('Tillatt for alle'))).toBe('Tillatt for alle');
  expect(ageRating(features('Passer fra 3 år'))).toBeNull();
});

test('a performer is a person, an ensemble a group; neither, no performer', () => {
  const property = (name: string, value: string) => [{ property: name, value }];
  expect(performerOf(property('performer', 'Kari Lunde'))).toEqual({ type: 'Person', name: 'Kari Lunde' });
  expect(performerOf(property('ensemble', 'Trio Blå'))).toEqual({ type: 'PerformingGroup', name: 'Trio Blå' });
  expect(performerOf(property('genre', 'Jazz'))).toBeNull();
});
