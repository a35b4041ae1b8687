import { expect, test } from 'vitest';
import { TODAY, events, productions, site } from '../../app/blocks/block-fixtures.test-support.ts';
import { NextScreeningsFile } from '../../app/member/watch-list/next-screenings-file.ts';
import { buildNextScreenings } from './next-screenings-file.ts';

test('each film with its page, EDI number and next screenings on sale; culture items left out', () => {
  const file = buildNextScreenings({ site, productions, events, today: TODAY });
  expect(NextScreeningsFile.parse(file)).toEqual(file);
  const films = productions.filter((production) => production.object === 'movie');
  expect(file.films.map((film) => film.path)).toEqual(films.map((film) => `/${film.parentSlug}`));
  const [fjellet] = file.films;
  // Yesterday's, the sold-out and the not-on-sale screenings are not offered.
  expect(fjellet?.next).toEqual([
    {
      start: '2026-11-21 18:30:00',
      saleEnds: '202611211830',
      buy: 'https://billett.example.no/118/events/101/purchase?kanal=web',
    },
  ]);
});
