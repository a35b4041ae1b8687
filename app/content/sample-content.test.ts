/**
 * The sample venue in `content/` keeps the promises other parts of the product rely on
 * (content/README.md): enough films and culture items, a full two weeks of screenings,
 * and an image for every asset. Page configurations are checked where block kinds are known.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { assembleSnapshot } from './content-assembly.ts';

const CONTENT = path.resolve(import.meta.dirname, '../../content');
const TODAY = '2026-11-21';

function sampleSnapshot() {
  const files = new Map<string, string>();
  for (const name of ['site.json', 'theme.json', 'redirects.json', 'events.json']) {
    files.set(name, readFileSync(path.join(CONTENT, name), 'utf8'));
  }
  for (const folder of ['productions', 'articles']) {
    for (const name of readdirSync(path.join(CONTENT, folder)))
      files.set(`${folder}/${name}`, readFileSync(path.join(CONTENT, folder, name), 'utf8'));
  }
  return assembleSnapshot({ files, fileLabel: (name) => `content/${name}` }, { today: TODAY, blockSchemas: {} });
}

test('the sample venue has at least 14 current films, 6 upcoming films and 10 culture items', () => {
  const { productions } = sampleSnapshot();
  const count = (objectClass: string) =>
    productions.filter((production) => production.objectClass === objectClass).length;
  expect(count('movie')).toBeGreaterThanOrEqual(14);
  expect(count('movie_coming')).toBeGreaterThanOrEqual(6);
  expect(count('culture')).toBeGreaterThanOrEqual(10);
});

test('every current film has 4 to 12 screenings, all within the two weeks from the build date', () => {
  const { productions, events } = sampleSnapshot();
  for (const film of productions.filter((production) => production.objectClass === 'movie')) {
    const screenings = events.filter((event) => event.production.id === film.id);
    expect(screenings.length, film.id).toBeGreaterThanOrEqual(4);
    expect(screenings.length, film.id).toBeLessThanOrEqual(12);
  }
  expect(
    events.every((event) => event.startDate >= `${TODAY} 00:00:00` && event.startDate < '2026-12-05 00:00:00'),
  ).toBe(true);
});

test('current films opened within the last six weeks and upcoming films open in two to eight weeks', () => {
  const { productions } = sampleSnapshot();
  const firstNight = (id: string) =>
    productions
      .find((production) => production.id === id)
      ?.properties.find((property) => property.property === 'first_night')?.value ?? '';
  for (const production of productions) {
    if (production.objectClass === 'movie')
      expect(firstNight(production.id) >= '2026-10-10' && firstNight(production.id) <= TODAY, production.id).toBe(true);
    if (production.objectClass === 'movie_coming')
      expect(
        firstNight(production.id) >= '2026-12-05' && firstNight(production.id) <= '2027-01-16',
        production.id,
      ).toBe(true);
  }
});

test('no two events share a hall at the same time', () => {
  const { events } = sampleSnapshot();
  const halls = events.filter((event) => event.location.startsWith('Sal'));
  for (const [index, event] of halls.entries()) {
    const clash = halls
      .slice(index + 1)
      .find(
        (other) =>
          other.location === event.location && other.startDate < event.endDate && event.startDate < other.endDate,
      );
    expect(clash?.id, `${event.id} ${event.location} ${event.startDate}`).toBeUndefined();
  }
});

test('every image a production names exists in content/images', () => {
  const { productions, theme } = sampleSnapshot();
  const urls = [
    theme.logo,
    theme.favicon,
    ...productions.flatMap((production) => production.assets.map((asset) => asset.url)),
  ];
  expect(urls.filter((url) => !existsSync(path.join(CONTENT, url)))).toEqual([]);
});

test('every information page of the site has its article', () => {
  const { articles } = sampleSnapshot();
  expect(articles.map((article) => article.id)).toEqual(
    expect.arrayContaining([
      'aldersgrenser',
      'ansatte-kontakt',
      'ansatte-og-avdelinger',
      'den-store-kinodagen',
      'fjordheim',
      'info-om-cookies',
      'informasjon',
      'kontakt',
      'leiepriser',
      'markering-i-havnaparken',
      'null',
      'om-jubileet',
      'personvern',
    ]),
  );
});
